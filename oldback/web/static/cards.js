"use strict";
// Card faces, shared by the table and the deck builder: a card as it reads (attacks with
// their costs and damage, Weakness, Resistance, Retreat, Powers, what it evolves from),
// drawn from the facts the server sends (rooms.card_info).
const LETTER = {Grass: "G", Fire: "R", Water: "W", Lightning: "L", Psychic: "P", Fighting: "F",
  Darkness: "D", Metal: "M", Colorless: "C"};
let IMAGES = null;  // the card pictures' address template (oldback serve --images), or null

function typeClass(types) { return "t-" + ((types && types[0]) || "Colorless"); }

function costChips(cost) {
  if (!cost.length) return el("span", {class: "cost dim"}, "—");
  return el("span", {class: "cost", title: cost.join(", ")},
    cost.map((t) => el("span", {class: `pip ${typeClass([t])}`}, LETTER[t] || t[0])));
}

function imageUrl(id, c) {
  if (!IMAGES) return null;
  const [set, number] = id.split(/-(?=[^-]+$)/);
  return IMAGES.replaceAll("{id}", id).replaceAll("{set}", c.set || set)
    .replaceAll("{number}", String(c.number || number));
}

// The lines under a Pokémon's name: attacks, Powers, and Weakness/Resistance/Retreat.
function pokemonFace(c, opts) {
  const brief = opts && opts.brief;
  const powers = (c.powers || []).map((p) => el("div", {class: "power"},
    el("span", {class: "power-kind"}, p.kind === "Pokémon Power" ? "Power" : p.kind), " ",
    el("strong", {}, p.name), brief ? null : el("div", {class: "rule"}, p.text)));
  const attacks = (c.attacks || []).map((a) => el("div", {class: "attack"},
    el("div", {class: "attack-head"}, costChips(a.cost), el("strong", {class: "attack-name"}, a.name),
      el("span", {class: "attack-damage"}, a.damage || "")),
    brief || !a.text ? null : el("div", {class: "rule"}, a.text)));
  const stats = el("div", {class: "wrr"},
    el("span", {title: "Weakness"}, "W ", c.weakness ? el("span", {class: `pip ${typeClass([c.weakness])}`}, LETTER[c.weakness]) : "—"),
    el("span", {title: "Resistance"}, "R ", c.resistance ? el("span", {class: `pip ${typeClass([c.resistance])}`}, LETTER[c.resistance]) : "—"),
    el("span", {title: "Retreat Cost"}, "Retreat ", c.retreat ? costChips(Array(c.retreat).fill("Colorless")) : "0"));
  return [el("div", {class: "powers"}, powers), el("div", {class: "attacks"}, attacks), stats];
}

// A card in full, for the details box: picture (with --images), name, kind, text.
function cardFace(id, c) {
  const url = imageUrl(id, c);
  const kind = c.supertype === "Pokémon" ? [c.stage, c.hp ? `${c.hp} HP` : null, (c.types || []).join("/")].filter(Boolean).join(" · ")
    : c.kind && c.kind !== c.supertype ? `${c.supertype} · ${c.kind}` : c.supertype;
  return el("div", {class: `face ${c.supertype === "Pokémon" ? typeClass(c.types) : c.supertype === "Energy" ? typeClass([c.name.split(" ")[0]]) : "t-Trainer"}`},
    url ? el("img", {class: "picture", src: url, alt: c.name, loading: "lazy"}) : null,
    el("div", {class: "face-head"}, el("strong", {}, c.name), el("span", {class: "dim"}, kind)),
    c.evolves_from ? el("div", {class: "dim"}, `evolves from ${c.evolves_from}`) : null,
    c.supertype === "Pokémon" ? pokemonFace(c) : null,
    c.rules ? el("div", {class: "rule"}, c.rules) : null,
    el("div", {class: "dim small"}, (c.text || [])[1] || id));
}
