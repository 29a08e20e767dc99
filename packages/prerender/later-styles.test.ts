import assert from "node:assert/strict";
import { test } from "node:test";
import createCache from "@emotion/cache";
import { CacheProvider, Global } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { fillTemplate, hoistStyles, joinHeadScripts, splitLaterStyles, topLevelRules } from "./prerender.ts";

const template =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>t</title><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

// A page as an edition is made: a first screen, then sections below it, one with a native toggle.
const Hero = styled.header({ minHeight: "100vh", background: "#0B0A33" });
const Card = styled.article({ padding: 16, "@media (min-width: 600px)": { padding: 24 } });
const Faq = styled.section({ display: "grid", gap: 8 });

/** A page as the apps render it (`renderToHtml` in @duci/ui: Emotion's documented server rendering), in <head>. */
function prerender(...children: ReactNode[]) {
  const cache = createCache({ key: "c", stylisPlugins: [] });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(h(CacheProvider, { value: cache }, ...children));
  return hoistStyles(fillTemplate(template, html + constructStyleTagsFromChunks(extractCriticalToChunks(html))));
}

function renderPage() {
  const card = (text: string) => h(Card, { key: text }, text);
  return prerender(
    h(Hero, null, card("Above the fold")),
    h("section", { id: "below" }, card("Below, as above")),
    h(Faq, { id: "faq" }, "Who can join?"),
  );
}

const inlineTag = (html: string) => /<style data-emotion="c ([^"]*)">([^<]*)<\/style>/.exec(html);
const inlineRules = (html: string) => topLevelRules(inlineTag(html)?.[2] ?? "");
/** The rules the inline tag names, those the browser's style cache takes as written. */
const inlineNames = (html: string) => inlineTag(html)?.[1]?.split(" ") ?? [];
const classOf = (html: string, tag: string) => new RegExp(`<${tag}[^>]* class="(c-[a-z0-9]+)"`).exec(html)?.[1] ?? "?";

test("a style sheet's top-level rules: an @media block is one rule", () => {
  assert.deepEqual(topLevelRules(".a{x:1}@media (min-width:600px){.a{x:2}.b{y:1}}.b{y:2}"), [
    ".a{x:1}",
    "@media (min-width:600px){.a{x:2}.b{y:1}}",
    ".b{y:2}",
  ]);
});

test("the rules of what first appears from the marked element on move to the later sheet, in order", () => {
  const page = renderPage();
  const { html, css = "" } = splitLaterStyles(page, "below", (sheet) => `/assets/later-${sheet.length}.css`);
  const kept = inlineRules(html);
  const moved = topLevelRules(css);
  // The card is used above the fold too: its rules, its @media rule included, stay.
  const card = classOf(page, "article");
  assert.ok(kept.some((rule) => rule.startsWith(`.${card}{`)));
  assert.ok(kept.some((rule) => rule.startsWith("@media") && rule.includes(card)));
  // The FAQ section is first used below: it moves.
  assert.deepEqual(moved, [`.${classOf(page, "section")}{display:grid;gap:8px;}`, ...moved.slice(1)]);
  // Nothing is lost or written twice.
  const hiding = kept.shift() ?? "";
  assert.match(hiding, /^html\[data-later-styles-pending\] #below,/);
  assert.deepEqual([...kept, ...moved].sort(), inlineRules(page).sort());
  // The inline tag names only the rules it still holds: should the sheet fail, Emotion writes the FAQ's rule itself.
  assert.deepEqual(
    inlineNames(page).sort(),
    [card, classOf(page, "header"), classOf(page, "section")].map((name) => name.slice(2)).sort(),
  );
  assert.deepEqual(inlineNames(html).sort(), [card, classOf(page, "header")].map((name) => name.slice(2)).sort());
  // The page asks for the sheet from <head>, and reads it without scripts too.
  const head = html.slice(0, html.indexOf("</head>"));
  const href = `/assets/later-${css.length}.css`;
  assert.ok(head.includes(`<noscript><link rel="stylesheet" href="${href}"></noscript>`));
  assert.match(head, new RegExp(`<script>\\(function[^<]*\\)\\("${href.replace(/\./g, "\\.")}"\\)</script>`));
  // Nothing else of the page changed.
  const strip = (text: string) =>
    text.replace(/<style[^>]*>[^<]*<\/style>|<script>.*?<\/script>|<noscript>.*?<\/noscript>/g, "");
  assert.equal(strip(html), strip(page));
});

test("until the sheet comes, the page hides the marked element and everything after it", () => {
  const { html } = splitLaterStyles(renderPage(), "below", () => "/later.css");
  const pending = "html[data-later-styles-pending]";
  assert.ok(
    inlineRules(html).includes(`${pending} #below,${pending} #below~*,${pending} :has(#below)~*{display:none}`),
  );
});

test("a page without the marked element, or with nothing below it, is left as it is", () => {
  const page = renderPage();
  assert.deepEqual(
    splitLaterStyles(page, "nowhere", () => "/later.css"),
    { html: page },
  );
  const plain = fillTemplate(template, renderToString(h("p", { id: "below" }, "plain")));
  assert.deepEqual(
    splitLaterStyles(plain, "below", () => "/later.css"),
    { html: plain },
  );
});

// A theme's rules, as an edition's theme writes them: on the blocks' hooks, some used above the fold.
const themeRules = {
  ":root": { "--muted": "#4D4D5E" },
  a: { color: "var(--link)" },
  "section[data-tone='tint']": { background: "#0B0A33" },
  "[data-ed='card']": { borderRadius: 24 },
  "main [data-ed='print']": { padding: 20 },
  "#faq h2 + p": { marginTop: 8 },
  "@media (min-width: 600px)": { "#faq h2": { fontSize: 40 }, "[data-ed='print'] > span": { width: 120 } },
  "@media (min-width: 900px)": { "#faq h2": { fontSize: 48 }, "[data-ed='card']": { padding: 32 } },
  "div:has(#faq)": { color: "red" },
};

function renderThemedPage() {
  return prerender(
    h(Global, { styles: themeRules }),
    h("main", null, [
      h(Hero, { key: "hero" }, h("a", { href: "/" }, "Home"), h("div", { "data-ed": "card" }, "A card above")),
      h(
        "section",
        { key: "below", id: "below", "data-tone": "tint" },
        h("div", { "data-ed": "print" }, h("span", null, "A print")),
      ),
      h(Faq, { key: "faq", id: "faq" }, h("h2", null, "FAQ"), h("p", null, "Who can join?")),
    ]),
  );
}

const globalRules = (html: string) =>
  topLevelRules(/<style data-emotion="c-global [^"]*"[^>]*>([^<]*)<\/style>/.exec(html)?.[1] ?? "");

test("a theme's global rules that can style nothing above the marked element move too, first in the sheet", () => {
  const page = renderThemedPage();
  const { html, css = "" } = splitLaterStyles(page, "below", () => "/later.css");
  const moved = topLevelRules(css);
  // What can match above the fold stays: the root, links, cards (one is above), a rule whose
  // element is named only inside :has(), and a block with one such rule in it.
  assert.deepEqual(globalRules(html), [
    ":root{--muted:#4D4D5E;}",
    "a{color:var(--link);}",
    "[data-ed='card']{border-radius:24px;}",
    "@media (min-width: 900px){#faq h2{font-size:48px;}[data-ed='card']{padding:32px;}}",
    "div:has(#faq){color:red;}",
  ]);
  // What can match only from the marked element on moves, before the component rules.
  assert.deepEqual(moved.slice(0, 4), [
    "section[data-tone='tint']{background:#0B0A33;}",
    "main [data-ed='print']{padding:20px;}",
    "#faq h2+p{margin-top:8px;}",
    "@media (min-width: 600px){#faq h2{font-size:40px;}[data-ed='print']>span{width:120px;}}",
  ]);
  assert.match(moved[4] ?? "", /^\.c-/);
  assert.deepEqual([...globalRules(html), ...moved.slice(0, 4)].sort(), globalRules(page).sort());
});

test("a global tag whose rules all move leaves the page", () => {
  const page = prerender(
    h(Global, { styles: { "#faq p": { margin: 0 } } }),
    h(Hero, null, "Above"),
    h(Faq, { id: "faq" }, h("p", null, "Who can join?")),
  );
  const split = splitLaterStyles(page, "faq", () => "/later.css");
  assert.ok(!split.html.includes("c-global"));
  assert.ok(split.css?.startsWith("#faq p{margin:0;}"));
});

test("what applies only once the app has hydrated, an animation and its keyframes, waits for the later sheet", () => {
  const Spinning = styled.div({
    width: 200,
    "html[data-hydrated='true'] &": { animation: "spin 90s linear infinite" },
    "@keyframes spin": { to: { rotate: "360deg" } },
    "@media (prefers-reduced-motion: reduce)": { "html[data-hydrated='true'] &": { animation: "none" } },
  });
  const Pulsing = styled.p({ animation: "pulse 1s", "@keyframes pulse": { to: { opacity: 0.5 } } });
  const page = prerender(h(Hero, null, h(Spinning, null), h(Pulsing, null, "Live")), h(Faq, { id: "faq" }, "Who?"));
  const { html, css = "" } = splitLaterStyles(page, "faq", () => "/later.css");
  const kept = inlineRules(html);
  const spinning = classOf(page, "div");
  assert.ok(kept.includes(`.${spinning}{width:200px;}`), "its own look stays");
  assert.ok(!kept.some((rule) => rule.includes("data-hydrated") || rule.includes("spin")));
  assert.ok(css.includes(`html[data-hydrated='true'] .${spinning}{animation:spin 90s linear infinite;}`));
  assert.ok(css.includes("@keyframes spin{"));
  assert.ok(
    css.includes(`@media (prefers-reduced-motion: reduce){html[data-hydrated='true'] .${spinning}{animation:none;}}`),
  );
  // Keyframes a rule in the page still uses stay with it.
  assert.ok(kept.includes("@keyframes pulse{to{opacity:0.5;}}"));
  assert.ok(inlineNames(html).includes(spinning.slice(2)), "the page's tag still names the class it holds rules of");
});

test("the head's inline scripts from the web fonts' <noscript> on become one, after the styles", () => {
  const page = [
    '<html><head><style id="frame-guard">html{display:none}</style><script>guard()</script>',
    '<noscript id="web-fonts"><style>@font-face{}</style></noscript><script>fonts(1<2)</script><script>keep()</script>',
    '<style data-emotion="c a">.c-a{color:red}</style><script>later("/l.css")</script><noscript><link rel="stylesheet" href="/l.css"></noscript>',
    "</head><body><script>loader()</script></body></html>",
  ].join("");
  assert.equal(
    joinHeadScripts(page),
    [
      '<html><head><style id="frame-guard">html{display:none}</style><script>guard()</script>',
      '<noscript id="web-fonts"><style>@font-face{}</style></noscript>',
      '<style data-emotion="c a">.c-a{color:red}</style><script>fonts(1<2);keep();later("/l.css")</script><noscript><link rel="stylesheet" href="/l.css"></noscript>',
      "</head><body><script>loader()</script></body></html>",
    ].join(""),
  );
  // Without the fonts' <noscript>, or with one script after it, the page is left as it is.
  const plain = "<html><head><script>a()</script><script>b()</script></head><body></body></html>";
  assert.equal(joinHeadScripts(plain), plain);
  const one = '<html><head><noscript id="web-fonts"></noscript><script>a()</script></head></html>';
  assert.equal(joinHeadScripts(one), one);
});
