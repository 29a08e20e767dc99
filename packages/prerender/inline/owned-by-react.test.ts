import assert from "node:assert/strict";
import { test } from "node:test";
import { Window } from "happy-dom";
import { ownedByReact } from "./owned-by-react.ts";

/** A prerendered page in happy-dom, its globals where `ownedByReact` reads them. */
function openPage(body: string) {
  const window = new Window({ url: "https://designatuci.com/events/all/" });
  window.document.body.innerHTML = body;
  Object.assign(globalThis, { document: window.document });
  const owned = (id: string) => ownedByReact(window.document.getElementById(id) as unknown as Element);
  /** Marks the page (no id) or a part's mark hydrated. */
  const hydrate = (id?: string) => {
    const element = id ? window.document.getElementById(id) : window.document.documentElement;
    (element as unknown as HTMLElement).dataset.hydrated = "true";
  };
  return { window, owned, hydrate };
}

test("nothing is React's before its root commits", async () => {
  const { window, owned } = openPage('<div id="root"><button id="menu">Menu</button></div>');
  assert.equal(owned("menu"), false);
  await window.happyDOM.close();
});

test("once the root commits, all is React's but the parts still to hydrate, each from its mark to the next", async () => {
  // The archive: the first cards hydrate with the page, the rest in slices that hydrate on their own.
  const { window, owned, hydrate } = openPage(
    '<div id="root"><ul><li id="first">1</li>' +
      '<template data-unit="" id="second-mark"></template><li><button id="second">2</button></li>' +
      '<template data-unit="" id="third-mark"></template><li id="third">3</li></ul><p id="after">After</p></div>',
  );
  hydrate();
  assert.deepEqual(
    ["first", "second", "third", "after"].map(owned),
    [true, false, false, true],
    "the slices wait, what follows their list does not",
  );
  hydrate("third-mark");
  assert.deepEqual(["second", "third"].map(owned), [false, true], "a slice hydrated before an earlier one");
  hydrate("second-mark");
  assert.equal(owned("second"), true);
  await window.happyDOM.close();
});

test("a part inside a hydrated part waits for its own mark", async () => {
  const { window, owned, hydrate } = openPage(
    '<div id="root"><template data-unit="" id="outer"></template><section>' +
      '<template data-unit="" id="inner"></template><button id="deep">Open</button></section></div>',
  );
  hydrate();
  hydrate("outer");
  assert.equal(owned("deep"), false);
  hydrate("inner");
  assert.equal(owned("deep"), true);
  await window.happyDOM.close();
});
