"""The web server of ``oldback serve``: FastAPI, a WebSocket per open table, SQLite.

Pages: ``/`` the lobby, ``/t/TOKEN`` a table (the token is a seat's or a spectator's).
API (JSON; errors are ``{"error": message, "problems": [...]}``):

    GET  /api/choices               decks, formats, rules presets, computer players, sets,
                                    the card images' address (null: text faces only)
    GET  /api/cards?q=&set=&type=&text=  cards found as ``oldback cards`` finds them
    GET  /api/card/CARD_ID          a card's facts and text
    POST /api/decks/check {"text", "format"}  a deck list read: its cards, its problems in
                                    the format (``oldback check``'s messages), its opening
                                    figures (``oldback.stats``) and its text
    POST /api/games                 a new game (see ``rooms.new_game``) -> its links
    POST /api/decks                 save a pasted deck list under a name (checked)
    GET  /api/decks/NAME            a saved or built-in deck's list, to edit
    POST /api/mine {"tokens": [..]} the games these tokens open
    GET  /api/open                  the open tables, their free seat waiting for a visitor
    POST /api/open/GAME/join        take an open table's free seat -> its links
    GET  /api/t/TOKEN               the table as that token's seat sees it
    POST /api/t/TOKEN/act {"key"}   act a key for that seat
    POST /api/t/TOKEN/concede       that seat concedes: the other player wins
    POST /api/t/TOKEN/chat {"text"} a line of chat from that seat
    POST /api/t/TOKEN/hint          in a game against the computer, at that seat's decision:
                                    what the search player would answer, from the seat's
                                    view, with its top three options and chances to win
    GET  /api/t/TOKEN/replay/N      a finished game at step N, as that seat saw it
    GET  /api/t/TOKEN/record        a finished game's record, for ``oldback replay``
    GET  /img/CARD_ID               the card's picture from the ``--images`` folder
    WS   /ws/TOKEN                  the table, live: the server sends {"type": "state"} on
                                    every change (a move, a line of chat, a player who
                                    comes or goes) and {"type": "error"} for a refused
                                    message; the client sends {"type": "act", "key": K},
                                    {"type": "concede"}, {"type": "chat", "text": T}

A state holds, besides the table: ``online`` (whether each seat has the table open; a
computer always has), ``clock`` (null, or each player's seconds ``left``, the seat whose
clock is ``running`` and the ``limit``) and ``chat`` (the lines from ``chat_from`` on).
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
    MAX_CHAT,
    SEATS,
    Refused,
    Room,
    card_info,
    check_deck,
    choices,
    find_cards,
    new_game,
    pasted_deck,
    rebuild,
    replay_frame,
)
from oldback.web.store import Store

STATIC = Path(str(resources.files("oldback.web") / "static"))
MAX_MESSAGE = 10_000  # characters in one WebSocket message
MAX_BODY = 100_000    # bytes in one request's body
IMAGE_TYPES = (".png", ".jpg", ".jpeg", ".webp")


class Conn:
    """One open WebSocket: its seat and what it has been sent."""

    def __init__(self, ws: WebSocket, seat: str):
        self.ws = ws
        self.seat = seat
        self.log_sent = 0
        self.chat_sent = 0
        self.cards_sent: set[str] = set()

    async def send_state(self, room: Room, online: dict[str, bool]) -> None:
        data, ids = room.state(self.seat, self.log_sent, self.chat_sent)
        data["cards"] = {i: card_info(i) for i in ids - self.cards_sent}
        data["online"] = online
        await self.ws.send_json(data)
        self.cards_sent |= ids
        self.log_sent = data["log_from"] + len(data["log"])
        self.chat_sent = data["chat_from"] + len(data["chat"])


class Hub:
    """The games being played, their open tables and their computer players."""

    def __init__(self, store: Store, pace: float):
        self.store = store
        self.pace = pace
        self.rooms: dict[str, Room] = {}
        self.conns: dict[str, set[Conn]] = {}
        self.thinking: dict[str, asyncio.Task] = {}
        self.alarms: dict[str, asyncio.TimerHandle] = {}

    def room(self, game_id: str) -> Room:
        """The game, rebuilt from its record the first time it is asked for."""
        room = self.rooms.get(game_id)
        if room is None:
            row = self.store.game(game_id)
            if row is None:
                raise Refused("no such game", status=404)
            g, last = rebuild(row)
            room = self.rooms[game_id] = Room(row, g, last, self.store.chat(game_id))
            self.alarm(room)
        return room

    def open(self, token: str) -> tuple[Room, str]:
        found = self.store.by_token(token) if isinstance(token, str) else None
        if found is None:
            raise Refused("no game has this link", status=404)
        game_id, seat = found
        room = self.room(game_id)
        if room.row.listed is not None and room.row.listed == seat:
            # the free seat of an open table opened by its link (the maker sent it on):
            # taken, no longer offered to visitors
            self.store.take_seat(game_id)
            room.row.listed = None
        return room, seat

    async def act(self, room: Room, seat: str, key: Any) -> None:
        """Act for a seat, commit the key, then tell every open table."""
        start = room.step
        room.act(seat, key)
        await self.commit(room, start)
        self.think(room)

    async def commit(self, room: Room, start: int) -> None:
        """Store the keys acted from ``start`` on and how the game stands, then tell every
        open table."""
        try:
            self.store.append(room.row, start, room.row.keys[start:])
        except Exception:
            self.rooms.pop(room.row.id, None)  # the stored game is the truth
            raise
        self.alarm(room)
        await self.broadcast(room)

    async def concede(self, room: Room, seat: str, reason: str = "concession") -> None:
        room.concede(seat, reason)
        await self.commit(room, room.step)
        task = self.thinking.get(room.row.id)
        if task is not None:
            task.cancel()

    async def say(self, room: Room, seat: str, text: Any) -> None:
        """A line of chat from a seat, kept with the game."""
        if seat not in SEATS:
            raise Refused("spectators cannot chat", status=403)
        if not isinstance(text, str) or not text.strip():
            raise Refused("say something: the chat line is empty")
        text = " ".join(text.split())
        if len(text) > MAX_CHAT:
            raise Refused(f"a chat line is at most {MAX_CHAT} characters")
        room.chat.append(self.store.say(room.row.id, seat, text))
        await self.broadcast(room)

    def online(self, room: Room) -> dict[str, bool]:
        here = {c.seat for c in self.conns.get(room.row.id, ())}
        return {p: p in here or room.row.players[p] != "human" for p in SEATS}

    async def broadcast(self, room: Room) -> None:
        online = self.online(room)
        for conn in list(self.conns.get(room.row.id, ())):
            try:
                await conn.send_state(room, online)
            except Exception:  # a closed socket: forget it
                self.conns[room.row.id].discard(conn)

    async def leave(self, room: Room, conn: Conn) -> None:
        """A table closed: the others are told; a finished game nobody has open is let go
        (read again if asked)."""
        conns = self.conns.get(room.row.id, set())
        conns.discard(conn)
        if not conns and room.g.over and self.rooms.get(room.row.id) is room:
            del self.rooms[room.row.id]
            self.conns.pop(room.row.id, None)
        elif conns:
            await self.broadcast(room)

    def alarm(self, room: Room) -> None:
        """Set the alarm of a timed game for when the running clock reaches zero."""
        old = self.alarms.pop(room.row.id, None)
        if old is not None:
            old.cancel()
        seat = room.running
        if seat is None:
            return
        loop = asyncio.get_running_loop()
        self.alarms[room.row.id] = loop.call_later(
            max(0.0, room.left(seat)) + 0.01,
            lambda: asyncio.ensure_future(self._time_up(room, seat)))

    async def _time_up(self, room: Room, seat: str) -> None:
        self.alarms.pop(room.row.id, None)
        if self.rooms.get(room.row.id) is not room or room.running != seat:
            return
        if room.left(seat) > 0:  # read a little early: set again
            self.alarm(room)
            return
        await self.concede(room, seat, "time")

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
        await self.commit(room, start)

    def resume(self) -> None:
        """After a restart: every unfinished game where the computer is to move goes on."""
        for game_id in self.store.unfinished():
            try:
                self.think(self.room(game_id))
            except Exception:
                print(f"oldback serve: game {game_id} cannot be rebuilt:", file=sys.stderr)
                traceback.print_exc()

    async def stop(self) -> None:
        for alarm in self.alarms.values():
            alarm.cancel()
        for task in list(self.thinking.values()):
            task.cancel()
        await asyncio.gather(*self.thinking.values(), return_exceptions=True)


def refusal(e: Refused) -> JSONResponse:
    return JSONResponse({"error": e.message, "problems": e.problems}, status_code=e.status)


async def body(request: Request) -> Any:
    raw = await request.body()
    if len(raw) > MAX_BODY:
        raise Refused(f"the request is too large (at most {MAX_BODY:,} bytes)", status=413)
    try:
        return json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise Refused("the request body is not JSON") from None


def create_app(data: str | Path, pace: float = 0.6, url: str | None = None,
               images: str | None = None) -> FastAPI:
    """The server's application, its games kept in ``data``; ``pace`` seconds between the
    computer's moves; ``url`` printed once the server is ready; ``images`` the card
    pictures (a folder of files named by card id, or a URL template with ``{id}``,
    ``{set}``, ``{number}``), none by default."""
    store = Store(data)
    hub = Hub(store, pace)
    folder = Path(images).expanduser() if images and "{" not in images else None
    if folder is not None and not folder.is_dir():
        raise OSError(f"--images: {images} is neither a folder nor a URL template with {{id}}"
                      " or {set} and {number}")
    pictures = "/img/{id}" if folder is not None else images

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
        return {**choices(store.decks()), "images": pictures}

    @app.get("/img/{card_id}")
    async def image(card_id: str) -> FileResponse:
        if folder is None or not card_id.replace("-", "").isalnum():
            raise Refused("no card pictures here", status=404)
        for ext in IMAGE_TYPES:
            path = folder / f"{card_id}{ext}"
            if path.is_file():
                return FileResponse(path)
        raise Refused(f"no picture of {card_id}", status=404)

    @app.get("/api/cards")
    async def api_cards(q: str = "", set: str = "", type: str = "", text: str = "") -> dict:
        return {"cards": find_cards(q, set, type, text)}

    @app.get("/api/card/{card_id}")
    async def api_card(card_id: str) -> dict:
        try:
            return card_info(card_id)
        except KeyError:
            raise Refused(f"no card has the id {_cut(card_id)}", status=404) from None

    @app.post("/api/decks/check")
    async def api_check(request: Request) -> dict:
        spec = await body(request)
        if not isinstance(spec, dict) or not isinstance(spec.get("text"), str):
            raise Refused('send {"text": a deck list, "format": a format\'s name}')
        return check_deck(spec["text"], spec.get("format", "base-fossil"))

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
        hub.alarm(room)
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

    @app.get("/api/decks/{name}")
    async def api_deck_text(name: str) -> dict:
        from oldback.decks import builtin, builtin_names

        saved = store.decks()
        if name in saved:
            return {"name": name, "text": saved[name][0], "format": saved[name][1]}
        if name in builtin_names():
            return {"name": name, "text": builtin(name).to_text(), "format": "unlimited"}
        raise Refused(f"there is no deck named {_cut(name)}", status=404)

    @app.get("/api/open")
    async def api_open() -> dict:
        return {"tables": [
            {"game": row.id, "seat": row.listed, "decks": {p: row.decks[p]["name"] for p in SEATS},
             "rules": row.rules, "clock": row.clock["limit"] if row.clock else None,
             "created": row.created} for row in store.listed()]}

    @app.post("/api/open/{game_id}/join")
    async def api_join(game_id: str) -> dict:
        token = store.take_seat(game_id)
        if token is None:
            raise Refused("this table is no longer open: someone took the seat, or the game"
                          " ended", status=409)
        room = hub.rooms.get(game_id)
        if room is not None:
            room.row.listed = None
        return {"game": game_id, "token": token, "table": f"/t/{token}"}

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
                          "updated": row.updated, "open": row.listed is not None})
        games.sort(key=lambda x: x["updated"], reverse=True)
        return {"games": games}

    @app.get("/api/t/{token}")
    async def api_state(token: str) -> dict:
        room, seat = hub.open(token)
        return {**_with_cards(*room.state(seat)), "online": hub.online(room)}

    @app.post("/api/t/{token}/concede")
    async def api_concede(token: str) -> dict:
        room, seat = hub.open(token)
        await hub.concede(room, seat)
        return {**_with_cards(*room.state(seat)), "online": hub.online(room)}

    @app.post("/api/t/{token}/chat")
    async def api_chat(token: str, request: Request) -> dict:
        room, seat = hub.open(token)
        spec = await body(request)
        if not isinstance(spec, dict):
            raise Refused('send {"text": "…"}')
        await hub.say(room, seat, spec.get("text"))
        return {"chat": room.chat}

    @app.post("/api/t/{token}/act")
    async def api_act(token: str, request: Request) -> dict:
        room, seat = hub.open(token)
        spec = await body(request)
        if not isinstance(spec, dict) or "key" not in spec:
            raise Refused('send {"key": "…"}: one of the options\' keys')
        await hub.act(room, seat, spec["key"])
        return {**_with_cards(*room.state(seat)), "online": hub.online(room)}

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
            await hub.broadcast(room)  # this table, and the others: someone came
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
            await hub.leave(room, conn)

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
    if room.chat:
        record["chat"] = [dict(line) for line in room.chat]
    return record


def _cut(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:40] + "…"


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
    elif kind == "concede":
        await hub.concede(room, conn.seat)
    elif kind == "chat":
        await hub.say(room, conn.seat, msg.get("text"))
    elif kind == "state":
        conn.log_sent = conn.chat_sent = 0
        await conn.send_state(room, hub.online(room))
    else:
        raise Refused(f"unknown message type {_cut(kind)} (known: act, concede, chat, state)")
