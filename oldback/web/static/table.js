"use strict";
// The table: the board as this seat sees it, the decision's options, the log, the chat,
// the clocks, replays. The page is drawn from each state the server sends (render); the
// dock (#question, #error, #tools) is what the player answers now.
const $ = (id) => document.getElementById(id);
const TOKEN = location.pathname.split("/").pop();
const cards = {};        // card id -> facts and text, as the server sent them
let state = null;        // the last table the server sent
let live = null;         // the live table while a replay is shown
let socket = null;
let typed = "";          // digits typed for an option number
let typedTimer = null;
let highlighted = null;  // the card or slot whose options are shown
let clockAt = 0;         // when the last clocks were received (performance.now())
const still = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

function name(id) { return cards[id] ? cards[id].name : id; }
function other(seat) { return seat === "p1" ? "p2" : "p1"; }

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

function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) { showError("not connected: wait a moment"); return false; }
  $("error").hidden = true;
  socket.send(JSON.stringify(message));
  return true;
}

function act(key) { send({type: "act", key}); }

function receive(msg) {
  Object.assign(cards, msg.cards || {});
  const before = state;
  if (msg.log_from === 0) $("log").replaceChildren();
  appendLog(msg.log);
  if (msg.chat_from === 0) $("chat").replaceChildren();
  appendChat(msg.chat || [], msg.seat);
  if (!state && msg.seat !== "watch") keepToken(TOKEN);
  clockAt = performance.now();
  state = msg;
  if (!before || before.step !== msg.step) highlighted = null;
  if (!live) {
    render(msg);
    // only what just happened: not the whole log a (re)connection brings
    if (before && msg.step > before.step && msg.log_from > 0) effects(before, msg);
  }
  const moved = !before || before.step !== msg.step || before.over !== msg.over;
  if (msg.last && msg.last.player !== msg.seat && moved) banner(msg.last);
}

function showError(text) {
  const box = $("error");
  box.textContent = text;
  box.hidden = false;
}

// --- the log and the chat -------------------------------------------------------------------
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

function appendChat(lines, seat) {
  const box = $("chat");
  for (const line of lines) {
    const who = line.seat === seat ? "you" : line.seat;
    box.append(el("li", {class: `said s-${line.seat}`}, el("strong", {}, who + ": "), line.text));
  }
  box.scrollTop = box.scrollHeight;
}

function banner(last) {
  const b = $("banner");
  b.replaceChildren(el("strong", {}, `${last.player} ▸ `), last.label);
  b.classList.remove("flash");
  void b.offsetWidth;
  b.classList.add("flash");
}

// --- card details: hover with a mouse, tap on a touch screen, or the ⓘ button ---------------
// (shown by a mouse's hover, the box lets clicks through to what it covers: a peek)
function showDetail(id, anchor, peek) {
  const c = cards[id];
  if (!c) return;
  const box = $("detail");
  box.classList.toggle("peek", Boolean(peek));
  box.replaceChildren(el("button", {class: "close", "aria-label": "close", onclick: hideDetail}, "×"),
    cardFace(id, c));
  box.hidden = false;
  box.dataset.id = id;
  place(box, anchor);
}

function hideDetail() { $("detail").hidden = true; }

// Beside the card it explains, never over the hand nor over the card itself; on a narrow
// screen, at the top (the dock holds the bottom).
function place(box, anchor) {
  box.style.left = box.style.top = "";
  if (!anchor || innerWidth <= 700) return;
  const r = anchor.getBoundingClientRect();
  const w = box.offsetWidth, h = box.offsetHeight, gap = 8;
  const hand = $("hand").getBoundingClientRect();
  const spots = [[r.right + gap, r.top], [r.left - w - gap, r.top], [r.left, r.top - h - gap],
    [r.left, r.bottom + gap], [r.left, hand.top - h - gap]];
  const fits = ([x, y]) => x >= 0 && y >= 0 && x + w <= innerWidth && y + h <= innerHeight
    && !(x < hand.right && x + w > hand.left && y < hand.bottom && y + h > hand.top && !$("hand").hidden);
  const [x, y] = spots.find(fits) || [Math.max(0, innerWidth - w - gap), gap];
  box.style.left = `${Math.round(x)}px`;
  box.style.top = `${Math.round(y)}px`;
}

function explained(node, id) {
  node.addEventListener("pointerenter", (e) => { if (e.pointerType === "mouse") showDetail(id, node, true); });
  node.addEventListener("pointerleave", (e) => { if (e.pointerType === "mouse") hideDetail(); });
  node.addEventListener("contextmenu", (e) => { e.preventDefault(); showDetail(id, node); });
  node.addEventListener("click", (e) => {  // a tap on a card that no option names
    if (!node.classList.contains("can")) { e.stopPropagation(); showDetail(id, node); }
  });
  return node;
}

function infoButton(id, anchor) {
  return el("button", {class: "info-btn", title: "what the card says", "aria-label": `about ${name(id)}`,
    onclick: (e) => { e.stopPropagation(); showDetail(id, anchor()); }}, "i");
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

function energyChip(id, slot) {
  const n = name(id);
  const type = n.endsWith(" Energy") ? n.split(" ")[0] : "";
  const basic = LETTER[type] && n.split(" ").length === 2;
  // a basic Energy card by its type's letter, a Special one by its initials (DCE)
  const letter = basic ? LETTER[type] : n.split(/[\s-]+/).map((w) => w[0]).join("").toUpperCase();
  const chip = explained(el("span", {class: `energy ${basic ? typeClass([type]) : "special"}`, title: n}, letter), id);
  return clickable(chip, `${slot}:${id}`);
}

function pokemon(mon, side, slot) {
  const key = slotName(side, slot);
  if (!mon) return el("div", {class: "mon empty"}, "");
  const c = cards[mon.card] || {};
  const left = mon.remaining_hp;
  const pct = Math.max(0, Math.round(100 * left / mon.hp));
  const hpClass = mon.damage === 0 ? "ok" : left * 3 <= mon.hp ? "low" : "hurt";
  const from = mon.stack.slice(0, -1).map(name).reverse();
  let node = null;
  node = el("div", {class: `mon ${typeClass(mon.types)}`, dataset: {slot: key, card: mon.card}},
    el("div", {class: "mon-head"}, el("span", {class: "mon-name"}, mon.name),
      el("span", {class: "slot"}, (c.stage && c.stage !== "Basic" ? c.stage + " · " : "") + slot),
      infoButton(mon.card, () => node)),
    el("div", {class: `hp ${hpClass}`}, el("span", {class: "bar", style: `width:${pct}%`}),
      el("span", {class: "hp-text"}, `${left}/${mon.hp} HP`)),
    from.length ? el("div", {class: "from dim"}, "from " + from.join(" ← ")) : null,
    el("div", {class: "energies"}, mon.energy.map((e) => energyChip(e, key))),
    mon.conditions.length ? el("div", {class: "conditions"},
      mon.conditions.map((cond) => el("span", {class: `cond c-${cond}`}, cond))) : null,
    mon.attached.length ? el("div", {class: "attached"}, "with ",
      mon.attached.map((a) => clickable(explained(el("span", {class: "att"}, name(a)), a), `${key}:${a}`))) : null,
    c.attacks ? el("div", {class: "face-lines"}, pokemonFace(c, {brief: true})) : null);
  explained(node, mon.card);
  return clickable(node, key);
}

function handCard(id) {
  const c = cards[id] || {name: id, supertype: ""};
  const what = c.supertype === "Pokémon" ? `${c.stage || ""} · ${c.hp} HP`
    : c.supertype === "Energy" ? `${c.kind} Energy` : (c.kind && c.kind !== c.supertype ? c.kind : c.supertype);
  let node = null;
  node = el("div", {class: `card ${c.supertype === "Pokémon" ? typeClass(c.types) : c.supertype === "Energy" ? typeClass([c.name.split(" ")[0]]) : "t-Trainer"}`,
    dataset: {id}}, el("div", {class: "card-name"}, c.name),
    el("div", {class: "card-kind dim"}, what, infoButton(id, () => node)),
    c.supertype === "Pokémon" && c.evolves_from ? el("div", {class: "card-from dim"}, `from ${c.evolves_from}`) : null);
  return clickable(explained(node, id), id);
}

function pile(title, ids) {
  $("pile-body").replaceChildren(el("h3", {}, title),
    ids.length ? el("div", {class: "pile-cards"}, ids.map(handCard)) : el("p", {class: "dim"}, "empty"));
  $("pile").showModal();
}

function clockText(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function clockLeft(msg, seat) {
  const left = msg.clock.left[seat];
  return msg.clock.running === seat && !live ? left - (performance.now() - clockAt) / 1000 : left;
}

function side(data, which, msg) {
  const who = which === "me" ? msg.me.name : msg.opp.name;
  const player = msg.players[who];
  const label = msg.seat === "watch"
    ? `${who} (${msg.decks[who]}, ${player === "human" ? "a person" : "computer " + player})`
    : which === "me" ? `You (${who}, ${msg.decks[who]})`
    : `${player === "human" ? "Opponent" : "Computer"} (${who}, ${msg.decks[who]}${player === "human" ? "" : ", " + player})`;
  const prizes = el("span", {class: "prizes"}, `prizes ${data.prize_count}`,
    data.prizes.filter((p) => p).map((p) => explained(el("span", {class: "faceup"}, name(p)), p)));
  const here = msg.online && player === "human" && (which === "opp" || msg.seat === "watch")
    ? el("span", {class: "presence " + (msg.online[who] ? "on" : "off")},
      msg.online[who] ? "● at the table" : "○ away") : null;
  const clock = msg.clock ? el("span", {class: "clock" + (msg.clock.running === who ? " running" : ""),
    dataset: {seat: who}, title: "time left on the clock"}, "clock " + clockText(clockLeft(msg, who))) : null;
  const info = el("div", {class: "info"},
    el("strong", {}, label), here, clock,
    el("span", {}, `hand ${data.hand_count}`), el("span", {}, `deck ${data.deck_count}`),
    el("button", {class: "link", onclick: () => pile(`${label}: discard pile`, data.discard)},
      `discard ${data.discard.length}`),
    prizes,
    msg.current === who && msg.turn > 0 && !msg.over ? el("span", {class: "turn-mark"}, "to play") : null);
  const faceDown = msg.turn === 0 && !data.active && (which === "opp" || msg.seat === "watch");
  const active = faceDown ? el("div", {class: "mon empty"}, "face down until both are revealed")
    : pokemon(data.active, which, "active");
  const bench = el("div", {class: "bench"}, data.bench.length
    ? data.bench.map((m, i) => pokemon(m, which, `bench${i + 1}`)) : el("span", {class: "dim"}, "empty"));
  const row = el("div", {class: "active-row"}, el("div", {class: "label dim"}, "Active"), active);
  const benchRow = el("div", {class: "bench-row"}, el("div", {class: "label dim"}, "Bench"), bench);
  return which === "opp" ? [info, benchRow, row] : [row, benchRow, info];
}

function outcome(msg) {
  const who = msg.winner === "draw" ? "The game is a draw" : msg.winner === msg.seat ? "You win"
    : msg.seat === "watch" ? `${msg.winner} wins` : "You lose";
  return `${who}${msg.result ? " (" + msg.result + ")" : ""}`;
}

function render(msg) {
  document.body.dataset.step = msg.step;
  const me = msg.seat === "watch" ? "spectator" : msg.seat;
  $("title").textContent = `${msg.decks.p1} vs ${msg.decks.p2} · ${msg.rules} · `
    + (msg.over ? `game over: ${outcome(msg)}` : msg.turn === 0 ? "set-up" : `turn ${msg.turn}, ${msg.current} to play`)
    + ` · you: ${me}`;
  $("opp").replaceChildren(...side(msg.opp, "opp", msg));
  $("me").replaceChildren(...side(msg.me, "me", msg));
  $("stadium").replaceChildren(msg.stadium
    ? explained(el("span", {class: "stadium-card"}, "Stadium: " + name(msg.stadium)), msg.stadium)
    : el("span", {class: "dim"}, "no Stadium"));
  $("hand").hidden = msg.me.hand === null;
  $("hand").replaceChildren(msg.me.hand === null ? ""
    : el("div", {class: "hand-row"}, el("div", {class: "label dim"}, `Hand (${msg.me.hand.length})`),
      el("div", {class: "cards"}, msg.me.hand.map(handCard))));
  renderQuestion(msg);
  renderTools(msg);
  renderLinks(msg);
  renderReplay(msg);
  $("chatbox").hidden = msg.players.p1 !== "human" || msg.players.p2 !== "human";
  $("say").hidden = msg.seat === "watch" || msg.type === "replay";
}

// What an option will do, from the cards' facts: the attack's cost, damage and text
// (with the Defending Pokémon's Weakness or Resistance), a Power's or a Trainer's text.
function optionDetail(o) {
  const [verb, ...rest] = o.key.split(" ");
  const mine = state && state.me;
  if (verb === "attack" && mine && mine.active) {
    const c = cards[mine.active.card] || {};
    const a = (c.attacks || []).find((x) => x.name === rest.join(" "));
    if (!a) return null;
    const target = state.opp.active ? cards[state.opp.active.card] : null;
    const notes = [];
    if (target && a.damage) {
      if (target.weakness && (c.types || []).includes(target.weakness)) notes.push(`${target.name} is weak to ${target.weakness}: ×2`);
      if (target.resistance && (c.types || []).includes(target.resistance)) notes.push(`${target.name} resists ${target.resistance}: −30`);
    }
    return el("span", {class: "opt-detail"}, costChips(a.cost), " ",
      a.damage ? el("strong", {}, `${a.damage} damage`) : null, a.damage && a.text ? " · " : "", a.text || "",
      notes.length ? el("em", {}, " (" + notes.join("; ") + ")") : null);
  }
  if (verb === "power") {
    const mon = rest[0] === "active" ? mine.active : mine.bench[Number((rest[0] || "").replace("bench", "")) - 1];
    const c = mon ? cards[mon.card] : null;
    const p = c && (c.powers || []).find((x) => x.name === rest.slice(1).join(" "));
    return p ? el("span", {class: "opt-detail"}, p.text) : null;
  }
  if (verb === "play" && cards[rest[0]] && cards[rest[0]].rules) {
    return el("span", {class: "opt-detail"}, cards[rest[0]].rules);
  }
  if (verb === "retreat" && mine && mine.active && cards[mine.active.card]) {
    const n = cards[mine.active.card].retreat;
    return el("span", {class: "opt-detail"}, `Retreat Cost ${n}: discard ${n} Energy`);
  }
  return null;
}

function renderQuestion(msg) {
  const box = $("question");
  if (msg.type === "replay") {
    box.replaceChildren(el("p", {class: "dim"}, "Replay: the board as you saw it."));
    return;
  }
  if (msg.over) {
    box.replaceChildren(el("h2", {class: "result"}, outcome(msg)));
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
  el("span", {class: "num"}, String(i + 1)), " ", o.label, optionDetail(o)));
  box.replaceChildren(el("h2", {}, d.kind === "action" ? "Your move" : d.prompt),
    el("div", {class: "options"}, buttons),
    ...(msg.ai ? [el("button", {id: "hint-button", onclick: () => askHint(msg.step)}, "Hint"),
      el("div", {id: "hint-box", class: "hint-box", "aria-live": "polite"})] : []),
    el("p", {class: "dim hint"}, d.options.length > 9
      ? "Type an option's number (Enter to confirm), or click a card." : "Press an option's number, or click a card."));
}

// The buttons beside the question. More may be added here (each a button in #tools).
function renderTools(msg) {
  const tools = [];
  if (msg.seat !== "watch" && !msg.over && msg.type !== "replay") {
    tools.push(el("button", {id: "concede", class: "quiet", onclick: () => $("confirm-concede").showModal()},
      "Concede"));
  }
  $("tools").replaceChildren(...tools);
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
  if (invite && !msg.over && msg.online && !msg.online[other(msg.seat)]) {
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

// --- coin flips and damage, as they happen (short, skippable, none with reduced motion) -----
const fxQueue = [];
let fxTimer = null;

function effects(before, msg) {
  if (still()) return;
  for (const line of msg.log) {
    const coin = line.match(/^coin(?: \((.*)\))?: (heads|tails)$/);
    if (coin) fxQueue.push({what: coin[1] || "coin flip", face: coin[2]});
  }
  if (fxQueue.length && !fxTimer) nextCoin();
  for (const which of ["me", "opp"]) {
    const mons = (s) => [["active", s.active], ...s.bench.map((m, i) => [`bench${i + 1}`, m])];
    const was = Object.fromEntries(mons(before[which]).filter(([, m]) => m).map(([k, m]) => [k, m]));
    for (const [slot, mon] of mons(msg[which])) {
      const old = was[slot];
      if (!mon || !old || old.stack[0] !== mon.stack[0] || old.damage === mon.damage) continue;
      const node = document.querySelector(`.side.${which} .mon[data-slot="${slotName(which, slot)}"]`);
      if (!node) continue;
      const change = mon.damage - old.damage;
      node.append(el("span", {class: "pop " + (change > 0 ? "hit" : "heal")}, change > 0 ? `−${change}` : `+${-change}`));
      document.body.dataset.fx = Number(document.body.dataset.fx || 0) + 1;
    }
  }
}

function nextCoin() {
  const fx = $("fx");
  const next = fxQueue.shift();
  if (!next) { fx.hidden = true; fxTimer = null; return; }
  document.body.dataset.fx = Number(document.body.dataset.fx || 0) + 1;
  fx.replaceChildren(el("div", {class: `coin land-${next.face}`}, el("span", {}, next.face === "heads" ? "H" : "T")),
    el("div", {class: "coin-what"}, `${next.what}: `, el("strong", {}, next.face)),
    el("div", {class: "dim small"}, "click to skip"));
  fx.hidden = false;
  fxTimer = setTimeout(nextCoin, 900);
}

function skipEffects() {
  fxQueue.length = 0;
  clearTimeout(fxTimer);
  fxTimer = null;
  $("fx").hidden = true;
}

// --- keyboard, clocks, chat, concede, the dock's height ---------------------------------------
document.addEventListener("keydown", (e) => {
  if (e.target.closest("input, textarea, select") || e.ctrlKey || e.metaKey || e.altKey) return;
  const d = state && !live ? state.decision : null;
  if (e.key === "Escape") { highlighted = null; if (state) renderQuestion(state); hideDetail(); skipEffects(); return; }
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
document.addEventListener("click", (e) => { if (!e.target.closest("#detail")) hideDetail(); });
$("fx").addEventListener("click", skipEffects);
$("say").addEventListener("submit", (e) => {
  e.preventDefault();
  const text = $("say-text").value.trim();
  if (text && send({type: "chat", text})) $("say-text").value = "";
});
$("confirm-concede").addEventListener("close", () => {
  if ($("confirm-concede").returnValue === "yes") send({type: "concede"});
});
setInterval(() => {
  if (!state || !state.clock || live) return;
  for (const node of document.querySelectorAll(".clock")) {
    node.textContent = "clock " + clockText(clockLeft(state, node.dataset.seat));
  }
}, 250);
new ResizeObserver(() => {
  document.body.style.setProperty("--dock", `${$("dock").offsetHeight}px`);
}).observe($("dock"));

api("/api/choices").then((c) => { IMAGES = c.images; }).catch(() => {}).finally(connect);
