"""The pages in a real browser: Playwright for Python driving Debian's Chromium.

Playwright's own browser download is not used: the tests launch the ``chromium`` on the
PATH (``apt-get install chromium``) and skip when there is none, unless
``OLDBACK_REQUIRE_BROWSER=1`` (set by ``.ci/run``) makes that a failure. The screenshots
(the README's ``table.png``, ``table-phone.png`` and ``lobby.png``, and ``table-known.png``)
are saved in ``$OLDBACK_ARTIFACTS`` (default ``build/artifacts``).
"""

from __future__ import annotations

import base64
import json
import os
import random
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
sync_api = pytest.importorskip("playwright.sync_api")

import oldback  # noqa: E402
import oldback.stats  # noqa: E402
from oldback.web.store import Store  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ILLEGAL = "5 Electabuzz BS 20\n4 Gust of Wind\n51 Lightning Energy\n"


def artifacts() -> Path:
    """Where the screenshots go (the README shows table.png, table-phone.png, lobby.png)."""
    folder = Path(os.environ.get("OLDBACK_ARTIFACTS", ROOT / "build" / "artifacts"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:
        if os.environ.get("OLDBACK_REQUIRE_BROWSER") == "1":
            pytest.fail("no chromium on the PATH (apt-get install chromium)")
        pytest.skip("no chromium on the PATH (apt-get install chromium)")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=ARGS)
        yield b
        b.close()


class Table:
    """A page open at the lobby or a table, with every WebSocket frame it received."""

    def __init__(self, browser: Any, url: str, phone: bool = False, **options: Any):
        size = {"width": 390, "height": 844} if phone else {"width": 1400, "height": 900}
        self.context = browser.new_context(viewport=size, has_touch=phone, is_mobile=phone,
                                           **options)
        self.page = self.context.new_page()
        self.frames: list[dict] = []
        self.errors: list[str] = []
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("websocket", self._socket)
        self.page.set_default_timeout(20_000)
        self.page.goto(url)

    def _socket(self, ws: Any) -> None:
        ws.on("framereceived", lambda payload: self.frames.append(json.loads(payload)))

    @property
    def step(self) -> int:
        return int(self.page.get_attribute("body", "data-step") or -1)

    def wait_step(self, above: int) -> None:
        self.page.wait_for_function("b => Number(document.body.dataset.step) > b", arg=above)

    def choose(self, i: int, keyboard: bool = False) -> None:
        """Option ``i`` (0 first), clicked or typed as its number; wait for the answer."""
        before = self.step
        if keyboard:
            self.page.keyboard.press(str(i + 1))
        else:
            self.page.locator(".option").nth(i).click()
        self.wait_step(before)

    def my_turn(self) -> bool:
        """Wait until this page asks something (True) or shows the result (False)."""
        self.page.wait_for_selector(".option, .result")
        return self.page.locator(".result").count() == 0

    def close(self) -> None:
        assert not self.errors, self.errors
        self.context.close()


@pytest.fixture
def tables(browser: Any) -> Iterator[list[Table]]:
    opened: list[Table] = []
    yield opened
    for t in opened:
        t.close()


def start(tables: list[Table], browser: Any, server: Any, phone: bool = False,
          **choices: str) -> Table:
    t = Table(browser, server.url + "/", phone=phone)
    tables.append(t)
    page = t.page
    page.wait_for_selector("#deck option", state="attached")
    for field, value in choices.items():
        if field == "opponent":
            page.check(f"input[name=opponent][value={value}]")
        elif field in ("seed", "seconds"):
            page.fill(f"#{field}", value)
        else:
            page.select_option(f"#{field}", value)
    page.click("#start")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("body[data-step]")
    return t


def check_frames(t: Table, server: Any, seat: str, leaks: Any) -> int:
    states = [f for f in t.frames if f.get("type") == "state"]
    assert states, "the page received the table over its WebSocket"
    check = leaks(server.data, states[0]["game"], seat)
    for f in states:
        check.check(f)
    return check.checked


def test_a_whole_game_against_the_random_player_by_clicking(tables, browser, server, leaks):
    t = start(tables, browser, server, ai="random", seed="37")  # 66 answers
    page = t.page
    pick = random.Random(7)
    clicks = 0
    while t.my_turn():
        n = page.locator(".option").count()
        i = pick.randrange(n)
        t.choose(i, keyboard=clicks % 3 == 0 and i < 9 and n <= 9)
        clicks += 1
        assert clicks < 500
    result = page.locator(".result").inner_text()
    assert result == "You lose (no-pokemon)" and clicks == 66
    # issue 32, defect 6: the header said "turn 61, p1 to play" of a finished game
    title = page.inner_text("#title")
    assert "game over: You lose (no-pokemon)" in title and "to play" not in title
    assert page.locator(".turn-mark").count() == 0
    # card details on hover, the discard piles on request
    page.locator(".mon").first.hover()
    assert page.locator("#detail").is_visible() and "HP" in page.locator("#detail").inner_text()
    page.locator(".info button.link").first.click()
    assert page.locator("#pile").is_visible()
    page.click("#pile form button")
    # the finished game steps back like oldback replay
    steps = t.step
    page.click("button[title=start]")
    page.wait_for_selector(f"text=step 0/{steps}")
    page.click("button[title=next]")
    page.wait_for_selector(f"text=step 1/{steps}")
    assert check_frames(t, server, "p1", leaks) > clicks
    page.goto(server.url + "/")
    page.wait_for_selector("#games li.finished")
    assert "finished: you lost (no-pokemon)" in page.inner_text("#games")


def test_two_people_in_two_browsers_and_a_spectator(tables, browser, server, leaks):
    a = start(tables, browser, server, opponent="person", deck="zap", vs="brushfire",
              seed="12")
    invite = a.page.input_value("#invite")
    watch = a.page.get_attribute("#links a", "href")
    assert invite.startswith(server.url + "/t/") and watch
    b = Table(browser, invite)
    c = Table(browser, server.url + watch)
    tables.extend([b, c])
    b.page.wait_for_selector("#links .seeded")  # the maker chose the seed: b is told
    pick = random.Random(4)
    step = -1
    refused = False
    for _ in range(40):
        for t in (a, b, c):
            t.wait_step(step)
        asking = [t for t in (a, b) if t.page.locator(".option").count()]
        if not asking:
            break
        (turn,) = asking
        other = b if turn is a else a
        if not refused:  # the other seat sends the same key: refused, nothing changes
            key = turn.page.get_attribute(".option", "data-key")
            other.page.evaluate("k => socket.send(JSON.stringify({type: 'act', key: k}))", key)
            other.page.wait_for_selector("#error:has-text('it is not your decision')")
            refused = True
        step = turn.step
        turn.choose(pick.randrange(turn.page.locator(".option").count()))
        told = other.page.inner_text("#banner")
        assert "opp-" not in told, told  # issue 32, defect 3: "(p1's bench1)", "(your active)"
    assert refused and step > 20
    assert c.page.locator(".option").count() == 0 and c.page.locator(".hand .card").count() == 0
    assert "spectator" in c.page.inner_text("#title")
    for t, seat in ((a, "p1"), (b, "p2"), (c, "watch")):
        assert check_frames(t, server, seat, leaks) > 10


def test_a_restart_in_the_middle_of_a_game(tables, browser, server):
    t = start(tables, browser, server, ai="random", seed="5")
    for _ in range(8):
        assert t.my_turn()
        t.choose(t.page.locator(".option").count() - 1)
    assert t.my_turn()
    step = t.step
    hand = t.page.inner_text("#hand")
    last = [f for f in t.frames if f.get("type") == "state"][-1]["last"]
    assert last is not None
    server.kill()
    t.page.wait_for_selector("#connection:has-text('reconnecting')")
    server.start()
    t.page.wait_for_selector("#connection:text-is('')", state="attached")
    t.page.wait_for_function("s => Number(document.body.dataset.step) === s", arg=step)
    assert t.my_turn() and t.page.inner_text("#hand") == hand
    fresh = Table(t.context.browser, t.page.url)  # issue 32, defect 7: a new page is told too
    tables.append(fresh)
    fresh.page.wait_for_selector("body[data-step]")
    assert [f for f in fresh.frames if f.get("type") == "state"][0]["last"] == last
    if last["player"] == "p2":
        assert fresh.page.inner_text("#banner") == f"p2 ▸ {last['label']}"
    for _ in range(4):
        assert t.my_turn()
        t.choose(0)
    store = Store(server.data)
    row = store.game(t.frames[-1]["game"])
    store.close()
    assert row is not None and len(row.keys) >= t.step > step


def test_a_pasted_deck_with_an_error_is_explained_on_the_page(tables, browser, server):
    t = Table(browser, server.url + "/")
    tables.append(t)
    page = t.page
    page.wait_for_selector("#deck option", state="attached")
    page.check("input[name=source][value=paste]")
    page.fill("#deck_text", "4 Electabuzz\n3 Pikachoo\n")
    page.click("#start")
    page.wait_for_selector("#error:has-text('line 2')")
    assert "Pikachoo" in page.inner_text("#error")
    page.fill("#deck_text", ILLEGAL)
    page.select_option("#format", "base-fossil")
    page.click("#start")
    page.wait_for_selector("#error:has-text('not legal in base-fossil')")
    problems = page.locator("#error li").all_inner_texts()
    assert "5 copies of Electabuzz: at most 4 of a card other than basic Energy" in problems
    assert page.url == server.url + "/"
    page.fill("#deck_text", "4 Electabuzz BS 20\n4 Gust of Wind\n52 Lightning Energy\n")
    page.click("#start")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(".option")
    assert page.inner_text("#title").startswith("pasted deck vs rain-dance")


def test_the_table_at_a_known_position(tables, browser, server):
    """haymaker vs rain-dance, seed 4, the computer random: the person always answers
    with the first option; a screenshot of the table after 12 answers."""
    t = start(tables, browser, server, ai="random", seed="4")
    for _ in range(12):
        assert t.my_turn()
        t.choose(0)
    assert t.my_turn()
    frame = [f for f in t.frames if f.get("type") == "state"][-1]
    store = Store(server.data)
    row = store.game(frame["game"])
    store.close()
    assert row is not None
    g: Any = oldback.Game.new(row.decks["p1"]["cards"], row.decks["p2"]["cards"], seed=4)
    g.act(*row.keys[:frame["step"]])
    page = t.page
    mine = page.locator(".side.me .mon-name").all_inner_texts()
    assert mine == [m.name for m in [g.p1.active, *g.p1.bench] if m is not None]
    theirs = page.locator(".side.opp .mon-name").all_inner_texts()
    assert theirs == [m.name for m in [*g.p2.bench, g.p2.active] if m is not None]
    hand = page.locator(".hand .card-name").all_inner_texts()
    assert hand == [c.name for c in g.p1.hand]
    assert page.locator(".option").count() == len(g.decision.options)
    page.locator(".hand .card").first.hover()
    time.sleep(0.2)  # the banner's flash fades
    page.screenshot(path=str(artifacts() / "table-known.png"))
    assert (artifacts() / "table-known.png").stat().st_size > 10_000
    # clicking cards: the Double Colorless Energy in the hand, then the Pokémon for it
    assert [o.key for o in g.decision.options] == [
        "attach base1-96 active", "attach base1-96 bench1", "attach base1-96 bench2", "end"]
    page.click(".hand .card.can")
    assert page.locator(".option.faded").all_inner_texts() == ["4 end the turn"]
    step = t.step
    page.click(".side.me .mon[data-slot=bench2]")
    t.wait_step(step)
    chips = page.locator(".side.me .mon[data-slot=bench2] .energy")
    assert chips.count() == 1 and chips.get_attribute("title") == "Double Colorless Energy"


# --- issue 32: the lobby's defects, the table for two people ---------------------------------

def test_the_lobby_explains_errors_without_a_stray_null(tables, browser, server):
    """Defect 1: an error with no list of problems ended in a literal "null"."""
    t = Table(browser, server.url + "/")
    tables.append(t)
    page = t.page
    page.wait_for_selector("#deck option", state="attached")
    page.check("input[name=source][value=paste]")
    page.fill("#deck_text", "3 Bogus Card")
    page.click("#start")
    page.wait_for_selector("#error:has-text('line 1')")
    assert "null" not in page.inner_text("#error") and page.locator("#error ul").count() == 0


@pytest.mark.parametrize("ai", ["random", "heuristic"])
def test_an_empty_thinking_budget_does_not_block_a_player_that_does_not_use_it(
        tables, browser, server, ai):
    """Defect 2: the budget field blocked a game against random or heuristic."""
    t = Table(browser, server.url + "/")
    tables.append(t)
    page = t.page
    page.wait_for_selector("#deck option", state="attached")
    page.select_option("#ai", "search")
    assert page.locator("#seconds").is_visible()
    page.select_option("#ai", ai)
    assert not page.locator("#seconds").is_visible()
    page.evaluate("document.getElementById('seconds').value = ''")
    page.click("#start")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("body[data-step]")


def test_the_card_box_stays_clear_of_the_hand_and_a_tap_keeps_it(tables, browser, server):
    """Defect 4: the card box was pinned bottom-left over the hand; on a phone, a tap
    showed it and the mouseleave that follows a tap hid it at once."""
    t = start(tables, browser, server, ai="random", seed="4")
    for _ in range(6):
        assert t.my_turn()
        t.choose(0)
    page = t.page
    hand = page.locator(".hand .card")
    assert hand.count() >= 2
    for i in range(hand.count()):
        hand.nth(i).hover()
        box = page.locator("#detail").bounding_box()
        assert box is not None and page.locator("#detail").is_visible()
        for j in range(hand.count()):
            c = hand.nth(j).bounding_box()
            apart = (box["x"] + box["width"] <= c["x"] or c["x"] + c["width"] <= box["x"]
                     or box["y"] + box["height"] <= c["y"] or c["y"] + c["height"] <= box["y"])
            assert apart, (i, j, box, c)
    phone = Table(browser, page.url, phone=True)
    tables.append(phone)
    phone.page.wait_for_selector(".side.opp .mon[data-slot=opp-active]")
    phone.page.tap(".side.opp .mon[data-slot=opp-active] .mon-name")
    time.sleep(0.6)
    detail = phone.page.locator("#detail")
    assert detail.is_visible() and "HP" in detail.inner_text()
    assert detail.locator(".attack").count() >= 1
    phone.page.tap("#detail .close")
    assert not detail.is_visible()


def test_concede_from_the_table_ends_the_game_for_both(tables, browser, server):
    """Defect 9: no way to concede. Both seats see the result; the lobby too."""
    a = start(tables, browser, server, opponent="person", seed="12")
    b = Table(browser, a.page.input_value("#invite"))
    tables.append(b)
    b.page.wait_for_selector("#concede")
    b.page.click("#concede")
    b.page.click("#concede-yes")
    b.page.wait_for_selector(".result")
    assert b.page.inner_text(".result") == "You lose (concession)"
    a.page.wait_for_selector(".result")
    assert a.page.inner_text(".result") == "You win (concession)"
    assert "p2 ▸ concedes" in a.page.inner_text("#banner")
    assert a.page.locator("#concede").count() == 0
    assert "p2 concedes" in a.page.inner_text("#log")
    a.page.goto(server.url + "/")
    a.page.wait_for_selector("#games li.finished")
    assert "finished: you won (concession)" in a.page.inner_text("#games")


def test_chat_presence_and_an_open_table_joined_from_a_second_browser(tables, browser,
                                                                        server):
    a = Table(browser, server.url + "/")
    tables.append(a)
    page = a.page
    page.wait_for_selector("#deck option", state="attached")
    page.check("input[name=opponent][value=person]")
    page.check("#open")
    page.select_option("#clock", "10")
    page.click("#start")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(".presence.off")
    assert page.inner_text(".side.opp .presence") == "○ away"
    assert page.locator(".clock").count() == 2
    visitor = Table(browser, server.url + "/")
    tables.append(visitor)
    visitor.page.wait_for_selector(".open-table button.join")
    assert "10 min clock" in visitor.page.inner_text("#open-tables")
    visitor.page.click(".open-table button.join")
    visitor.page.wait_for_url("**/t/*")
    visitor.page.wait_for_selector("body[data-step]")
    page.wait_for_selector(".side.opp .presence.on")
    assert visitor.page.inner_text(".side.opp .presence") == "● at the table"
    assert "you: p2" in visitor.page.inner_text("#title")
    page.fill("#say-text", "good luck!")
    page.press("#say-text", "Enter")
    visitor.page.wait_for_selector("#chat li:has-text('good luck!')")
    assert visitor.page.inner_text("#chat") == "p1: good luck!"
    visitor.page.fill("#say-text", "you too")
    visitor.page.click("#say button")
    page.wait_for_selector("#chat li:has-text('you too')")
    assert page.locator("#chat li").all_inner_texts() == ["you: good luck!", "p2: you too"]
    third = Table(browser, server.url + "/")  # the seat is taken: the table is gone
    tables.append(third)
    third.page.wait_for_selector("#open-tables li.dim")
    visitor.context.close()
    page.wait_for_selector(".side.opp .presence.off")
    tables.remove(visitor)


def test_a_clock_runs_out_on_the_table(tables, browser, server):
    made = server.post("/api/games", {"opponent": "person", "clock": 6, "seed": 3})
    t = Table(browser, server.url + made["table"])
    tables.append(t)
    t.page.wait_for_selector(".clock.running")
    shown = t.page.locator(".clock.running").inner_text()
    # the 6 seconds count down from the game's start, however slow the machine is to draw
    # the table: never more than 6 shown
    assert shown.startswith("clock 0:0") and 0 <= int(shown[-1]) <= 6
    t.page.wait_for_selector(".result", timeout=15_000)
    assert t.page.inner_text(".result").endswith("(time)")
    assert "has run out of time" in t.page.inner_text("#log")


def test_a_whole_game_on_a_phone_without_scrolling_to_answer(tables, browser, server, leaks):
    """Issue 32, phones: at 390×844 the question and its options are pinned to the bottom
    of the screen; every answer is a tap on an option in view, the page never scrolled."""
    t = start(tables, browser, server, phone=True, ai="random", seed="37")
    page = t.page
    pick = random.Random(7)
    taps = 0
    shot = False
    while t.my_turn():
        assert page.evaluate("scrollY") == 0
        prompt = page.locator(".question h2").bounding_box()
        assert prompt is not None and 0 <= prompt["y"] and prompt["y"] + prompt["height"] <= 844
        in_view = []
        for i in range(page.locator(".option").count()):
            box = page.locator(".option").nth(i).bounding_box()
            if box and box["y"] >= 0 and box["y"] + box["height"] <= 844 and box["width"] > 200:
                in_view.append((i, box))
        assert in_view and in_view[0][0] == 0, "the first option is in view"
        if taps == 12 and not shot:
            page.screenshot(path=str(artifacts() / "table-phone.png"))
            shot = True
        _, box = pick.choice(in_view)
        before = t.step
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        t.wait_step(before)
        taps += 1
        assert taps < 500
    assert page.inner_text(".result").startswith(("You win", "You lose", "The game is a draw"))
    assert page.evaluate("scrollY") == 0 and taps > 12 and shot
    # readable: no text on the board smaller than 11 px
    smallest = page.evaluate("""() => Math.min(...[...document.querySelectorAll(
        '.mon-name, .hp-text, .attack-name, .card-name, .option')].map(
        (n) => parseFloat(getComputedStyle(n).fontSize)))""")
    assert smallest >= 11, smallest
    assert check_frames(t, server, "p1", leaks) > taps


def test_a_deck_built_in_the_builder_plays_a_game(tables, browser, server):
    """Issue 32, the deck builder: search, counts, live legality (the messages of
    ``oldback check``), opening figures, save, export, import, and a game with the deck."""
    t = Table(browser, server.url + "/")
    tables.append(t)
    page = t.page
    page.wait_for_selector("#b-set option:nth-child(3)", state="attached")
    page.fill("#b-q", "electabuzz")
    page.select_option("#b-set", "base1")
    page.click("#b-find button")
    page.wait_for_selector("#b-results li[data-id=base1-20]")
    assert page.inner_text("#b-found") == "1 card"
    for _ in range(5):
        page.click("#b-results li[data-id=base1-20] .b-add")
    page.wait_for_selector("#b-legal li:has-text('5 copies of Electabuzz')")
    page.click("#b-deck li[data-id=base1-20] .b-minus")
    page.wait_for_selector("#b-legal li", state="attached")
    page.wait_for_function(
        "() => !document.querySelector('#b-legal').innerText.includes('5 copies')")
    page.fill("#b-q", "")
    page.select_option("#b-set", "")
    page.select_option("#b-type", "Trainer")
    page.fill("#b-text", "flip a coin")
    page.click("#b-find button")
    page.wait_for_selector("#b-results li[data-id=base2-64]")  # Poké Ball flips a coin
    assert page.locator("#b-results li[data-id=base1-93]").count() == 0  # Gust of Wind
    page.fill("#b-text", "")
    page.fill("#b-q", "Lightning Energy")
    page.select_option("#b-type", "Energy")
    page.click("#b-find button")
    page.wait_for_selector("#b-results li[data-id=base1-100]")
    page.click("#b-results li[data-id=base1-100] .b-add")
    for _ in range(55):
        page.click("#b-deck li[data-id=base1-100] .b-plus")
    page.wait_for_selector("#b-legal .legal")
    assert page.inner_text("#b-size") == "60 cards"
    assert page.inner_text("#b-legal") == "✓ legal in base-fossil"
    stats = page.inner_text("#b-stats")
    assert "mulligan chance" in stats and "Electabuzz:" in stats
    q = oldback.stats.deck_stats(["base1-20"] * 4 + ["base1-100"] * 56).mulligan
    assert f"mulligan chance {100 * q:.1f}%" in stats
    page.click("#b-export")
    exported = page.input_value("#b-io")
    assert exported.splitlines() == ["4 Electabuzz BS 20", "56 Lightning Energy BS 100"]
    page.fill("#b-name", "buzz")
    page.click("#b-save")
    page.wait_for_selector("#b-said:has-text('saved as buzz')")
    assert "buzz" in page.locator("#deck option").all_inner_texts()
    page.fill("#b-io", "3 Electabuzz BS 20\n1 Bogus\n")
    page.click("#b-import")
    page.wait_for_selector("#b-said:has-text('line 2')")
    assert page.inner_text("#b-size") == "60 cards"  # the deck as it was
    page.locator("#b-deck li[data-id=base1-20] .link").click()
    page.wait_for_selector("#b-card .face")
    page.screenshot(path=str(artifacts() / "lobby.png"), full_page=True)
    page.click("#b-card .close")
    page.click("#b-use")
    assert page.input_value("#deck_text").count("\n") == 1
    page.click("#start")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(".option")
    assert page.inner_text("#title").startswith("buzz vs rain-dance")


PNG = base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQ"
                       "GAhKmMIQAAAABJRU5ErkJggg==")  # a 1×1 picture


def test_card_pictures_from_a_folder_and_nothing_from_elsewhere_by_default(
        tables, browser, server, tmp_path):
    """``--images``: off by default, the page asks nothing of any other host and draws
    text faces; with a folder of the user's own pictures, the card box shows them."""
    t = start(tables, browser, server, ai="random", seed="4")
    asked: list[str] = []
    t.page.on("request", lambda r: asked.append(r.url))
    t.page.reload()
    t.page.wait_for_selector(".option")
    t.page.locator(".hand .card").first.hover()
    t.page.wait_for_selector("#detail .face")
    assert t.page.locator("#detail img").count() == 0
    assert asked and all(u.startswith(server.url) for u in asked), asked
    folder = tmp_path / "pictures"
    folder.mkdir()
    for c in oldback.cards():
        (folder / f"{c.id}.png").write_bytes(PNG)
    pictured = type(server)(tmp_path / "data2", pace=0.0, images=str(folder))
    pictured.start()
    try:
        made = pictured.post("/api/games", {"ai": "random", "seed": 4})
        u = Table(browser, pictured.url + made["table"])
        tables.append(u)
        u.page.wait_for_selector(".option")
        u.page.locator(".hand .card").first.hover()
        u.page.wait_for_function("() => { const i = document.querySelector('#detail img');"
                                 " return i && i.complete && i.naturalWidth === 1; }")
        src = u.page.get_attribute("#detail img", "src")
        assert src is not None and src.startswith("/img/")
    finally:
        pictured.kill()


def test_cards_read_as_cards_and_options_say_what_an_attack_will_do(tables, browser, server):
    """Each Pokémon on the board shows its attacks (cost, damage), Weakness, Resistance,
    Retreat and Powers; an attack's option says its cost, damage and text; a Trainer in
    the hand shows its text on a tap of its i button."""
    made = server.post("/api/games", {"ai": "random", "seed": 4})
    token = made["token"]
    for _ in range(300):
        frame = server.get(f"/api/t/{token}")
        if frame["over"]:
            pytest.fail("the game ended before an attack was offered")
        if frame["decision"] is None:
            time.sleep(0.02)
            continue
        keys = [o["key"] for o in frame["decision"]["options"]]
        if any(k.startswith("attack ") for k in keys):
            break
        key = next((k for k in keys if k.startswith("attach ") and k.endswith(" active")),
                   next((k for k in keys if k.startswith(("bench ", "evolve "))), keys[-1]))
        server.post(f"/api/t/{token}/act", {"key": key})
    t = Table(browser, server.url + made["table"])
    tables.append(t)
    page = t.page
    page.wait_for_selector(".option[data-key^='attack ']")
    active = oldback.card(frame["me"]["active"]["card"])
    mon = page.locator(".side.me .mon[data-slot=active]")
    assert mon.locator(".attack-name").all_inner_texts() == [a.name for a in active.attacks]
    assert mon.locator(".attack-damage").all_inner_texts() == [a.damage for a in active.attacks]
    first = active.attacks[0]
    assert mon.locator(".attack").first.locator(".pip").count() == len(first.cost)
    assert "Retreat" in mon.locator(".wrr").inner_text()
    option = page.locator(".option[data-key^='attack ']").first
    name = option.get_attribute("data-key").removeprefix("attack ")
    attack = next(a for a in active.attacks if a.name == name)
    detail = option.locator(".opt-detail")
    assert detail.locator(".pip").count() == len(attack.cost)
    if attack.damage:
        assert f"{attack.damage} damage" in detail.inner_text()
    trainers = [i for i in frame["me"]["hand"] if oldback.card(i).supertype == "Trainer"]
    if trainers:
        page.click(f".hand .card[data-id='{trainers[0]}'] .info-btn")
        page.wait_for_selector("#detail .face")
        assert page.locator("#detail .rule").count() >= 1
        assert oldback.card(trainers[0]).name in page.inner_text("#detail")


def test_coin_flips_and_damage_are_shown_as_they_happen(tables, browser, server):
    """A flip that lands, and the damage number on the Pokémon: short (under a second),
    skipped by a click, and not shown at all with the system's reduced-motion setting."""
    t = start(tables, browser, server, ai="random", seed="37")
    page = t.page
    pick = random.Random(7)
    flips = 0
    while t.my_turn():
        before = len([f for f in t.frames if f.get("type") == "state"])
        t.choose(pick.randrange(page.locator(".option").count()))
        states = [f for f in t.frames if f.get("type") == "state"][before:]
        flips += sum(line.startswith("coin") for f in states for line in f["log"])
    hurt = [line for f in t.frames if f.get("type") == "state" for line in f["log"]
            if " damage" in line and "takes" in line]
    shown = int(page.get_attribute("body", "data-fx") or 0)
    assert hurt and flips and shown > flips, (len(hurt), flips, shown)
    # a flip lands in under a second, and a click skips it
    page.evaluate("skipEffects()")
    fake = "s => effects(s, {...s, step: s.step + 1, log: ['coin (Thunderpunch): heads']})"
    page.evaluate(fake, page.evaluate("state"))
    coin = page.locator("#fx")
    assert coin.is_visible() and "Thunderpunch: heads" in coin.inner_text()
    page.wait_for_selector("#fx", state="hidden", timeout=1500)
    page.evaluate(fake, page.evaluate("state"))
    assert coin.is_visible()
    page.click("#fx")
    assert not coin.is_visible()
    # with reduced motion: nothing moves, nothing is shown
    calm = Table(browser, page.url, reduced_motion="reduce")
    tables.append(calm)
    calm.page.wait_for_selector(".result")
    calm.page.evaluate(fake, calm.page.evaluate("state"))
    assert not calm.page.locator("#fx").is_visible()
    assert calm.page.get_attribute("body", "data-fx") is None


def test_no_frame_names_a_hidden_card_with_chat_clocks_and_a_built_deck(tables, browser,
                                                                          server, leaks):
    """Secrets stay sacred: both seats and a spectator of a game with a chat, clocks and a
    deck from the builder receive no card they may not see, in any frame."""
    a = Table(browser, server.url + "/")
    tables.append(a)
    page = a.page
    page.wait_for_selector("#b-from option:nth-child(3)", state="attached")
    page.select_option("#b-from", "zap")
    page.wait_for_selector("#b-said:has-text('imported 60 cards')")
    page.click("#b-deck li .b-minus")  # one card fewer, and one more of another
    page.click("#b-deck li:last-child .b-plus")
    page.fill("#b-name", "my zap")
    page.select_option("#b-format", "unlimited")
    page.wait_for_selector("#b-legal .legal")
    page.click("#b-use")
    page.check("input[name=opponent][value=person]")
    page.select_option("#vs", "brushfire")
    page.select_option("#clock", "30")
    page.click("#start")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("body[data-step]")
    assert page.inner_text("#title").startswith("my zap vs brushfire")
    b = Table(browser, page.input_value("#invite"))
    c = Table(browser, server.url + page.get_attribute("#links a", "href"))
    tables.extend([b, c])
    pick = random.Random(11)
    step = -1
    said = 0
    for n in range(70):
        for t in (a, b, c):
            t.wait_step(step)
        asking = [t for t in (a, b) if t.page.locator(".option").count()]
        if not asking:
            break
        (turn,) = asking
        if n % 10 == 3:
            turn.page.fill("#say-text", f"line {n}: good luck, have fun")
            turn.page.press("#say-text", "Enter")
            said += 1
            c.page.wait_for_selector(f"#chat li:has-text('line {n}:')")
        step = turn.step
        turn.choose(pick.randrange(turn.page.locator(".option").count()))
    assert said >= 5 and step > 40
    for t in (a, b, c):
        states = [f for f in t.frames if f.get("type") == "state"]
        assert any(f["chat"] for f in states) and all(f["clock"] for f in states)
    for t, seat in ((a, "p1"), (b, "p2"), (c, "watch")):
        assert check_frames(t, server, seat, leaks) > 40
    # the screenshot of the README: a table for two on a desktop
    a.page.mouse.move(0, 0)
    time.sleep(1.2)
    a.page.screenshot(path=str(artifacts() / "table.png"))


def test_the_lobby_finds_a_table_opened_after_it_was_loaded(tables, browser, server):
    t = Table(browser, server.url + "/")
    tables.append(t)
    t.page.wait_for_selector("#open-tables li.dim")
    made = server.post("/api/games", {"opponent": "person", "open": True, "deck": "zap"})
    t.page.wait_for_selector(f".open-table[data-game='{made['game']}']", timeout=15_000)
    assert "zap vs rain-dance" in t.page.inner_text("#open-tables")


def test_the_hint_button_shows_what_the_search_player_would_do(tables, browser, server):
    """In a game against the computer, the Hint button asks the search player (from this
    seat's view) and shows its answer and top options with their chances (issue 30)."""
    t = start(tables, browser, server, ai="random", seed="37")
    page = t.page
    assert t.my_turn()
    page.click("#hint-button")
    page.wait_for_selector("#hint-box li", timeout=30_000)
    text = page.locator("#hint-box").inner_text()
    assert "The search player would answer: " in text and "% to win" in text
    labels = [page.locator(".option").nth(i).inner_text()
              for i in range(page.locator(".option").count())]
    answer = text.split("would answer: ", 1)[1].splitlines()[0]
    assert any(answer in label for label in labels)
