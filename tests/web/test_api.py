"""The web server through FastAPI's test client: games, seats, secrets, bad input."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from fastapi.testclient import TestClient  # noqa: E402

import oldback  # noqa: E402
from oldback import records  # noqa: E402
from oldback.decks import Deck  # noqa: E402
from oldback.formats import get_format  # noqa: E402
from oldback.web.app import create_app  # noqa: E402
from oldback.web.store import Store  # noqa: E402

ILLEGAL = "5 Electabuzz BS 20\n4 Gust of Wind\n51 Lightning Energy\n"


@pytest.fixture
def client(tmp_path: Path):
    with TestClient(create_app(tmp_path, pace=0)) as c:
        c.data = tmp_path  # type: ignore[attr-defined]
        yield c


def new(client, **spec) -> dict:
    r = client.post("/api/games", json=spec)
    assert r.status_code == 200, r.text
    return r.json()


def mine(frame: dict) -> bool:
    """Whether a frame asks its seat to choose, or the game is over."""
    return frame["type"] == "state" and (frame["decision"] is not None or frame["over"])


def test_a_whole_game_against_the_computer_names_no_hidden_card(client, leaks):
    made = new(client, ai="random", seed=11, deck="haymaker", vs="rain-dance")
    assert made["invite"] is None and made["seat"] == "p1"
    pick = random.Random(3)
    frames = []
    with client.websocket_connect(f"/ws/{made['token']}") as ws:
        frame = ws.receive_json()
        frames.append(frame)
        while not frame["over"]:
            if frame["decision"] is not None:
                ws.send_json({"type": "act", "key": pick.choice(frame["decision"]["options"])
                              ["key"]})
            frame = ws.receive_json()
            assert frame["type"] == "state", frame
            frames.append(frame)
        assert made["game"] in client.app.state.hub.rooms
    # the finished game left memory with its last table, and is read again when asked for
    assert made["game"] not in client.app.state.hub.rooms
    assert client.get(f"/api/t/{made['token']}").json()["winner"] == frame["winner"]
    check = leaks(client.data, made["game"], "p1")
    for f in frames:
        check.check(f)
    assert check.checked == len(frames) > 50
    # the log arrived whole, each line once, and agrees with the stored game
    log = [line for f in frames for line in f["log"]]
    row = Store(client.data).game(made["game"])
    g = oldback.Game.new(row.decks["p1"]["cards"], row.decks["p2"]["cards"], seed=11)
    g.act(*row.keys)
    assert g.over and log == g.log and row.status == "finished" and row.winner == g.winner
    assert frames[-1]["winner"] == g.winner
    # the computer's moves came one frame each, its private choices unnamed
    theirs = [f["last"] for f in frames if f["last"] and f["last"]["player"] == "p2"]
    assert len(theirs) > 10 and any(t["label"] == "a private choice" for t in theirs)


def test_a_seat_is_sent_its_own_hand_and_counts_of_the_other(client):
    made = new(client, opponent="person", seed=2)
    frame = client.get(f"/api/t/{made['token']}").json()
    row = Store(client.data).game(made["game"])
    g = oldback.Game.new(row.decks["p1"]["cards"], row.decks["p2"]["cards"], seed=2)
    assert frame["me"]["hand"] == [c.id for c in g.p1.hand] and frame["opp"]["hand"] is None
    assert frame["opp"]["hand_count"] == len(g.p2.hand) > 0
    assert frame["opp"]["deck_count"] == len(g.p2.deck) > 0
    assert "deck" not in frame["me"] and "deck" not in frame["opp"]
    assert set(frame["cards"]) >= set(frame["me"]["hand"])
    assert frame["cards"][frame["me"]["hand"][0]]["text"][0].startswith(
        oldback.card(frame["me"]["hand"][0]).name)


def test_two_people_each_see_their_own_hand_and_act_only_for_their_seat(client, leaks):
    made = new(client, opponent="person", seed=5, deck="zap", vs="brushfire")
    p1 = made["token"]
    p2 = made["invite"].removeprefix("/t/")
    watch = made["watch"].removeprefix("/t/")
    assert len({p1, p2, watch}) == 3 and min(len(t) for t in (p1, p2, watch)) >= 24
    checks = {s: leaks(client.data, made["game"], s) for s in ("p1", "p2", "watch")}
    tokens = {"p1": p1, "p2": p2, "watch": watch}
    assert client.get(f"/api/t/{p2}").json()["seeded"] is True  # told: the maker chose it
    pick = random.Random(1)
    refused = 0
    for _ in range(60):
        frames = {s: client.get(f"/api/t/{t}").json() for s, t in tokens.items()}
        for s, f in frames.items():
            checks[s].check(f)
        if frames["p1"]["over"]:
            break
        seat = frames["p1"]["waiting"]
        other = "p2" if seat == "p1" else "p1"
        assert frames[other]["decision"] is None and frames["watch"]["decision"] is None
        key = pick.choice(frames[seat]["decision"]["options"])["key"]
        for wrong in (other, "watch"):
            r = client.post(f"/api/t/{tokens[wrong]}/act", json={"key": key})
            assert r.status_code in (403, 409) and r.json()["error"], r.text
            refused += 1
        r = client.post(f"/api/t/{tokens[seat]}/act", json={"key": key})
        assert r.status_code == 200, r.text
        assert r.json()["step"] == frames[seat]["step"] + 1
    assert refused >= 100 and checks["watch"].checked >= 50


def test_a_spectator_sees_neither_hand(client):
    made = new(client, ai="random", seed=8)
    watch = made["watch"].removeprefix("/t/")
    with client.websocket_connect(f"/ws/{watch}") as ws:
        frame = ws.receive_json()
        assert frame["seat"] == "watch" and frame["decision"] is None
        assert frame["me"]["hand"] is None and frame["opp"]["hand"] is None
        ws.send_json({"type": "act", "key": "keep"})
        assert ws.receive_json() == {"type": "error", "message": "spectators cannot act"}


@pytest.mark.parametrize("message, says", [
    ("not json", "not JSON"),
    ("[1, 2]", "JSON object"),
    ('{"type": "dance"}', "unknown message type 'dance'"),
    ('{"type": "act", "key": "attack Thunderpunch"}', "'attack Thunderpunch' is not one of"),
    ('{"type": "act", "key": 7}', "7 is not one of"),
    ('{"type": "act"}', "None is not one of"),
])
def test_a_junk_message_gets_a_clear_error_and_changes_nothing(client, message, says):
    made = new(client, ai="random", seed=3)
    with client.websocket_connect(f"/ws/{made['token']}") as ws:
        before = ws.receive_json()
        ws.send_text(message)
        error = ws.receive_json()
        assert error["type"] == "error" and says in error["message"], error
        ws.send_bytes(b"\x00\x01")
        assert "not binary" in ws.receive_json()["message"]
        ws.send_json({"type": "state"})
        after = ws.receive_json()
    assert after["step"] == before["step"] == 0 and after["me"] == before["me"]
    assert Store(client.data).game(made["game"]).keys == []


def test_unknown_links_are_refused(client):
    assert client.get("/api/t/nothing-here").status_code == 404
    assert client.post("/api/t/nothing-here/act", json={"key": "keep"}).status_code == 404
    with client.websocket_connect("/ws/nothing-here") as ws:
        assert ws.receive_json() == {"type": "error", "message": "no game has this link"}
    made = new(client, ai="random", seed=3)
    r = client.post(f"/api/t/{made['token']}/act", content=b"{oops")
    assert r.status_code == 400 and r.json()["error"] == "the request body is not JSON"


@pytest.mark.parametrize("spec, says", [
    ({"deck": "no-such-deck"}, "your deck: there is no deck named 'no-such-deck'"),
    ({"vs": "nope"}, "the other deck: there is no deck named 'nope'"),
    ({"rules": "house"}, "unknown rules preset 'house'"),
    ({"ai": "oracle"}, "unknown computer player 'oracle'"),
    ({"seconds": 99}, "thinking budget"),
    ({"seat": "p3"}, "seat must be 'p1' or 'p2'"),
    ({"opponent": "dog"}, "the opponent is 'computer' or 'person'"),
    ({"seed": -1}, "the seed must be a whole number"),
    ({"deck_text": "4 Electabuzz\n3 Pikachoo\n", "format": "unlimited"}, "line 2"),
    ({"deck_text": "60 Water Energy", "format": "nowhere"}, "unknown format 'nowhere'"),
    ({"deck_text": "60 Water Energy", "deck_name": "zap"}, "'zap' is a built-in deck's name"),
])
def test_a_bad_new_game_is_refused_with_a_reason(client, spec, says):
    r = client.post("/api/games", json=spec)
    assert r.status_code == 400 and says in r.json()["error"], r.text
    assert Store(client.data).unfinished() == []


def test_a_pasted_deck_is_checked_with_the_messages_of_oldback_check(client):
    r = client.post("/api/games", json={"deck_text": ILLEGAL, "format": "base-fossil"})
    assert r.status_code == 400
    body = r.json()
    assert body["error"] == "your deck is not legal in base-fossil"
    assert body["problems"] == get_format("base-fossil").problems(Deck.parse(ILLEGAL).cards)
    assert "5 copies of Electabuzz: at most 4 of a card other than basic Energy" in body["problems"]
    no_basic = "4 Gust of Wind\n56 Lightning Energy\n"
    r = client.post("/api/games", json={"deck_text": no_basic, "format": "unlimited"})
    assert r.json()["problems"] == ["the deck has no Basic Pokémon"]


def test_a_pasted_deck_plays_and_can_be_saved_by_name(client):
    text = Deck.parse("4 Electabuzz BS 20\n4 Gust of Wind\n52 Lightning Energy").to_text()
    made = new(client, ai="random", deck_text=text, format="base-fossil", deck_name="buzz")
    frame = client.get(f"/api/t/{made['token']}").json()
    assert frame["decks"] == {"p1": "buzz", "p2": "rain-dance"}
    assert "buzz" in client.get("/api/choices").json()["saved"]
    again = new(client, ai="random", deck="buzz", seat="p2")
    assert client.get(f"/api/t/{again['token']}").json()["decks"]["p2"] == "buzz"
    r = client.post("/api/decks", json={"name": "haymaker", "text": text})
    assert r.status_code == 400 and "built-in" in r.json()["error"]
    r = client.post("/api/decks", json={"name": "bad", "text": ILLEGAL})
    assert r.status_code == 400 and r.json()["problems"]


def test_my_games_are_listed_by_their_tokens(client):
    a = new(client, ai="random", seed=1)
    b = new(client, opponent="person")
    listed = client.post("/api/mine", json={"tokens": [a["token"], b["token"], "junk", 5]})
    games = listed.json()["games"]
    assert {g["game"] for g in games} == {a["game"], b["game"]}
    assert all(g["status"] == "playing" and g["seat"] == "p1" for g in games)
    assert client.get(f"/api/t/{b['token']}").json()["seeded"] is False
    assert client.post("/api/mine", json={"tokens": "x"}).status_code == 400


def test_a_finished_game_steps_back_like_a_replay(client):
    made = new(client, ai="random", seed=6)
    token = made["token"]
    assert client.get(f"/api/t/{token}/replay/0").status_code == 409
    assert client.get(f"/api/t/{token}/record").status_code == 409  # it would tell all
    frame = client.get(f"/api/t/{token}").json()
    pick = random.Random(0)
    while not frame["over"]:
        key = pick.choice(frame["decision"]["options"])["key"]
        frame = client.post(f"/api/t/{token}/act", json={"key": key}).json()
        while not frame["over"] and frame["decision"] is None:  # the computer is moving
            frame = client.get(f"/api/t/{token}").json()
    steps = frame["step"]
    row = Store(client.data).game(made["game"])
    g = oldback.Game.new(row.decks["p1"]["cards"], row.decks["p2"]["cards"], seed=6)
    for n in (0, 1, steps // 2, steps):
        at = client.get(f"/api/t/{token}/replay/{n}").json()
        assert at["type"] == "replay" and at["step"] == n and at["steps"] == steps
        g.act(*row.keys[len(g.keys):n])
        assert at["log"] == g.log and at["turn"] == g.turn
        assert at["me"]["hand"] == [c.id for c in g.p1.hand]
        assert at["opp"]["hand"] is None
    assert at["over"] and at["winner"] == frame["winner"]
    r = client.get(f"/api/t/{token}/replay/{steps + 1}")
    assert r.status_code == 400 and f"steps 0 to {steps}" in r.json()["error"]
    record = client.get(f"/api/t/{token}/record").json()
    assert records.check(record, records.rebuild(record)) == []
    assert record["players"] == {"p1": "human", "p2": "random"} and record["winner"] == g.winner
    r = client.get(f"/api/t/{token}/replay/last")
    assert r.status_code == 400 and r.json()["error"] == "not a valid request: check step"


def test_games_continue_after_the_app_is_made_again(tmp_path):
    with TestClient(create_app(tmp_path, pace=0)) as c:
        made = new(c, opponent="person", seed=9)
        token = made["token"]
        frame = c.get(f"/api/t/{token}").json()
        for _ in range(3):
            seat = frame["waiting"]
            t = token if seat == "p1" else made["invite"].removeprefix("/t/")
            f = c.get(f"/api/t/{t}").json()
            c.post(f"/api/t/{t}/act", json={"key": f["decision"]["options"][-1]["key"]})
            frame = c.get(f"/api/t/{token}").json()
    with TestClient(create_app(tmp_path, pace=0)) as c:
        again = c.get(f"/api/t/{token}").json()
    assert again["step"] == frame["step"] == 3
    assert {k: again[k] for k in ("me", "opp", "turn", "waiting", "log")} == \
        {k: frame[k] for k in ("me", "opp", "turn", "waiting", "log")}


@pytest.mark.parametrize("ai", ["heuristic", "search"])
def test_each_computer_player_takes_its_turns(client, ai):
    made = new(client, ai=ai, seconds=0.1, seed=4)
    token = made["token"]
    frame = client.get(f"/api/t/{token}").json()
    deadline = time.monotonic() + 120
    while frame["turn"] < 4:
        assert time.monotonic() < deadline and not frame["over"]
        if frame["decision"] is not None:
            key = frame["decision"]["options"][-1]["key"]  # end the turn, mostly
            frame = client.post(f"/api/t/{token}/act", json={"key": key}).json()
        else:
            time.sleep(0.02)
            frame = client.get(f"/api/t/{token}").json()
    assert frame["players"]["p2"] == ai and any(line.startswith("p2 ") for line in frame["log"])
    assert any(line == "— turn 3: p2 —" or line == "— turn 2: p2 —" for line in frame["log"])


def test_a_hint_in_a_game_against_the_computer(client, monkeypatch):
    """The search player's advice at the person's decision, from their view: its choice and
    top three options with chances; refused to a spectator, in a game between two people,
    and out of turn; the game's record notes the step it was asked at (issue 30)."""
    from oldback.web import app as web

    monkeypatch.setattr(web, "HINT_SECONDS", 0.2)
    made = new(client, ai="random", seed=6)
    token = made["token"]
    frame = client.get(f"/api/t/{token}").json()
    while frame["decision"] is None or frame["decision"]["kind"] != "action":
        key = frame["decision"]["options"][0]["key"] if frame["decision"] else None
        frame = (client.post(f"/api/t/{token}/act", json={"key": key}).json() if key
                 else client.get(f"/api/t/{token}").json())
    r = client.post(f"/api/t/{token}/hint")
    assert r.status_code == 200, r.text
    hint = r.json()
    keys = {o["key"]: o["label"] for o in frame["decision"]["options"]}
    assert hint["step"] == frame["step"] and hint["choice"]["key"] in keys
    assert hint["choice"]["label"] == keys[hint["choice"]["key"]]
    assert 1 <= len(hint["options"]) <= 3
    assert all(o["key"] in keys and 0 <= o["chance"] <= 1 and o["rollouts"] > 0
               for o in hint["options"])
    watch = made["watch"].removeprefix("/t/")
    assert client.post(f"/api/t/{watch}/hint").status_code == 403
    assert client.get(f"/api/t/{token}").json()["step"] == frame["step"]  # nothing acted
    hub = client.app.state.hub
    assert hub.rooms[made["game"]].hints == [frame["step"]]
    people = new(client, opponent="person", seed=5)
    r = client.post(f"/api/t/{people['token']}/hint")
    assert r.status_code == 409 and "against the computer" in r.json()["error"]
