import assert from "node:assert/strict";
import { test } from "node:test";
import { Window } from "happy-dom";
import { keepEarlyInput } from "../prerender.ts";

/** A prerendered page in happy-dom, running the keeper the page carries in its head. */
function openPage(body: string) {
  const window = new Window({
    url: "https://designatuci.com/join/",
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  const { document } = window;
  document.write(`<html><head><script>${keepEarlyInput}</script></head><body>${body}</body></html>`);
  return { window, document };
}

/** What the app marks once React has committed its root: React owns the page but the parts left to hydrate. */
const hydrateRoot = (document: Window["document"]) => {
  document.documentElement.dataset.hydrated = "true";
};

/** A part of the page that hydrates on its own, as `HydrateSeparately` renders it: last in its parent. */
const part = (html: string) => `<template data-unit=""></template>${html}`;

/** What React's commit of the page's parts marks. */
const hydrateParts = (document: Window["document"]) => {
  for (const mark of document.querySelectorAll("template[data-unit]")) {
    (mark as unknown as HTMLElement).dataset.hydrated = "true";
  }
};

/** Resolves once `done` holds, checking every 20 ms; fails after five seconds. */
async function until(done: () => boolean, what: string) {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 5000) assert.fail(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test("a value typed before hydration comes back when hydration resets the field, through its input event", async () => {
  const { window, document } = openPage('<div id="root"><input id="name" value=""></div>');
  const input = document.getElementById("name") as unknown as HTMLInputElement;
  input.value = "Ada";
  input.dispatchEvent(new window.Event("input", { bubbles: true }) as unknown as Event);
  // React hydrates: it takes the node and sets the field back to its prerendered value.
  const seen: string[] = [];
  document.addEventListener("input", (event) => seen.push((event.target as unknown as HTMLInputElement).value));
  document.documentElement.dataset.hydrating = "";
  input.value = "";
  hydrateRoot(document);
  await until(() => input.value === "Ada", "the typed value to come back");
  assert.deepEqual(seen, ["Ada"], "the app hears the value once, as if typed");
  await window.happyDOM.close();
});

test("a value the app set after hydration, from a newer key, is not overwritten by the early one", async () => {
  const { window, document } = openPage('<div id="root"><input id="digit" value=""></div>');
  const input = document.getElementById("digit") as unknown as HTMLInputElement;
  input.value = "a";
  input.dispatchEvent(new window.Event("input", { bubbles: true }) as unknown as Event);
  const seen: string[] = [];
  document.addEventListener("input", (event) => seen.push((event.target as unknown as HTMLInputElement).value));
  document.documentElement.dataset.hydrating = "";
  hydrateRoot(document);
  // A key after hydration: the app takes the early text with it and sets the field, keeping
  // its default in step with its value, as React does.
  input.value = "A";
  input.defaultValue = "A";
  await new Promise((resolve) => setTimeout(resolve, 1300));
  assert.equal(input.value, "A");
  assert.deepEqual(seen, [], "nothing given back over the newer value");
  await window.happyDOM.close();
});

test("a value typed after hydration began is left to React", async () => {
  const { window, document } = openPage('<div id="root"><input id="name" value=""></div>');
  const input = document.getElementById("name") as unknown as HTMLInputElement;
  document.documentElement.dataset.hydrating = "";
  input.value = "Ada";
  input.dispatchEvent(new window.Event("input", { bubbles: true }) as unknown as Event);
  input.value = "";
  hydrateRoot(document);
  // Long enough for the keeper to have given a noted value back (after 100 ms).
  await new Promise((resolve) => setTimeout(resolve, 400));
  assert.equal(input.value, "");
  await window.happyDOM.close();
});

test("a scripted button clicked before hydration is kept from React, then clicked again once React owns it", async () => {
  const { window, document } = openPage('<div id="root"><button type="button" id="open">Open</button></div>');
  const button = document.getElementById("open") as unknown as HTMLButtonElement;
  const root = document.getElementById("root") as unknown as HTMLElement;
  // React listens at its root.
  let clicks = 0;
  root.addEventListener("click", () => clicks++);
  button.click();
  assert.equal(clicks, 0, "React does not see the early click");
  hydrateRoot(document);
  await until(() => clicks === 1, "the click to be replayed");
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(clicks, 1, "replayed once");
  await window.happyDOM.close();
});

test("clicks outside the app, and on what React already owns, reach the page at once", async () => {
  const { window, document } = openPage(
    '<div id="root"><button type="button" id="owned">Menu</button></div><button type="button" id="outside">Outside</button>',
  );
  hydrateRoot(document);
  const owned = document.getElementById("owned") as unknown as HTMLButtonElement;
  const outside = document.getElementById("outside") as unknown as HTMLButtonElement;
  let clicks = 0;
  document.addEventListener("click", () => clicks++);
  owned.click();
  outside.click();
  assert.equal(clicks, 2);
  await window.happyDOM.close();
});

test("a click in a part still left to hydrate is kept from React until React commits that part", async () => {
  const { window, document } = openPage(
    `<div id="root"><nav><button type="button" id="menu">Menu</button></nav>${part('<button type="button" id="later">Later</button>')}</div>`,
  );
  const root = document.getElementById("root") as unknown as HTMLElement;
  const heard: string[] = [];
  root.addEventListener("click", (event) => heard.push((event.target as unknown as HTMLElement).id));
  hydrateRoot(document);
  (document.getElementById("later") as unknown as HTMLButtonElement).click();
  (document.getElementById("menu") as unknown as HTMLButtonElement).click();
  assert.deepEqual(heard, ["menu"], "the part waits; the rest of the page answers at once");
  hydrateParts(document);
  await until(() => heard.length === 2, "the click in the part to be replayed");
  assert.deepEqual(heard, ["menu", "later"]);
  await window.happyDOM.close();
});

/**
 * A page whose root holds two scripted buttons, `#first` and `#second` (in `body`), the ids of the
 * clicks React hears at its root, in order, and React taking both buttons over.
 */
function twoButtons(body: string) {
  const { window, document } = openPage(body);
  const [first, second] = ["first", "second"].map(
    (id) => document.getElementById(id) as unknown as HTMLButtonElement,
  ) as [HTMLButtonElement, HTMLButtonElement];
  const heard: string[] = [];
  const root = document.getElementById("root") as unknown as HTMLElement;
  root.addEventListener("click", (event) => heard.push((event.target as unknown as HTMLElement).id));
  const hydrate = () => hydrateRoot(document);
  return { window, first, second, heard, hydrate };
}

test("a button React owns, clicked while an earlier click of its group waits for its replay, is clicked after it", async () => {
  // Two day tabs: the day last clicked is the one shown.
  const { window, first, second, heard, hydrate } = twoButtons(
    '<div id="root"><button type="button" id="first">Friday</button><button type="button" id="second">Sunday</button></div>',
  );
  first.click();
  // React takes the tabs over; the visitor taps Sunday before Friday's click is replayed.
  hydrate();
  second.click();
  assert.deepEqual(heard, [], "Sunday waits behind Friday");
  await until(() => heard.length === 2, "both clicks to be replayed");
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.deepEqual(heard, ["first", "second"], "in order, once each: Sunday stands");
  await window.happyDOM.close();
});

test("a button React owns goes through at once while an early click waits elsewhere on the page", async () => {
  // A day tab, and a question in another part of the page.
  const { window, first, second, heard, hydrate } = twoButtons(
    '<div id="root"><div><button type="button" id="first">Friday</button></div><div><button type="button" id="second">Cost</button></div></div>',
  );
  first.click();
  hydrate();
  second.click();
  assert.deepEqual(heard, ["second"], "the question opens at once");
  await until(() => heard.length === 2, "the early click to be replayed");
  assert.deepEqual(heard, ["second", "first"]);
  await window.happyDOM.close();
});

test("a value typed after an early click is given back after that click is replayed, whichever React takes first", async () => {
  // The colour game: "New color" empties the boxes, then the visitor types a guess.
  const { window, document } = openPage(
    `<div id="root"><div>${part('<button type="button" id="new">New color</button>')}</div><input id="digit" value=""></div>`,
  );
  const button = document.getElementById("new") as unknown as HTMLButtonElement;
  const input = document.getElementById("digit") as unknown as HTMLInputElement;
  const heard: string[] = [];
  const root = document.getElementById("root") as unknown as HTMLElement;
  root.addEventListener("click", () => {
    heard.push("new color");
    input.value = "";
  });
  root.addEventListener("input", () => heard.push(`typed ${input.value}`));
  button.click();
  input.value = "A";
  input.dispatchEvent(new window.Event("input", { bubbles: true }) as unknown as Event);
  heard.length = 0;
  // React takes the box first and sets it back to its prerendered value; the button a moment later.
  document.documentElement.dataset.hydrating = "";
  input.value = "";
  hydrateRoot(document);
  await new Promise((resolve) => setTimeout(resolve, 200));
  hydrateParts(document);
  await until(() => heard.length === 2, "the click and the value to be replayed");
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.deepEqual(heard, ["new color", "typed A"], "in the order the visitor made them");
  assert.equal(input.value, "A");
  await window.happyDOM.close();
});
