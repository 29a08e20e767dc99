import assert from "node:assert/strict";
import { test } from "node:test";
import { FRAME_GUARD_ID, hideWhenFramed, showUnlessFramed, showUnlessFramedElsewhere } from "./frame-guard.ts";

const page =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Join</title><style>body{margin:0}</style></head>' +
  '<body><div id="root"><form><input name="EMAIL"></form></div></body></html>';

const ours = "https://designatuci.com";

/**
 * Runs a guard's script in a document that holds the guard's style, at the top of its window or
 * framed by a page of `framedBy`; whether the style is left. Reading another origin's address throws.
 */
function runGuard(script: string, { framedBy }: { framedBy: string | null }): boolean {
  const style = { id: FRAME_GUARD_ID, removed: false, parentNode: {} };
  style.parentNode = { removeChild: (child: { removed: boolean }) => Object.assign(child, { removed: true }) };
  const document = { getElementById: (id: string) => (id === FRAME_GUARD_ID ? style : null) };
  const location = { origin: ours };
  const self = { location };
  const top = !framedBy
    ? self
    : {
        get location() {
          if (framedBy !== ours) throw new Error("SecurityError: Blocked a frame from accessing a cross-origin frame");
          return { origin: ours };
        },
      };
  new Function("document", "self", "top", "location", script)(document, self, top, location);
  return !style.removed;
}

test("the page is hidden by a style first in <head>, right after the charset, before anything else is read", () => {
  const html = hideWhenFramed(page);
  const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
  assert.ok(
    head.startsWith(`<head><meta charset="UTF-8" /><style id="${FRAME_GUARD_ID}">html{display:none!important}`),
  );
  // Inline and tiny: nothing to fetch before the first paint.
  const guard = html.slice(html.indexOf(`<style id="${FRAME_GUARD_ID}"`), html.indexOf("<title>"));
  assert.doesNotMatch(guard, /\bsrc=|<link/);
  assert.ok(guard.length < 300, `the guard takes ${guard.length} characters`);
  // The rest of the page is untouched.
  assert.equal(html.replace(guard, ""), page);
});

test("without JavaScript the page shows again: a <noscript> style after the hiding one overrides it", () => {
  const html = hideWhenFramed(page);
  const hide = html.indexOf(`<style id="${FRAME_GUARD_ID}">`);
  const show = html.indexOf("<noscript><style>html{display:block!important}</style></noscript>");
  assert.ok(hide >= 0 && show > hide);
});

test("the script shows the page at the top of its window and leaves it hidden in a frame", () => {
  assert.ok(hideWhenFramed(page).includes(`<script>${showUnlessFramed}</script>`));
  assert.equal(runGuard(showUnlessFramed, { framedBy: null }), false);
  assert.equal(runGuard(showUnlessFramed, { framedBy: "https://prize.example" }), true);
  assert.equal(runGuard(showUnlessFramed, { framedBy: ours }), true);
});

test("Storybook's variant also shows its preview inside its own manager, never inside another site", () => {
  assert.equal(runGuard(showUnlessFramedElsewhere, { framedBy: null }), false);
  assert.equal(runGuard(showUnlessFramedElsewhere, { framedBy: ours }), false);
  assert.equal(runGuard(showUnlessFramedElsewhere, { framedBy: "https://prize.example" }), true);
});

test("a page without a charset gets the guard first in <head>; one without <head> is refused", () => {
  const bare = page.replace('<meta charset="UTF-8" />', "");
  assert.ok(hideWhenFramed(bare).includes(`<head><style id="${FRAME_GUARD_ID}">`));
  assert.throws(() => hideWhenFramed("<p>no head</p>"), /needs a <head>/);
});
