import assert from "node:assert/strict";
import { test } from "node:test";
import { Window } from "happy-dom";
import { keepEarlyInput, loadScriptsAfterPaint, loadWebFontsFile } from "./prerender.ts";

const page =
  '<html><head><link rel="modulepreload" href="/assets/shell.js"><noscript id="web-fonts"><style>@font-face{font-family:DM Sans;src:url(/assets/fonts/a.woff2)format("woff2")}</style></noscript></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const fontLoader = `/assets/${loadWebFontsFile}`;

/**
 * The page in happy-dom, its inline scripts run, in a browser that reports
 * paints; `paint()` tells the page it has painted. Script files are not fetched.
 */
function openPage(html: string, { keptFonts = false } = {}) {
  const window = new Window({
    url: "https://designatuci.com/",
    settings: {
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
      disableJavaScriptFileLoading: true,
      handleDisabledFileLoadingAsSuccess: true,
    },
  });
  let painted = () => {};
  Object.assign(window, {
    PerformanceObserver: class {
      static supportedEntryTypes: string[] = ["paint"];
      constructor(callback: () => void) {
        painted = callback;
      }
      observe() {}
    },
  });
  // What the head's font script says when an earlier page kept the fonts.
  window.document.write(keptFonts ? html.replace("<html>", '<html data-web-fonts="kept">') : html);
  const sources = (selector: string, attribute: string) =>
    [...window.document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
  return {
    window,
    paint: () => painted(),
    entries: () => sources('script[type="module"]', "src"),
    preloads: () => sources('link[rel="modulepreload"]', "href"),
    scripts: () => sources("script[src]", "src"),
  };
}

test("the entry scripts and module preloads are added once the page has painted, not before", async () => {
  const html = loadScriptsAfterPaint(page, fontLoader);
  const browser = openPage(html);
  assert.deepEqual(browser.entries(), []);
  assert.deepEqual(browser.preloads(), []);
  browser.paint();
  assert.deepEqual(browser.entries(), ["/assets/index.js"]);
  assert.deepEqual(browser.preloads(), ["/assets/shell.js"]);
  // A second paint adds nothing.
  browser.paint();
  assert.equal(browser.entries().length, 1);
  await browser.window.happyDOM.close();
});

test("a paint before the document's end waits for its end: the app never starts on half a page", async () => {
  const html = loadScriptsAfterPaint(page, fontLoader);
  const browser = openPage(html);
  const { document } = browser.window;
  Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
  browser.paint();
  assert.deepEqual(browser.entries(), []);
  Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
  document.dispatchEvent(new browser.window.Event("DOMContentLoaded"));
  assert.deepEqual(browser.entries(), ["/assets/index.js"]);
  await browser.window.happyDOM.close();
});

test("the code that loads the fonts and keeps them for later pages is a file added after the first paint, while nothing is kept", async () => {
  const html = loadScriptsAfterPaint(page, fontLoader);
  assert.match(loadWebFontsFile, /^load-web-fonts-[0-9a-f]{8}\.js$/);
  assert.ok(!html.includes("FileReader"), "not part of the page");
  const first = openPage(html);
  await first.window.happyDOM.waitUntilComplete();
  assert.deepEqual(first.scripts(), [], "nothing before the first paint");
  first.paint();
  assert.deepEqual(first.scripts(), ["/assets/index.js", fontLoader], "the app's scripts first");
  await first.window.happyDOM.close();
  const later = openPage(html, { keptFonts: true });
  later.paint();
  await later.window.happyDOM.waitUntilComplete();
  assert.ok(!later.scripts().includes(fontLoader));
  await later.window.happyDOM.close();
});

test("a page with nothing to run loads none of the app's scripts, but still loads the fonts", async () => {
  const html = loadScriptsAfterPaint(page, fontLoader, { app: false });
  const browser = openPage(html);
  browser.paint();
  await browser.window.happyDOM.waitUntilComplete();
  assert.deepEqual(browser.entries(), []);
  assert.deepEqual(browser.preloads(), []);
  assert.deepEqual(browser.scripts(), [fontLoader]);
  await browser.window.happyDOM.close();
});

test("a page that hydrates keeps what the visitor does before then, from the head, intact", () => {
  const html = loadScriptsAfterPaint(page, fontLoader);
  const head = html.slice(0, html.indexOf("</head>"));
  // Whole: inserted by a replacement function, so no "$" sequence of the script is expanded.
  assert.ok(head.endsWith(`<script>${keepEarlyInput}</script>`));
  const staticPage = loadScriptsAfterPaint(page, fontLoader, { app: false });
  assert.ok(!staticPage.includes(keepEarlyInput));
});

test("an app's speculation rules are added with the scripts after the first paint, on every page", async () => {
  const rules = '{"prefetch":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
  for (const app of [true, false]) {
    const browser = openPage(loadScriptsAfterPaint(page, fontLoader, { app, speculationRules: rules }));
    const added = () =>
      [...browser.window.document.querySelectorAll('script[type="speculationrules"]')].map(
        (script) => script.textContent,
      );
    assert.deepEqual(added(), [], "nothing before the first paint");
    browser.paint();
    assert.deepEqual(added(), [rules]);
    await browser.window.happyDOM.close();
  }
  // An app that gives none gets none.
  assert.ok(!loadScriptsAfterPaint(page, fontLoader).includes("speculationrules"));
});
