"use strict";
// The deck builder: search every card (as `oldback cards` does), counts, the legality in
// a format (the messages of `oldback check`) and the opening figures (oldback.stats), live;
// save under a name, import and export deck text, play the deck.
const deck = new Map();  // card id -> {name, supertype, count}, in the order added
let checkTimer = null;
let checked = null;      // the server's last reading of the deck

const TYPES = ["Pokémon", "Trainer", "Energy", "Basic", "Stage 1", "Stage 2", "Baby", "Grass", "Fire",
  "Water", "Lightning", "Psychic", "Fighting", "Colorless", "Darkness", "Metal", "Stadium"];

function deckText() {
  return [...deck].map(([id, c]) => `${c.count} ${c.name} ${id}`).join("\n");
}

function change(id, by, facts) {
  const c = deck.get(id) || {name: facts.name, supertype: facts.supertype, count: 0};
  c.count += by;
  if (c.count <= 0) deck.delete(id); else deck.set(id, c);
  drawDeck();
  recheck();
}

function drawDeck() {
  const size = [...deck.values()].reduce((n, c) => n + c.count, 0);
  $("b-size").textContent = `${size} card${size === 1 ? "" : "s"}`;
  const groups = ["Pokémon", "Trainer", "Energy"];
  $("b-deck").replaceChildren(...[...deck].sort((a, b) => groups.indexOf(a[1].supertype) - groups.indexOf(b[1].supertype))
    .map(([id, c]) => el("li", {dataset: {id}},
      el("button", {class: "b-minus", title: "one fewer", onclick: () => change(id, -1, c)}, "−"),
      el("span", {class: "b-count"}, String(c.count)),
      el("button", {class: "b-plus", title: "one more", onclick: () => change(id, 1, c)}, "+"), " ",
      el("button", {class: "link", onclick: () => preview(id)}, c.name), el("span", {class: "dim"}, ` ${id}`))));
}

function recheck() {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(async () => {
    if (!deck.size) { $("b-legal").replaceChildren(); $("b-stats").replaceChildren(); checked = null; return; }
    try {
      checked = await api("/api/decks/check", {text: deckText(), format: $("b-format").value});
      drawCheck();
    } catch (e) { $("b-legal").replaceChildren(el("div", {class: "error"}, e.message)); }
  }, 120);
}

function pct(p) { return `${(100 * p).toFixed(p < 0.01 && p > 0 ? 2 : 1)}%`; }

function drawCheck() {
  const c = checked;
  const fmt = $("b-format").value;
  $("b-legal").replaceChildren(c.error ? el("div", {class: "error"}, c.error)
    : !c.problems.length ? el("div", {class: "legal"}, `✓ legal in ${fmt}`)
    : el("div", {class: "problems"}, el("strong", {}, `not legal in ${fmt}:`),
      el("ul", {}, c.problems.map((p) => el("li", {}, p)))));
  const s = c.stats;
  $("b-stats").replaceChildren(!s ? "" : s.error ? el("div", {class: "dim"}, `opening figures: ${s.error}`)
    : el("div", {}, el("strong", {}, "Opening hand"),
      el("div", {}, `mulligan chance ${pct(s.mulligan)} · expected mulligans ${s.expected_mulligans.toFixed(2)}`),
      el("ul", {class: "starters"}, Object.entries(s.starters).map(([n, p]) => el("li", {}, `${n}: ${pct(p)} in the kept hand`)))));
}

async function search(event) {
  if (event) event.preventDefault();
  const q = new URLSearchParams({q: $("b-q").value, type: $("b-type").value, set: $("b-set").value, text: $("b-text").value});
  try {
    const {cards: found} = await api(`/api/cards?${q}`);
    $("b-found").textContent = found.found > found.list.length
      ? `${found.found} cards, the first ${found.list.length} shown` : `${found.found} card${found.found === 1 ? "" : "s"}`;
    $("b-results").replaceChildren(...found.list.map((c) => el("li", {dataset: {id: c.id}},
      el("button", {class: "b-add", title: "add one", onclick: () => change(c.id, 1, c)}, "+"), " ",
      el("button", {class: "link", onclick: () => preview(c.id)}, c.name),
      el("span", {class: "dim"}, ` ${c.id} · ${[c.stage || c.kind || c.supertype, (c.types || []).join("/"), c.hp ? c.hp + " HP" : ""].filter(Boolean).join(" · ")}`))));
  } catch (e) { $("b-found").textContent = e.message; }
}

async function preview(id) {
  const box = $("b-card");
  try {
    const c = await api(`/api/card/${encodeURIComponent(id)}`);
    box.replaceChildren(el("button", {class: "close", "aria-label": "close", onclick: () => { box.hidden = true; }}, "×"),
      cardFace(id, c));
    box.hidden = false;
  } catch (e) { box.hidden = true; }
}

async function importText(text) {
  try {
    const c = await api("/api/decks/check", {text, format: $("b-format").value});
    if (c.error) { $("b-said").textContent = c.error; return; }
    deck.clear();
    for (const x of c.counts) deck.set(x.id, {name: x.name, supertype: x.supertype, count: x.count});
    $("b-said").textContent = `imported ${c.size} cards`;
    drawDeck();
    recheck();
  } catch (e) { $("b-said").textContent = e.message; }
}

async function save() {
  const name = $("b-name").value.trim();
  try {
    const saved = await api("/api/decks", {name, text: deckText(), format: $("b-format").value});
    $("b-said").textContent = `saved as ${saved.name}: it is offered among the decks`;
    await load();  // the lobby's deck lists, with this one
    $("deck").value = saved.name;
  } catch (e) {
    $("b-said").replaceChildren(el("span", {class: "error-text"}, e.message),
      ...(e.problems.length ? [el("ul", {}, e.problems.map((p) => el("li", {}, p)))] : []));
  }
}

function play() {
  document.querySelector("input[name=source][value=paste]").checked = true;
  $("deck_text").value = deckText();
  $("format").value = $("b-format").value;
  $("deck_name").value = $("b-name").value.trim();
  sync();
  $("form").scrollIntoView({block: "start"});
}

async function startFrom() {
  const name = $("b-from").value;
  if (!name) { deck.clear(); drawDeck(); recheck(); return; }
  const d = await api(`/api/decks/${encodeURIComponent(name)}`);
  await importText(d.text);
}

async function setUp() {
  const c = await api("/api/choices");
  IMAGES = c.images;
  $("b-type").append(...TYPES.map((t) => el("option", {value: t}, t)));
  $("b-set").append(...c.sets.map(([code, title]) => el("option", {value: code}, title)));
  fill($("b-format"), c.formats, "base-fossil");
  $("b-from").append(...[...c.saved, ...c.decks].map((n) => el("option", {value: n}, n)));
}

$("b-find").addEventListener("submit", search);
$("b-format").addEventListener("change", recheck);
$("b-save").addEventListener("click", save);
$("b-use").addEventListener("click", play);
$("b-from").addEventListener("change", startFrom);
$("b-import").addEventListener("click", () => importText($("b-io").value));
$("b-export").addEventListener("click", () => {
  const text = checked && !checked.error ? checked.text : deckText();
  $("b-io").value = text;
  const link = $("b-download");
  link.href = URL.createObjectURL(new Blob([text], {type: "text/plain"}));
  link.download = `${$("b-name").value.trim() || "deck"}.txt`;
  link.hidden = false;
});
setUp().catch((e) => { $("b-found").textContent = `cannot reach the server: ${e.message}`; });
