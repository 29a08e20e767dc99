import assert from "node:assert/strict";
import { test } from "node:test";
import { keepEarlyInput, keepWebFonts, keepWebFontsFile, loadScriptsAfterPaint } from "./prerender.ts";

const page =
  '<html><head><link rel="modulepreload" href="/assets/shell.js"></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

test("the entry scripts leave the HTML for a loader that adds them after the first paint", () => {
  const html = loadScriptsAfterPaint(page, `/assets/${keepWebFontsFile}`);
  assert.doesNotMatch(html, /<script type="module"/);
  assert.doesNotMatch(html, /<link rel="modulepreload"/);
  assert.match(html, /\["\/assets\/shell\.js"\]\.forEach/);
  assert.match(html, /\["\/assets\/index\.js"\]\.forEach/);
});

test("the code that keeps the fonts for later pages is a file the loader adds, not part of every page", () => {
  const html = loadScriptsAfterPaint(page, `/assets/${keepWebFontsFile}`);
  assert.match(keepWebFontsFile, /^keep-web-fonts-[0-9a-f]{8}\.js$/);
  assert.ok(html.includes(`k.src="/assets/${keepWebFontsFile}"`));
  assert.ok(!html.includes("FileReader"));
  assert.ok(keepWebFonts.includes("FileReader") && keepWebFonts.includes("localStorage.setItem"));
  // A script that the browser can run as it is.
  assert.doesNotThrow(() => new Function(keepWebFonts));
});

test("a page without module preloads gets no code for them", () => {
  const single = page.replace('<link rel="modulepreload" href="/assets/shell.js">', "");
  const html = loadScriptsAfterPaint(single, `/assets/${keepWebFontsFile}`);
  assert.doesNotMatch(html, /modulepreload/);
  assert.match(html, /\["\/assets\/index\.js"\]\.forEach/);
});

test("a page with nothing to run loads none of the app's scripts, but still keeps the fonts for later pages", () => {
  const html = loadScriptsAfterPaint(page, `/assets/${keepWebFontsFile}`, { app: false });
  assert.doesNotMatch(html, /<script type="module"|modulepreload|\/assets\/(index|shell)\.js/);
  assert.ok(html.includes(`k.src="/assets/${keepWebFontsFile}"`));
  const loader = /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1] ?? "";
  assert.doesNotThrow(() => new Function(loader));
});

test("a page that hydrates keeps what the visitor does before then, from the head, intact", () => {
  const html = loadScriptsAfterPaint(page, `/assets/${keepWebFontsFile}`);
  const head = html.slice(0, html.indexOf("</head>"));
  // Whole: the script holds "$'", which a replacement string would have expanded.
  assert.ok(head.endsWith(`<script>${keepEarlyInput}</script>`));
  assert.doesNotThrow(() => new Function(keepEarlyInput));
  const staticPage = loadScriptsAfterPaint(page, `/assets/${keepWebFontsFile}`, { app: false });
  assert.ok(!staticPage.includes(keepEarlyInput));
});
