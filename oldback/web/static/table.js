"use strict";
// The table: the board as this seat sees it, the decision's options, the log, replays.
const $ = (id) => document.getElementById(id);
const TOKEN = location.pathname.split("/").pop();
const LETTER = {Grass: "G", Fire: "R", Water: "W", Lightning: "L", Psychic: "P", Fighting: "F",
  Darkness: "D", Metal: "M", Colorless: "C"};
const cards = {};        // card id -> facts and text, as the server sent them
let state = null;        // the last table the server sent
let live = null;         // the live table while a replay is shown
let socket = null;
let typed = "";          // digits typed for an option number
let typedTimer = null;
let highlighted = null;  // the card or slot whose options are shown

function name(id) { return cards[id] ? cards[id].name : id; }
function typeClass(types) { return "t-" + ((types && types[0]) || "Colorless"); }

// --- talking to the server ----------------------------------------------------------------
function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws/${TOKEN}`);
  socket.onopen = () => { $("connection").textContent = ""; };
  socket.onmessage = (event) => {
    const msg = JSON.parse(event.data);
    if (msg.type === "state") receive(msg);
    else if (msg.type === "error") showError(msg.message);
  };
  socket.onclose = (event) => {
    if (event.code === 4404) { showError("No game has this link."); return; }
    $("connection").textContent = "reconnecting…";
    setTimeout(connect, 1000);
  };
}

function act(key) {
  if (!socket || socket.readyState !== WebSocket.OPEN) { showError("not connected: wait a moment"); return; }
  $("error").hidden = true;
  socket.send(JSON.stringify({type: "act", key}));
}

function receive(msg) {
  Object.assign(cards, msg.cards || {});
  if (msg.log_from === 0) $("log").replaceChildren();
  appendLog(msg.log);
  if (!state && msg.seat !== "watch") keepToken(TOKEN);
  state = msg;
  highlighted = null;
  if (!live) render(msg);
  if (msg.last && msg.last.player !== msg.seat) banner(msg.last);
}

function showError(text) {
  const box = $("error");
  box.textContent = text;
  box.hidden = false;
}

// --- the log ------------------------------------------------------------------------------
function appendLog(lines) {
  const log = $("log");
  for (const line of lines) {
    let cls = "";
    if (line.startsWith("— ")) cls = "turn";
    else if (line.startsWith("coin")) cls = "coin";
    else if (line.includes(" wins (") || line === "the game is a draw") cls = "end";
    else if (line.includes("Knocked Out") || line.includes("Prize card")) cls = "ko";
    log.append(el("li", {class: cls}, line));
  }
  log.scrollTop = log.scrollHeight;
}

function banner(last) {
  const b = $("banner");
  b.replaceChildren(el("strong", {}, `${last.player} ▸ `), last.label);
  b.classList.remove("flash");
  void b.offsetWidth;
  b.classList.add("flash");
}

// --- drawing the board --------------------------------------------------------------------
function slotName(side, slot) { return side === "opp" ? "opp-" + slot : slot; }

function optionsFor(ref) {
  const d = state && !live ? state.decision : null;
  if (!d) return [];
  return d.options.filter((o) => {
    const words = o.key.split(" ");
    return o.key === ref || words.includes(ref) || o.key.startsWith(ref + ":")
      || (ref.includes(":") && o.key === ref);
  });
}

// A card or Pokémon that options name: clicked, it answers when one option names it (or
// one option names both it and the card clicked before), else it narrows the options.
function clickable(node, ref) {
  if (!optionsFor(ref).length) return node;
  node.classList.add("can");
  node.addEventListener("click", (e) => {
    e.stopPropagation();
    let options = optionsFor(ref);
    if (highlighted && highlighted !== ref) {
      const before = optionsFor(highlighted);
      const both = options.filter((o) => before.includes(o));
      if (both.length) options = both;
    }
    if (options.length === 1) act(options[0].key);
    else { highlighted = ref; renderQuestion(state); }
  });
  return node;
}

function hover(node, id) {
  node.addEventListener("mouseenter", () => showDetail(id));
  node.addEventListener("mouseleave", () => { $("detail").hidden = true; });
  node.addEventListener("contextmenu", (e) => { e.preventDefault(); showDetail(id); });
  node.addEventListener("click", (e) => {  // a tap on a card that no option names
    if (!node.classList.contains("can")) { e.stopPropagation(); showDetail(id); }
  });
  return node;
}

function showDetail(id) {
  const c = cards[id];
  if (!c) return;
  const box = $("detail");
  box.replaceChildren(el("h4", {}, c.text[0]), ...c.text.slice(1).map((t) => el("p", {}, t)));
  box.hidden = false;
}

function energyChip(id, slot) {
  const n = name(id);
  const type = n.endsWith(" Energy") ? n.split(" ")[0] : "";
  const letter = LETTER[type] && n.split(" ").length === 2 ? LETTER[type] : n.replace(" Energy", "");
  const chip = hover(el("span", {class: `energy ${typeClass([type])}`, title: n}, letter), id);
  return clickable(chip, `${slot}:${id}`);
}

function pokemon(mon, side, slot) {
  const key = slotName(side, slot);
  if (!mon) return el("div", {class: "mon empty"}, "");
  const left = mon.remaining_hp;
  const pct = Math.max(0, Math.round(100 * left / mon.hp));
  const hpClass = mon.damage === 0 ? "ok" : left * 3 <= mon.hp ? "low" : "hurt";
  const from = mon.stack.slice(0, -1).map(name).reverse();
  const node = el("div", {class: `mon ${typeClass(mon.types)}`, dataset: {slot: key}},
    el("div", {class: "mon-head"}, el("span", {class: "mon-name"}, mon.name),
      el("span", {class: "slot"}, slot)),
    el("div", {class: `hp ${hpClass}`}, el("span", {class: "bar", style: `width:${pct}%`}),
      el("span", {class: "hp-text"}, `${left}/${mon.hp} HP`)),
    mon.damage ? el("div", {class: "damage"}, `${mon.damage / 10} damage counter${mon.damage === 10 ? "" : "s"}`) : null,
    el("div", {class: "energies"}, mon.energy.map((e) => energyChip(e, key))),
    mon.conditions.length ? el("div", {class: "conditions"},
      mon.conditions.map((c) => el("span", {class: `cond c-${c}`}, c))) : null,
    mon.attached.length ? el("div", {class: "attached"}, "with ",
      mon.attached.map((a) => clickable(hover(el("span", {class: "att"}, name(a)), a), `${key}:${a}`))) : null,
    from.length ? el("div", {class: "from dim"}, "from " + from.join(" ← ")) : null);
  hover(node, mon.card);
  return clickable(node, key);
}

function handCard(id) {
  const c = cards[id] || {name: id, supertype: ""};
  const what = c.supertype === "Pokémon" ? `${c.stage || ""} · ${c.hp} HP`
    : c.supertype === "Energy" ? `${c.kind} Energy` : (c.kind && c.kind !== c.supertype ? c.kind : c.supertype);
  const node = el("div", {class: `card ${c.supertype === "Pokémon" ? typeClass(c.types) : c.supertype === "Energy" ? typeClass([c.name.split(" ")[0]]) : "t-Trainer"}`,
    dataset: {id}}, el("div", {class: "card-name"}, c.name), el("div", {class: "card-kind dim"}, what));
  return clickable(hover(node, id), id);
}

function pile(title, ids) {
  $("pile-body").replaceChildren(el("h3", {}, title),
    ids.length ? el("div", {class: "pile-cards"}, ids.map(handCard)) : el("p", {class: "dim"}, "empty"));
  $("pile").showModal();
}

function side(data, which, msg) {
  const who = which === "me" ? msg.me.name : msg.opp.name;
  const player = msg.players[who];
  const label = msg.seat === "watch"
    ? `${who} (${msg.decks[who]}, ${player === "human" ? "a person" : "computer " + player})`
    : which === "me" ? `You (${who}, ${msg.decks[who]})`
    : `${player === "human" ? "Opponent" : "Computer"} (${who}, ${msg.decks[who]}${player === "human" ? "" : ", " + player})`;
  const prizes = el("span", {class: "prizes"}, `prizes ${data.prize_count}`,
    data.prizes.filter((p) => p).map((p) => hover(el("span", {class: "faceup"}, name(p)), p)));
  const info = el("div", {class: "info"},
    el("strong", {}, label),
    el("span", {}, `hand ${data.hand_count}`), el("span", {}, `deck ${data.deck_count}`),
    el("button", {class: "link", onclick: () => pile(`${label}: discard pile`, data.discard)},
      `discard ${data.discard.length}`),
    prizes,
    msg.current === who && msg.turn > 0 ? el("span", {class: "turn-mark"}, "to play") : null);
  const faceDown = msg.turn === 0 && !data.active && (which === "opp" || msg.seat === "watch");
  const active = faceDown ? el("div", {class: "mon empty"}, "face down until both are revealed")
    : pokemon(data.active, which, "active");
  const bench = el("div", {class: "bench"}, data.bench.length
    ? data.bench.map((m, i) => pokemon(m, which, `bench${i + 1}`)) : el("span", {class: "dim"}, "empty"));
  const row = el("div", {class: "active-row"}, el("div", {class: "label dim"}, "Active"), active);
  const benchRow = el("div", {class: "bench-row"}, el("div", {class: "label dim"}, "Bench"), bench);
  return which === "opp" ? [info, benchRow, row] : [row, benchRow, info];
}

function render(msg) {
  document.body.dataset.step = msg.step;
  const me = msg.seat === "watch" ? "spectator" : msg.seat;
  $("title").textContent = `${msg.decks.p1} vs ${msg.decks.p2} · ${msg.rules} · `
    + (msg.turn === 0 ? "set-up" : `turn ${msg.turn}, ${msg.current} to play`) + ` · you: ${me}`;
  $("opp").replaceChildren(...side(msg.opp, "opp", msg));
  $("me").replaceChildren(...side(msg.me, "me", msg));
  $("stadium").replaceChildren(msg.stadium
    ? hover(el("span", {class: "stadium-card"}, "Stadium: " + name(msg.stadium)), msg.stadium)
    : el("span", {class: "dim"}, "no Stadium"));
  $("hand").hidden = msg.me.hand === null;
  $("hand").replaceChildren(msg.me.hand === null ? ""
    : el("div", {class: "hand-row"}, el("div", {class: "label dim"}, `Hand (${msg.me.hand.length})`),
      el("div", {class: "cards"}, msg.me.hand.map(handCard))));
  renderQuestion(msg);
  renderLinks(msg);
  renderReplay(msg);
}

function renderQuestion(msg) {
  const box = $("question");
  if (msg.type === "replay") {
    box.replaceChildren(el("p", {class: "dim"}, "Replay: the board as you saw it."));
    return;
  }
  if (msg.over) {
    const who = msg.winner === "draw" ? "The game is a draw" : msg.winner === msg.seat ? "You win"
      : msg.seat === "watch" ? `${msg.winner} wins` : "You lose";
    box.replaceChildren(el("h2", {class: "result"}, `${who}${msg.result ? " (" + msg.result + ")" : ""}`));
    return;
  }
  const d = msg.decision;
  if (!d) {
    const waiting = msg.players[msg.waiting] === "human" ? `Waiting for ${msg.waiting}…`
      : `${msg.waiting} (the computer) is thinking…`;
    box.replaceChildren(el("p", {class: "waiting"}, waiting));
    return;
  }
  const only = highlighted ? new Set(optionsFor(highlighted).map((o) => o.key)) : null;
  const buttons = d.options.map((o, i) => el("button", {
    class: "option" + (only && !only.has(o.key) ? " faded" : ""),
    dataset: {key: o.key}, title: o.key, onclick: () => act(o.key)},
  el("span", {class: "num"}, String(i + 1)), " ", o.label));
  box.replaceChildren(el("h2", {}, d.kind === "action" ? "Your move" : d.prompt),
    el("div", {class: "options"}, buttons),
    ...(msg.ai ? [el("button", {id: "hint-button", onclick: () => askHint(msg.step)}, "Hint"),
      el("div", {id: "hint-box", class: "hint-box", "aria-live": "polite"})] : []),
    el("p", {class: "dim hint"}, d.options.length > 9
      ? "Type an option's number (Enter to confirm), or click a card." : "Press an option's number, or click a card."));
}

async function askHint(step) {
  // what the search player would do here, from this seat's view (the game notes the hint)
  const box = $("hint-box");
  box.textContent = "the search player is thinking…";
  const r = await fetch(`/api/t/${TOKEN}/hint`, {method: "POST"});
  const data = await r.json();
  if (!state || state.step !== step) return;  // the game moved on meanwhile
  if (!r.ok) { box.textContent = data.error; return; }
  box.replaceChildren(el("p", {}, "The search player would answer: " + data.choice.label),
    el("ol", {}, data.options.map((o) => el("li", {},
      `${o.label}: ${Math.round(100 * o.chance)}% to win (${o.rollouts} rollouts)`))));
}

function renderLinks(msg) {
  // the invite link is known only to the browser that made the game (the lobby passes it on)
  const found = location.hash.match(/invite=([^&]+)/);
  if (found) localStorage.setItem("oldback.invite." + TOKEN, decodeURIComponent(found[1]));
  const invite = localStorage.getItem("oldback.invite." + TOKEN);
  const bits = [];
  if (invite && !msg.over) {
    bits.push(el("span", {}, "Invite the other player: "),
      el("input", {id: "invite", readonly: true, size: 40, value: location.origin + invite,
        onclick: (e) => e.target.select()}));
  }
  if (msg.seeded && msg.players.p1 === "human" && msg.players.p2 === "human") {
    // a seed chosen by one player lets that player work out the shuffles: say so
    bits.push(el("span", {class: "seeded", title: "The game's maker chose its seed."},
      "dealt from a chosen seed"));
  }
  if (msg.watch) bits.push(el("a", {href: msg.watch, target: "_blank"}, "spectator link"));
  $("links").replaceChildren(...bits);
}

// --- replays of finished games --------------------------------------------------------------
function renderReplay(msg) {
  const box = $("replay");
  if (!msg.over && msg.type !== "replay") { box.hidden = true; return; }
  box.hidden = false;
  const steps = msg.type === "replay" ? msg.steps : msg.step;
  const at = msg.type === "replay" ? msg.step : steps;
  const go = (n) => () => showStep(Math.max(0, Math.min(steps, n)));
  box.replaceChildren(el("a", {href: `/api/t/${TOKEN}/record`, download: true, class: "record"},
    "the game's record (for oldback replay)"), el("br"), el("strong", {}, "Replay "),
    el("button", {onclick: go(0), title: "start"}, "«"), el("button", {onclick: go(at - 1), title: "previous"}, "‹"),
    el("span", {class: "step"}, ` step ${at}/${steps} `),
    el("button", {onclick: go(at + 1), title: "next"}, "›"), el("button", {onclick: go(steps), title: "end"}, "»"),
    el("div", {class: "dim"}, msg.type === "replay" && msg.last ? `${msg.last.player}: ${msg.last.label}` : ""));
}

async function showStep(n) {
  try {
    const msg = await api(`/api/t/${TOKEN}/replay/${n}`);
    Object.assign(cards, msg.cards);
    if (!live) live = state;
    $("banner").replaceChildren();
    $("log").replaceChildren();
    appendLog(msg.log);
    render(msg);
  } catch (e) { showError(e.message); }
}

// --- keyboard -------------------------------------------------------------------------------
document.addEventListener("keydown", (e) => {
  if (e.target.closest("input, textarea, select") || e.ctrlKey || e.metaKey || e.altKey) return;
  const d = state && !live ? state.decision : null;
  if (e.key === "Escape") { highlighted = null; if (state) renderQuestion(state); $("detail").hidden = true; return; }
  if (!d) return;
  const choose = (n) => { typed = ""; if (n >= 1 && n <= d.options.length) act(d.options[n - 1].key); };
  if (/^[0-9]$/.test(e.key)) {
    typed += e.key;
    clearTimeout(typedTimer);
    const n = Number(typed);
    if (n * 10 > d.options.length) choose(n);            // no longer number starts so
    else typedTimer = setTimeout(() => choose(Number(typed)), 900);
  } else if (e.key === "Enter" && typed) {
    clearTimeout(typedTimer);
    choose(Number(typed));
  }
});
document.addEventListener("click", () => { $("detail").hidden = true; });

connect();
