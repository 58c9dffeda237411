"""The pages in a real browser: Playwright for Python driving Debian's Chromium.

Playwright's own browser download is not used: the tests launch the ``chromium`` on the
PATH (``apt-get install chromium``) and skip when there is none, unless
``OLDBACK_REQUIRE_BROWSER=1`` (set by ``.ci/run``) makes that a failure. The screenshot
of the table is saved in ``$OLDBACK_ARTIFACTS`` (default ``build/artifacts``).
"""

from __future__ import annotations

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
from oldback.web.store import Store  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ILLEGAL = "5 Electabuzz BS 20\n4 Gust of Wind\n51 Lightning Energy\n"


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

    def __init__(self, browser: Any, url: str):
        self.context = browser.new_context(viewport={"width": 1400, "height": 900})
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


def start(tables: list[Table], browser: Any, server: Any, **choices: str) -> Table:
    t = Table(browser, server.url + "/")
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
    # card details on hover, the discard piles on request
    page.locator(".mon").first.hover()
    assert page.locator("#detail").is_visible() and "HP" in page.locator("#detail").inner_text()
    page.locator(".info button.link").first.click()
    assert page.locator("#pile").is_visible()
    page.click("#pile button")
    # the finished game steps back like oldback replay
    steps = t.step
    page.click("button[title=start]")
    page.wait_for_selector(f"text=step 0/{steps}")
    page.click("button[title=next]")
    page.wait_for_selector(f"text=step 1/{steps}")
    assert check_frames(t, server, "p1", leaks) > clicks


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
    server.kill()
    t.page.wait_for_selector("#connection:has-text('reconnecting')")
    server.start()
    t.page.wait_for_selector("#connection:text-is('')", state="attached")
    t.page.wait_for_function("s => Number(document.body.dataset.step) === s", arg=step)
    assert t.my_turn() and t.page.inner_text("#hand") == hand
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
    folder = Path(os.environ.get("OLDBACK_ARTIFACTS", ROOT / "build" / "artifacts"))
    folder.mkdir(parents=True, exist_ok=True)
    time.sleep(0.2)  # the banner's flash fades
    page.screenshot(path=str(folder / "table.png"))
    assert (folder / "table.png").stat().st_size > 10_000
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
