"use strict";
// The lobby: a new game (deck, opponent, rules) and the games this browser holds.
const $ = (id) => document.getElementById(id);

function fill(select, names, chosen) {
  select.replaceChildren(...names.map((n) => el("option", {value: n, selected: n === chosen}, n)));
}

function showError(message, problems) {
  const box = $("error");
  box.replaceChildren(el("strong", {}, message),
    ...(problems && problems.length ? [el("ul", {}, problems.map((p) => el("li", {}, p)))] : []));
  box.hidden = false;
  box.scrollIntoView({block: "nearest"});
}

function radio(name) { return document.querySelector(`input[name=${name}]:checked`).value; }

function sync() {
  $("paste").hidden = radio("source") !== "paste";
  $("deck").disabled = radio("source") === "paste";
  $("computer").hidden = radio("opponent") !== "computer";
  $("budget").hidden = $("ai").value !== "search";
  $("person").hidden = radio("opponent") !== "person";
}

async function load() {
  const c = await api("/api/choices");
  const decks = [...c.saved, ...c.decks];
  fill($("deck"), decks, "haymaker");
  fill($("vs"), decks, "rain-dance");
  fill($("format"), c.formats, "base-fossil");
  fill($("rules"), c.rules, "pokemon1999");
  fill($("ai"), c.ais, "heuristic");
  $("seconds").value = c.seconds;
  sync();
  await Promise.all([listGames(), listOpen()]);
}

// Open tables: games against a person whose maker lists them for visitors to join.
async function listOpen() {
  const {tables} = await api("/api/open");
  const list = $("open-tables");
  if (!tables.length) { list.replaceChildren(el("li", {class: "dim"}, "no open table now")); return; }
  list.replaceChildren(...tables.map((t) => el("li", {class: "open-table", dataset: {game: t.game}},
    `${t.decks.p1} vs ${t.decks.p2} · ${t.rules}${t.clock ? ` · ${Math.round(t.clock / 60)} min clock` : ""} · you'd play ${t.seat} with ${t.decks[t.seat]} `,
    el("button", {class: "join", onclick: () => join(t.game)}, "Join"))));
}

async function join(game) {
  try {
    const joined = await api(`/api/open/${game}/join`, {});
    keepToken(joined.token);
    location.href = joined.table;
  } catch (e) {
    showError(e.message, e.problems);
    listOpen();
  }
}

async function listGames() {
  const {games} = await api("/api/mine", {tokens: myTokens()});
  const list = $("games");
  if (!games.length) { list.replaceChildren(el("li", {class: "dim"}, "none yet")); return; }
  list.replaceChildren(...games.map((g) => {
    const other = g.seat === "p1" ? "p2" : "p1";
    const you = g.seat === "watch" ? "watching" : `you (${g.seat}, ${g.decks[g.seat]})`;
    const them = g.seat === "watch" ? `${g.decks.p1} vs ${g.decks.p2}`
      : `vs ${g.players[other] === "human" ? "a person" : "the computer (" + g.players[other] + ")"}, ${g.decks[other]}`;
    let state = `turn ${g.turns}, playing${g.open ? " (open table: waiting for a visitor)" : ""}`;
    if (g.status === "finished") {
      const who = g.winner === "draw" ? "a draw" : g.seat === "watch" ? `${g.winner} won`
        : g.winner === g.seat ? "you won" : "you lost";
      state = `finished: ${who}${g.result ? " (" + g.result + ")" : ""}`;
    }
    return el("li", {class: g.status}, el("a", {href: `/t/${g.token}`}, `${you} ${them}`),
      el("span", {class: "dim"}, ` · ${state} · ${g.updated.replace("T", " ").slice(0, 16)}`));
  }));
}

async function start(event) {
  event.preventDefault();
  $("error").hidden = true;
  const spec = {seat: $("seat").value, rules: $("rules").value, vs: $("vs").value,
    opponent: radio("opponent"), ai: $("ai").value};
  if (spec.ai === "search" && spec.opponent === "computer") {
    if ($("seconds").value === "") { showError("give the search player a thinking budget (seconds), e.g. 0.8"); return; }
    spec.seconds = Number($("seconds").value);
  }
  if ($("clock").value) spec.clock = Number($("clock").value) * 60;
  if (spec.opponent === "person" && $("open").checked) spec.open = true;
  if (radio("source") === "paste") {
    spec.deck_text = $("deck_text").value;
    spec.format = $("format").value;
    spec.deck_name = $("deck_name").value.trim();
    if (!spec.deck_text.trim()) { showError("paste a deck list first"); return; }
  } else {
    spec.deck = $("deck").value;
  }
  if ($("seed").value !== "") spec.seed = Number($("seed").value);
  $("start").disabled = true;
  try {
    const made = await api("/api/games", spec);
    keepToken(made.token);
    location.href = made.table + (made.invite ? "#invite=" + encodeURIComponent(made.invite) : "");
  } catch (e) {
    showError(e.message, e.problems);
  } finally {
    $("start").disabled = false;
  }
}

document.querySelectorAll("input[type=radio]").forEach((r) => r.addEventListener("change", sync));
$("ai").addEventListener("change", sync);
$("form").addEventListener("submit", start);
load().catch((e) => showError(`cannot reach the server: ${e.message}`));
// the open tables and your games change as others play: look again now and then
setInterval(() => { if (!document.hidden) Promise.all([listGames(), listOpen()]).catch(() => {}); }, 10000);
