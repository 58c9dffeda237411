"use strict";
// The lobby: a new game (deck, opponent, rules) and the games this browser holds.
const $ = (id) => document.getElementById(id);

function fill(select, names, chosen) {
  select.replaceChildren(...names.map((n) => el("option", {value: n, selected: n === chosen}, n)));
}

function showError(message, problems) {
  const box = $("error");
  box.replaceChildren(el("strong", {}, message),
    problems && problems.length ? el("ul", {}, problems.map((p) => el("li", {}, p))) : null);
  box.hidden = false;
  box.scrollIntoView({block: "nearest"});
}

function radio(name) { return document.querySelector(`input[name=${name}]:checked`).value; }

function sync() {
  $("paste").hidden = radio("source") !== "paste";
  $("deck").disabled = radio("source") === "paste";
  $("computer").hidden = radio("opponent") !== "computer";
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
  await listGames();
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
    let state = `turn ${g.turns}, playing`;
    if (g.status === "finished") {
      const who = g.winner === "draw" ? "a draw" : g.winner === g.seat ? "you won" : `${g.winner} won`;
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
    opponent: radio("opponent"), ai: $("ai").value, seconds: Number($("seconds").value)};
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
$("form").addEventListener("submit", start);
load().catch((e) => showError(`cannot reach the server: ${e.message}`));
