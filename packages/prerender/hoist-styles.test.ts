import assert from "node:assert/strict";
import { test } from "node:test";
import { hoistStyles } from "./prerender.ts";

const page = (body: string) => `<html><head><title>t</title></head><body>${body}</body></html>`;

test("Emotion's styles move to the head: globals first, then every component rule in one tag, in order", () => {
  const html = page(
    '<div id="root"><style data-emotion="css-global abc">body{margin:0}</style>' +
      '<style data-emotion="css x1">.css-x1{color:red}</style><p class="css-x1">a</p>' +
      '<style data-emotion="css y2 z3">.css-y2{color:blue}.css-z3{color:green}</style><p class="css-y2 css-z3">b</p></div>',
  );
  assert.equal(
    hoistStyles(html),
    '<html><head><title>t</title><style data-emotion="css-global abc" data-s="">body{margin:0}</style>' +
      '<style data-emotion="css x1 y2 z3" data-s="">.css-x1{color:red}.css-y2{color:blue}.css-z3{color:green}</style>' +
      '</head><body><div id="root"><p class="css-x1">a</p><p class="css-y2 css-z3">b</p></div></body></html>',
  );
});

test("a page without Emotion's styles is left as it is", () => {
  const html = page("<p>plain</p>");
  assert.equal(hoistStyles(html), html);
});
