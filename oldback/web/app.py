"""The web server of ``oldback serve``: FastAPI, a WebSocket per open table, SQLite.

Pages: ``/`` the lobby, ``/t/TOKEN`` a table (the token is a seat's or a spectator's).
API (JSON; errors are ``{"error": message, "problems": [...]}``):

    GET  /api/choices               decks, formats, rules presets, computer players
    POST /api/games                 a new game (see ``rooms.new_game``) -> its links
    POST /api/decks                 save a pasted deck list under a name (checked)
    POST /api/mine {"tokens": [..]} the games these tokens open
    GET  /api/t/TOKEN               the table as that token's seat sees it
    POST /api/t/TOKEN/act {"key"}   act a key for that seat
    POST /api/t/TOKEN/hint          in a game against the computer, at that seat's decision:
                                    what the search player would answer, from the seat's
                                    view, with its top three options and chances to win
    GET  /api/t/TOKEN/replay/N      a finished game at step N, as that seat saw it
    GET  /api/t/TOKEN/record        a finished game's record, for ``oldback replay``
    WS   /ws/TOKEN                  the table, live: the server sends {"type": "state"} on
                                    every change and {"type": "error"} for a refused
                                    message; the client sends {"type": "act", "key": K}
"""

from __future__ import annotations

import asyncio
import json
import sys
import traceback
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

from oldback.web.rooms import (
    Refused,
    Room,
    card_info,
    choices,
    new_game,
    pasted_deck,
    rebuild,
    replay_frame,
)
from oldback.web.store import Store

STATIC = Path(str(resources.files("oldback.web") / "static"))
MAX_MESSAGE = 10_000  # characters in one WebSocket message


class Conn:
    """One open WebSocket: its seat and what it has been sent."""

    def __init__(self, ws: WebSocket, seat: str):
        self.ws = ws
        self.seat = seat
        self.log_sent = 0
        self.cards_sent: set[str] = set()

    async def send_state(self, room: Room) -> None:
        data, ids = room.state(self.seat, self.log_sent)
        data["cards"] = {i: card_info(i) for i in ids - self.cards_sent}
        await self.ws.send_json(data)
        self.cards_sent |= ids
        self.log_sent = data["log_from"] + len(data["log"])


class Hub:
    """The games being played, their open tables and their computer players."""

    def __init__(self, store: Store, pace: float):
        self.store = store
        self.pace = pace
        self.rooms: dict[str, Room] = {}
        self.conns: dict[str, set[Conn]] = {}
        self.thinking: dict[str, asyncio.Task] = {}

    def room(self, game_id: str) -> Room:
        """The game, rebuilt from its record the first time it is asked for."""
        room = self.rooms.get(game_id)
        if room is None:
            row = self.store.game(game_id)
            if row is None:
                raise Refused("no such game", status=404)
            room = self.rooms[game_id] = Room(row, rebuild(row))
        return room

    def open(self, token: str) -> tuple[Room, str]:
        found = self.store.by_token(token) if isinstance(token, str) else None
        if found is None:
            raise Refused("no game has this link", status=404)
        game_id, seat = found
        return self.room(game_id), seat

    async def act(self, room: Room, seat: str, key: Any) -> None:
        """Act for a seat, commit the key, then tell every open table."""
        start = room.step
        room.act(seat, key)
        try:
            self.store.append(room.row, start, room.row.keys[start:])
        except Exception:
            self.rooms.pop(room.row.id, None)  # the stored game is the truth
            raise
        await self.broadcast(room)
        self.think(room)

    async def broadcast(self, room: Room) -> None:
        for conn in list(self.conns.get(room.row.id, ())):
            try:
                await conn.send_state(room)
            except Exception:  # a closed socket: forget it
                self.conns[room.row.id].discard(conn)

    def leave(self, room: Room, conn: Conn) -> None:
        """A table closed; a finished game nobody has open is let go (read again if asked)."""
        conns = self.conns.get(room.row.id, set())
        conns.discard(conn)
        if not conns and room.g.over and self.rooms.get(room.row.id) is room:
            del self.rooms[room.row.id]
            self.conns.pop(room.row.id, None)

    def think(self, room: Room) -> None:
        """Start the computer player when the decision is its own."""
        g = room.g
        if (room.agent is None or g.decision is None or g.decision.player != room.ai_seat
                or room.row.id in self.thinking):
            return
        self.thinking[room.row.id] = asyncio.create_task(self._computer(room))

    async def _computer(self, room: Room) -> None:
        """The computer's moves, one at a time, each shown before the next."""
        seat = room.ai_seat
        agent = room.agent
        assert seat is not None and agent is not None
        try:
            while room.g.decision is not None and room.g.decision.player == seat:
                await asyncio.sleep(self.pace)
                step, game = room.step, room.g.copy()
                key = await asyncio.to_thread(agent.choose_in, game, seat)
                if room.step == step and self.rooms.get(room.row.id) is room:
                    await self.act_computer(room, seat, key)
        except Exception:
            traceback.print_exc()
        finally:
            self.thinking.pop(room.row.id, None)

    async def act_computer(self, room: Room, seat: str, key: str) -> None:
        start = room.step
        room.act(seat, key)
        self.store.append(room.row, start, room.row.keys[start:])
        await self.broadcast(room)

    def resume(self) -> None:
        """After a restart: every unfinished game where the computer is to move goes on."""
        for game_id in self.store.unfinished():
            try:
                self.think(self.room(game_id))
            except Exception:
                print(f"oldback serve: game {game_id} cannot be rebuilt:", file=sys.stderr)
                traceback.print_exc()

    async def stop(self) -> None:
        for task in list(self.thinking.values()):
            task.cancel()
        await asyncio.gather(*self.thinking.values(), return_exceptions=True)


def refusal(e: Refused) -> JSONResponse:
    return JSONResponse({"error": e.message, "problems": e.problems}, status_code=e.status)


async def body(request: Request) -> Any:
    try:
        return json.loads(await request.body())
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise Refused("the request body is not JSON") from None


def create_app(data: str | Path, pace: float = 0.6, url: str | None = None) -> FastAPI:
    """The server's application, its games kept in ``data``; ``pace`` seconds between the
    computer's moves; ``url`` printed once the server is ready."""
    store = Store(data)
    hub = Hub(store, pace)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        hub.resume()
        if url:
            print(f"oldback serve: open {url} (games in {store.path}; Ctrl-C stops)",
                  flush=True)
        yield
        await hub.stop()
        store.close()

    app = FastAPI(title="oldback", lifespan=lifespan, docs_url=None, redoc_url=None,
                  openapi_url=None)
    app.state.hub = hub
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.exception_handler(Refused)
    async def refused(request: Request, e: Refused) -> JSONResponse:
        return refusal(e)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, e: RequestValidationError) -> JSONResponse:
        where = ", ".join(str(err["loc"][-1]) for err in e.errors())
        return refusal(Refused(f"not a valid request: check {where}"))

    @app.get("/")
    async def lobby() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @app.get("/t/{token}")
    async def table(token: str) -> FileResponse:
        return FileResponse(STATIC / "table.html")

    @app.get("/api/choices")
    async def api_choices() -> dict:
        return choices(store.decks())

    @app.post("/api/games")
    async def api_new(request: Request) -> dict:
        spec = await body(request)
        row, g = new_game(spec, store.decks())
        mine = spec.get("seat", "p1")  # checked by new_game
        if spec.get("deck_text") and spec.get("deck_name"):
            store.save_deck(row.decks[mine]["name"], spec["deck_text"],
                            spec.get("format", "base-fossil"))
        store.add(row)
        room = hub.rooms[row.id] = Room(row, g)
        hub.think(room)
        person = row.players["p1"] == row.players["p2"]
        return {"game": row.id, "seat": mine, "token": row.tokens[mine],
                "table": f"/t/{row.tokens[mine]}",
                "invite": f"/t/{row.tokens['p2' if mine == 'p1' else 'p1']}" if person else None,
                "watch": f"/t/{row.tokens['watch']}"}

    @app.post("/api/decks")
    async def api_deck(request: Request) -> dict:
        spec = await body(request)
        if not isinstance(spec, dict):
            raise Refused("the request must be a JSON object")
        name, text, fmt = spec.get("name"), spec.get("text"), spec.get("format", "base-fossil")
        if not isinstance(name, str) or not name.strip() or len(name) > 60:
            raise Refused("give the deck a name (at most 60 characters)")
        if not isinstance(text, str) or not isinstance(fmt, str):
            raise Refused("the deck list and its format must be text")
        from oldback.decks import builtin_names

        if name.strip() in builtin_names():
            raise Refused(f"{name.strip()!r} is a built-in deck's name: choose another")
        deck = pasted_deck(text, fmt, name.strip())
        store.save_deck(name.strip(), text, fmt)
        return {"name": name.strip(), "cards": len(deck), "format": fmt}

    @app.post("/api/mine")
    async def api_mine(request: Request) -> dict:
        spec = await body(request)
        tokens = spec.get("tokens") if isinstance(spec, dict) else None
        if not isinstance(tokens, list) or len(tokens) > 500:
            raise Refused("'tokens' must be a list (at most 500)")
        games = []
        for token in tokens:
            found = store.by_token(token) if isinstance(token, str) else None
            if found is None:
                continue
            row = store.game(found[0])
            if row is None:
                continue
            games.append({"token": token, "seat": found[1], "game": row.id,
                          "decks": {p: row.decks[p]["name"] for p in ("p1", "p2")},
                          "players": row.players, "status": row.status,
                          "winner": row.winner, "result": row.result, "turns": row.turns,
                          "updated": row.updated})
        games.sort(key=lambda x: x["updated"], reverse=True)
        return {"games": games}

    @app.get("/api/t/{token}")
    async def api_state(token: str) -> dict:
        room, seat = hub.open(token)
        return _with_cards(*room.state(seat))

    @app.post("/api/t/{token}/act")
    async def api_act(token: str, request: Request) -> dict:
        room, seat = hub.open(token)
        spec = await body(request)
        if not isinstance(spec, dict) or "key" not in spec:
            raise Refused('send {"key": "…"}: one of the options\' keys')
        await hub.act(room, seat, spec["key"])
        return _with_cards(*room.state(seat))

    @app.post("/api/t/{token}/hint")
    async def api_hint(token: str) -> dict:
        room, seat = hub.open(token)
        return await hint(room, seat)

    @app.get("/api/t/{token}/replay/{step}")
    async def api_replay(token: str, step: int) -> dict:
        room, seat = hub.open(token)
        if not room.g.over:
            raise Refused("the game is still being played: it can be replayed once it ends",
                          status=409)
        return _with_cards(*replay_frame(room.row, seat, step))

    @app.get("/api/t/{token}/record")
    async def api_record(token: str) -> JSONResponse:
        room, seat = hub.open(token)
        if not room.g.over:
            raise Refused("the record of a game is given once it ends (it holds every card)",
                          status=409)
        return JSONResponse(game_record(room, seat), headers={
            "Content-Disposition": f'attachment; filename="oldback-{room.row.id}.json"'})

    @app.websocket("/ws/{token}")
    async def socket(ws: WebSocket, token: str) -> None:
        await ws.accept()
        try:
            room, seat = hub.open(token)
        except Refused as e:
            await ws.send_json({"type": "error", "message": e.message})
            await ws.close(code=4404)
            return
        conn = Conn(ws, seat)
        hub.conns.setdefault(room.row.id, set()).add(conn)
        try:
            await conn.send_state(room)
            while True:
                message = await ws.receive()
                if message["type"] == "websocket.disconnect":
                    break
                try:
                    await _message(hub, room, conn, message.get("text"))
                except Refused as e:
                    await ws.send_json({"type": "error", "message": e.message})
        except WebSocketDisconnect:
            pass
        finally:
            hub.leave(room, conn)

    return app


#: the time the search player thinks for a hint
HINT_SECONDS = 1.0


async def hint(room: Room, seat: str) -> dict:
    """What the search player would answer at ``seat``'s decision, searched from that seat's
    view (never a hidden card): its choice and its top three options with estimated
    chances to win. Given in games against the computer; the game's record notes it."""
    from oldback.agents.search import SearchAgent

    if room.agent is None:
        raise Refused("hints are given in games against the computer", status=409)
    if seat not in ("p1", "p2"):
        raise Refused("spectators get no hints", status=403)
    d = room.g.decision
    if d is None:
        raise Refused("the game is over", status=409)
    if d.player != seat:
        raise Refused(f"it is not your decision: waiting for {d.player}", status=409)
    step = room.step
    advisor = SearchAgent(room.row.seed + 7919 * (step + 1), seconds=HINT_SECONDS)
    key, weighed = await asyncio.to_thread(advisor.advise, room.g.copy(), seat)
    if step not in room.hints:
        room.hints.append(step)
    labels = {o.key: o.label for o in d.options}
    return {"step": step, "choice": {"key": key, "label": labels.get(key, key)},
            "options": [{"key": k, "label": labels.get(k, k), "chance": round(chance, 3),
                         "rollouts": n} for k, chance, n in weighed[:3]]}


def game_record(room: Room, seat: str) -> dict:
    """A finished game as an ``oldback replay`` record (``oldback.records``)."""
    from oldback import records

    row = room.row
    ai = row.ai["name"] if row.ai else "human"
    human = seat if seat in ("p1", "p2") else None
    record = records.make(room.g, seed=row.seed, human=human, ai=ai,
                          deck_names=(row.decks["p1"]["name"], row.decks["p2"]["name"]),
                          status="finished", hints=room.hints)
    record["players"] = dict(row.players)
    return record


def _with_cards(data: dict, ids: set[str]) -> dict:
    data["cards"] = {i: card_info(i) for i in ids}
    return data


async def _message(hub: Hub, room: Room, conn: Conn, text: str | None) -> None:
    """One message from a table; Refused says what is wrong with it."""
    if not isinstance(text, str):
        raise Refused("send text messages (JSON objects), not binary ones")
    if len(text) > MAX_MESSAGE:
        raise Refused("the message is too long")
    try:
        msg = json.loads(text)
    except json.JSONDecodeError:
        raise Refused("the message is not JSON: send {\"type\": \"act\", \"key\": …}") from None
    if not isinstance(msg, dict):
        raise Refused("the message must be a JSON object")
    kind = msg.get("type")
    if kind == "act":
        await hub.act(room, conn.seat, msg.get("key"))
    elif kind == "state":
        conn.log_sent = 0
        await conn.send_state(room)
    else:
        raise Refused(f"unknown message type {kind!r} (known: act, state)")
