import assert from "node:assert/strict";
import { test } from "node:test";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import styled from "@emotion/styled";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { fillTemplate, hoistStyles, splitLaterStyles, topLevelRules } from "./prerender.ts";

const template =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>t</title><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

// A page as an edition is made: a first screen, then sections below it, one with a native toggle.
const Hero = styled.header({ minHeight: "100vh", background: "#0B0A33" });
const Card = styled.article({ padding: 16, "@media (min-width: 600px)": { padding: 24 } });
const Faq = styled.section({ display: "grid", gap: 8 });

function renderPage() {
  const cache = createCache({ key: "css", stylisPlugins: [] });
  const card = (text: string) => h(Card, { key: text }, text);
  const html = renderToString(
    h(
      CacheProvider,
      { value: cache },
      h(Hero, null, card("Above the fold")),
      h("section", { id: "below" }, card("Below, as above")),
      h(Faq, { id: "faq" }, "Who can join?"),
    ),
  );
  return hoistStyles(fillTemplate(template, html));
}

const inlineRules = (html: string) =>
  topLevelRules(/<style data-emotion="css" data-s="">([^<]*)<\/style>/.exec(html)?.[1] ?? "");
const classOf = (html: string, tag: string) =>
  new RegExp(`<${tag}[^>]* class="(css-[a-z0-9]+)"`).exec(html)?.[1] ?? "?";

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
