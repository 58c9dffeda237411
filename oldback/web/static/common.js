"use strict";
// Shared by the lobby and the table: the tokens this browser holds, and small helpers.
const TOKENS = "oldback.tokens";

function myTokens() {
  try { return JSON.parse(localStorage.getItem(TOKENS) || "[]"); } catch (e) { return []; }
}

function keepToken(token) {
  const tokens = myTokens().filter((t) => t !== token);
  tokens.unshift(token);
  localStorage.setItem(TOKENS, JSON.stringify(tokens.slice(0, 200)));
}

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(node.dataset, v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

async function api(path, data) {
  const init = data === undefined ? {} : {
    method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(data)};
  const response = await fetch(path, init);
  const body = await response.json().catch(() => ({error: `the server answered ${response.status}`}));
  if (!response.ok) {
    const e = new Error(body.error || `the server answered ${response.status}`);
    e.problems = body.problems || [];
    throw e;
  }
  return body;
}
