"""The web server through FastAPI's test client: games, seats, secrets, bad input."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from fastapi.testclient import TestClient  # noqa: E402

import oldback  # noqa: E402
import oldback.decks  # noqa: E402
from oldback import cli, records  # noqa: E402
from oldback.decks import Deck  # noqa: E402
from oldback.formats import get_format  # noqa: E402
from oldback.web.app import create_app  # noqa: E402
from oldback.web.rooms import seen_from  # noqa: E402
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
    ('{"type": "dance"}', 'unknown message type "dance"'),
    ('{"type": "act", "key": "attack Thunderpunch"}', "“attack Thunderpunch” is not one of"),
    ('{"type": "act", "key": 7}', "send a key as text: one of the options' keys (keep"),
    ('{"type": "act"}', "send a key as text: one of the options' keys (keep"),
    ('{"type": "chat", "text": "   "}', "the chat line is empty"),
    ('{"type": "chat", "text": "' + "x" * 301 + '"}', "at most 300 characters"),
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
    ({"ai": "search", "seconds": 99}, "thinking budget"),
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


# --- issue 32: the defects found, and the table for two people ----------------------------

def test_an_error_names_a_long_key_briefly_and_a_huge_body_is_refused(client):
    """Issue 32, defect 8: a key of any size was echoed back whole (a 2 MB key, a 2 MB
    error), and errors spoke Python (``None is not one of the options``)."""
    made = new(client, ai="random", seed=3)
    act = f"/api/t/{made['token']}/act"
    r = client.post(act, json={"key": "k" * 50_000})
    assert r.status_code == 400 and len(r.text) < 400, len(r.text)
    assert r.json()["error"].startswith("“" + "k" * 40 + "…” is not one of the options (")
    r = client.post(act, json={"key": "k" * 2_000_000})
    assert r.status_code == 413 and "too large" in r.json()["error"]
    for junk in (None, 7, ["keep"]):
        error = client.post(act, json={"key": junk}).json()["error"]
        assert error.startswith("send a key as text: one of the options' keys (keep")
        assert "None" not in error
    assert Store(client.data).game(made["game"]).keys == []


@pytest.mark.parametrize("ai", ["random", "heuristic"])
def test_the_thinking_budget_is_asked_of_the_search_player_only(client, ai):
    """Issue 32, defect 2: an emptied thinking-budget field blocked a game against a player
    that does not use it."""
    for seconds in (None, "", 0, 99):
        made = new(client, ai=ai, seconds=seconds, seed=1)
        assert client.get(f"/api/t/{made['token']}").json()["ai"]["name"] == ai
    r = client.post("/api/games", json={"ai": "search", "seconds": 0})
    assert r.status_code == 400 and "thinking budget" in r.json()["error"]
    assert new(client, ai="search", seconds="", seed=1)["seat"] == "p1"


def test_the_last_move_reads_from_the_side_of_whoever_is_told(client):
    """Issue 32, defect 3: p1 read p2's move as p2 wrote it ("… on Scyther (opp-bench1)"
    about p2's own Bench). Each seat and a spectator read the slot by its owner."""
    made = new(client, opponent="person", seed=5, deck="zap", vs="brushfire")
    tokens = {"p1": made["token"], "p2": made["invite"].removeprefix("/t/"),
              "watch": made["watch"].removeprefix("/t/")}
    seen = 0
    frame = client.get(f"/api/t/{tokens['p1']}").json()
    for _ in range(80):
        if frame["over"]:
            break
        seat = frame["waiting"]
        options = client.get(f"/api/t/{tokens[seat]}").json()["decision"]["options"]
        slotted = [o for o in options if o["key"].startswith("attach ")
                   and o["key"].endswith(("active", "bench1"))]
        choice = (slotted or options)[0]
        client.post(f"/api/t/{tokens[seat]}/act", json={"key": choice["key"]})
        if slotted:
            slot = choice["key"].split()[-1]
            told = {s: client.get(f"/api/t/{t}").json()["last"]["label"]
                    for s, t in tokens.items()}
            assert told[seat].endswith(f"(your {slot})"), told
            assert told[other(seat)].endswith(f"({seat}'s {slot})"), told
            assert told["watch"].endswith(f"({seat}'s {slot})"), told
            seen += 1
        frame = client.get(f"/api/t/{tokens['p1']}").json()
    assert seen >= 3
    assert seen_from("Double Colorless Energy on Scyther (opp-bench1)", "p2", "p1") == \
        "Double Colorless Energy on Scyther (your bench1)"


def other(seat: str) -> str:
    return "p2" if seat == "p1" else "p1"


def test_the_last_move_survives_a_restart(tmp_path):
    """Issue 32, defect 7: the last-move banner was lost when the server started again."""
    with TestClient(create_app(tmp_path, pace=0)) as c:
        made = new(c, opponent="person", seed=9)
        tokens = {"p1": made["token"], "p2": made["invite"].removeprefix("/t/")}
        seat = c.get(f"/api/t/{tokens['p1']}").json()["waiting"]
        key = c.get(f"/api/t/{tokens[seat]}").json()["decision"]["options"][0]["key"]
        before = c.post(f"/api/t/{tokens[seat]}/act", json={"key": key}).json()["last"]
        theirs = c.get(f"/api/t/{tokens[other(seat)]}").json()["last"]
    with TestClient(create_app(tmp_path, pace=0)) as c:
        assert c.get(f"/api/t/{tokens[seat]}").json()["last"] == before
        assert c.get(f"/api/t/{tokens[other(seat)]}").json()["last"] == theirs
    assert before["player"] == seat and theirs["player"] == seat


def play_a_little(client, made: dict, answers: int) -> None:
    tokens = {"p1": made["token"]}
    if made["invite"]:
        tokens[other(made["seat"])] = made["invite"].removeprefix("/t/")
    tokens[made["seat"]] = made["token"]
    for _ in range(answers):
        frame = client.get(f"/api/t/{made['token']}").json()
        t = tokens[frame["waiting"]]
        key = client.get(f"/api/t/{t}").json()["decision"]["options"][-1]["key"]
        client.post(f"/api/t/{t}/act", json={"key": key})


def test_a_player_concedes_and_the_record_and_replays_say_so(client):
    """Issue 32, defect 9: there was no way to concede; unfinished games stayed
    "playing" for ever. A concession ends the game, in the lobby's list, the record
    (``oldback replay`` reads it back) and the table's replay."""
    made = new(client, opponent="person", seed=9)
    play_a_little(client, made, 5)
    p2 = made["invite"].removeprefix("/t/")
    frame = client.post(f"/api/t/{p2}/concede").json()
    assert frame["over"] and frame["winner"] == "p1" and frame["result"] == "concession"
    assert frame["log"][-2:] == ["p2 concedes", "p1 wins (concession)"]
    assert frame["last"] == {"player": "p2", "kind": "concede", "label": "concedes"}
    r = client.post(f"/api/t/{made['token']}/concede")
    assert r.status_code == 409 and r.json()["error"] == "the game is over"
    games = client.post("/api/mine", json={"tokens": [p2]}).json()["games"]
    assert games[0]["status"] == "finished" and games[0]["result"] == "concession"
    record = client.get(f"/api/t/{p2}/record").json()
    assert record["conceded"] == "p2" and record["winner"] == "p1" and "chat" not in record
    assert record["result"] == "concession" and len(record["keys"]) == 5
    g = records.rebuild(record)
    assert g.over and records.check(record, g) == []
    from oldback.replay import rebuild_steps

    states, steps = rebuild_steps(record)
    assert len(steps) == 5 and states[-1].winner == "p1" and states[-1].log[-1] == \
        "p1 wins (concession)"
    path = client.data / "conceded.json"  # type: ignore[attr-defined]
    path.write_text(json.dumps(record))
    assert cli.main(["replay", str(path), "--check"]) == 0
    assert records.load(path)["conceded"] == "p2"
    path.write_text(json.dumps({**record, "conceded": "p3"}))
    with pytest.raises(ValueError, match="'conceded' is 'p3'"):
        records.load(path)
    last = client.get(f"/api/t/{p2}/replay/5").json()
    assert last["over"] and last["winner"] == "p1" and last["last"]["label"] == "concedes"
    assert not client.get(f"/api/t/{p2}/replay/4").json()["over"]
    # and after a restart, the game is still over, by concession
    client.app.state.hub.rooms.clear()
    again = client.get(f"/api/t/{made['token']}").json()
    assert again["over"] and again["result"] == "concession" and again["log"] == frame["log"]
    r = client.post(f"/api/t/{made['watch'].removeprefix('/t/')}/concede")
    assert r.status_code in (403, 409)


def test_a_spectator_cannot_concede(client):
    made = new(client, ai="random", seed=3)
    r = client.post(f"/api/t/{made['watch'].removeprefix('/t/')}/concede")
    assert r.status_code == 403 and r.json()["error"] == "spectators cannot concede"


def test_the_seats_chat_and_the_chat_is_kept_with_the_game(client):
    made = new(client, opponent="person", seed=9)
    p1, p2 = made["token"], made["invite"].removeprefix("/t/")
    watch = made["watch"].removeprefix("/t/")
    with client.websocket_connect(f"/ws/{p2}") as ws:
        assert ws.receive_json()["chat"] == []
        client.post(f"/api/t/{p1}/chat", json={"text": "  good   luck "})
        frame = ws.receive_json()
        assert [(c["seat"], c["text"]) for c in frame["chat"]] == [("p1", "good luck")]
        ws.send_json({"type": "chat", "text": "you too"})
        frame = ws.receive_json()
        assert frame["chat_from"] == 1 and [c["text"] for c in frame["chat"]] == ["you too"]
    r = client.post(f"/api/t/{watch}/chat", json={"text": "hi"})
    assert r.status_code == 403 and r.json()["error"] == "spectators cannot chat"
    client.app.state.hub.rooms.clear()
    told = client.get(f"/api/t/{watch}").json()["chat"]
    assert [(c["seat"], c["text"]) for c in told] == [("p1", "good luck"), ("p2", "you too")]
    client.post(f"/api/t/{p1}/concede")
    assert [c["text"] for c in client.get(f"/api/t/{p1}/record").json()["chat"]] == \
        ["good luck", "you too"]


def test_each_table_knows_whether_the_other_player_is_there(client):
    made = new(client, opponent="person", seed=9)
    p1, p2 = made["token"], made["invite"].removeprefix("/t/")
    assert client.get(f"/api/t/{p1}").json()["online"] == {"p1": False, "p2": False}
    with client.websocket_connect(f"/ws/{p1}") as a:
        assert a.receive_json()["online"] == {"p1": True, "p2": False}
        with client.websocket_connect(f"/ws/{p2}") as b:
            assert b.receive_json()["online"] == {"p1": True, "p2": True}
            assert a.receive_json()["online"] == {"p1": True, "p2": True}
        assert a.receive_json()["online"] == {"p1": True, "p2": False}
    computer = new(client, ai="random", seed=1, seat="p2")
    assert client.get(f"/api/t/{computer['token']}").json()["online"]["p1"] is True


def test_a_visitor_joins_an_open_table(client):
    made = new(client, opponent="person", seed=9, open=True, seat="p2", clock=600)
    closed = new(client, opponent="person", seed=9)
    tables = client.get("/api/open").json()["tables"]
    assert [t["game"] for t in tables] == [made["game"]] and closed["game"] not in str(tables)
    assert tables[0]["seat"] == "p1" and tables[0]["clock"] == 600
    assert made["token"] not in str(tables) and made["invite"][3:] not in str(tables)
    joined = client.post(f"/api/open/{made['game']}/join").json()
    assert joined["table"] == made["invite"]
    assert client.get(f"/api/t/{joined['token']}").json()["seat"] == "p1"
    r = client.post(f"/api/open/{made['game']}/join")
    assert r.status_code == 409 and "no longer open" in r.json()["error"]
    assert client.get("/api/open").json()["tables"] == []
    r = client.post("/api/games", json={"open": True})
    assert r.status_code == 400 and "against a person" in r.json()["error"]
    # the free seat's link opened by someone the maker sent it to: no longer offered
    sent = new(client, opponent="person", open=True)
    assert [t["game"] for t in client.get("/api/open").json()["tables"]] == [sent["game"]]
    client.get(f"/api/t/{sent['token']}")  # the maker's own seat: still open
    assert len(client.get("/api/open").json()["tables"]) == 1
    client.get(f"/api/t/{sent['invite'].removeprefix('/t/')}")
    assert client.get("/api/open").json()["tables"] == []
    assert client.post(f"/api/open/{sent['game']}/join").status_code == 409


def test_a_clock_that_runs_out_loses_the_game(client):
    """A clock per player, chosen at creation: the player whose time runs out loses, as
    in timed events; the computer has no clock."""
    r = client.post("/api/games", json={"opponent": "person", "clock": 2})
    assert r.status_code == 400 and "the clock is a number of seconds" in r.json()["error"]
    made = new(client, opponent="person", seed=9, clock=5)
    tokens = {"p1": made["token"], "p2": made["invite"].removeprefix("/t/")}
    frame = client.get(f"/api/t/{tokens['p1']}").json()
    seat = frame["clock"]["running"]
    assert seat == frame["waiting"] and 4 < frame["clock"]["left"][seat] <= 5
    assert frame["clock"]["left"][other(seat)] == 5
    time.sleep(1)
    key = client.get(f"/api/t/{tokens[seat]}").json()["decision"]["options"][0]["key"]
    frame = client.post(f"/api/t/{tokens[seat]}/act", json={"key": key}).json()
    assert 3 < frame["clock"]["left"][seat] < 4.1 and frame["clock"]["left"][other(seat)] <= 5
    with client.websocket_connect(f"/ws/{tokens['p1']}") as ws:
        frame = ws.receive_json()
        while not frame["over"]:
            frame = ws.receive_json()
    loser = other(frame["winner"])
    assert frame["result"] == "time" and frame["clock"]["left"][loser] == 0
    assert frame["log"][-2:] == [f"{loser} has run out of time", f"{frame['winner']} wins (time)"]
    record = client.get(f"/api/t/{tokens['p1']}/record").json()
    assert record["conceded"] == loser and records.check(record, records.rebuild(record)) == []
    stored = Store(client.data).game(made["game"])
    assert stored.result == "time" and stored.clock["used"][loser] >= 5
    computer = new(client, ai="random", seed=2, clock=60)
    assert client.get(f"/api/t/{computer['token']}").json()["clock"]["running"] == "p1"


def test_the_deck_builder_finds_cards_and_checks_a_list(client):
    found = client.get("/api/cards", params={"q": "electabuzz"}).json()["cards"]
    assert [c["id"] for c in found["list"]][:1] == ["base1-20"] and found["found"] >= 2
    typed = client.get("/api/cards", params={"type": "Fire", "set": "BS"}).json()["cards"]
    assert all("Fire" in c["types"] or c["name"] == "Fire Energy" for c in typed["list"])
    texts = client.get("/api/cards", params={"text": "flip a coin"}).json()["cards"]
    assert texts["found"] > 50
    r = client.get("/api/cards", params={"type": "Plaid"})
    assert r.status_code == 400 and "unknown type 'Plaid'" in r.json()["error"]
    checked = client.post("/api/decks/check", json={"text": ILLEGAL,
                                                     "format": "base-fossil"}).json()
    assert checked["size"] == 60 and checked["error"] is None
    assert checked["problems"] == get_format("base-fossil").problems(Deck.parse(ILLEGAL).cards)
    assert {c["id"]: c["count"] for c in checked["counts"]} == \
        {"base1-20": 5, "base1-93": 4, "base1-100": 51}
    assert abs(checked["stats"]["starters"]["Electabuzz"] - 1) < 1e-9
    assert 0.5 < checked["stats"]["mulligan"] < 0.6
    bad = client.post("/api/decks/check", json={"text": "3 Bogus Card"}).json()
    assert "line 1" in bad["error"] and bad["size"] == 0
    r = client.post("/api/decks/check", json={"text": "4 Electabuzz", "format": "nope"})
    assert r.status_code == 400


def test_cards_are_sent_as_a_card_reads(client):
    made = new(client, ai="random", seed=4)
    cards = client.get(f"/api/t/{made['token']}").json()["cards"]
    buzz = client.get("/api/cards", params={"q": "base1-20"})  # noqa: F841 (warm)
    from oldback.web.rooms import card_info

    e = card_info("base1-20")
    assert e["weakness"] == "Fighting" and e["retreat"] == 2 and e["resistance"] is None
    assert [(a["name"], a["cost"], a["damage"]) for a in e["attacks"]] == [
        ("Thundershock", ["Lightning"], "10"), ("Thunderpunch", ["Lightning", "Colorless"], "30+")]
    assert "flip a coin" in e["attacks"][1]["text"].lower()
    assert card_info("base1-2")["powers"][0]["name"] == "Rain Dance"
    assert card_info("base1-2")["evolves_from"] == "Wartortle"
    assert "draw" in card_info("base1-91")["rules"].lower()  # Bill's text
    assert all("attacks" in c for c in cards.values() if c["supertype"] == "Pokémon")


def test_a_deck_is_given_to_edit_and_a_card_by_its_id(client):
    text = client.get("/api/decks/haymaker").json()["text"]
    assert Deck.parse(text).cards == oldback.decks.builtin("haymaker").cards
    assert client.get("/api/decks/nothing").status_code == 404
    assert client.get("/api/card/base1-2").json()["name"] == "Blastoise"
    r = client.get("/api/card/base1-999")
    assert r.status_code == 404 and "no card has the id" in r.json()["error"]
    sets = client.get("/api/choices").json()["sets"]
    assert sets[0] == ["base1", "Base Set"] and len(sets) == 14


def test_card_pictures_only_when_asked_for(tmp_path):
    """Off by default: no address for pictures, no /img. With a folder, /img/ID serves the
    user's own file; with a URL template, the page is given the template."""
    with TestClient(create_app(tmp_path / "a", pace=0)) as c:
        assert c.get("/api/choices").json()["images"] is None
        assert c.get("/img/base1-2").status_code == 404
    pictures = tmp_path / "pictures"
    pictures.mkdir()
    (pictures / "base1-2.png").write_bytes(b"\x89PNG fake")
    with TestClient(create_app(tmp_path / "b", pace=0, images=str(pictures))) as c:
        assert c.get("/api/choices").json()["images"] == "/img/{id}"
        assert c.get("/img/base1-2").content == b"\x89PNG fake"
        assert c.get("/img/base1-3").status_code == 404
        assert c.get("/img/..%2Fsecret").status_code == 404
    template = "https://example.org/{set}/{number}.png"
    with TestClient(create_app(tmp_path / "c", pace=0, images=template)) as c:
        assert c.get("/api/choices").json()["images"] == template
    with pytest.raises(OSError, match="--images"):
        create_app(tmp_path / "d", images=str(tmp_path / "nowhere"))


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
