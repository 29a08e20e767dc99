import assert from "node:assert/strict";
import { test } from "node:test";
import createCache from "@emotion/cache";
import { CacheProvider, Global } from "@emotion/react";
import styled from "@emotion/styled";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { fillTemplate, hoistStyles } from "./prerender.ts";

const template =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>t</title><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

// Styled as the apps style: object styles at module level, the apps' cache (no vendor prefixes).
const Title = styled.h1({ fontSize: 32, color: "#000024" });
const Card = styled.article({ padding: 16, borderRadius: 8 });
const Note = styled.p({ color: "#FC593D" });

/** A page as the installed Emotion and react-dom/server render it, in the app's template. */
function renderPage() {
  const cache = createCache({ key: "css", stylisPlugins: [] });
  const html = renderToString(
    h(
      CacheProvider,
      { value: cache },
      h(Global, { styles: { body: { margin: 0 } } }),
      h(Title, null, "Events"),
      h(Card, null, h(Note, null, "Tonight")),
      h(Card, null, h(Note, null, "Next week")),
    ),
  );
  return fillTemplate(template, html);
}

const styleTags = (html: string) => [...html.matchAll(/<style[^>]*>[^<]*<\/style>/g)].map((match) => match[0]);

test("Emotion's server output has its styles in the body, beside the elements, as the hoisting expects", () => {
  const page = renderPage();
  const body = page.slice(page.indexOf("<body>"));
  assert.equal(styleTags(page.slice(0, page.indexOf("</head>"))).length, 0);
  assert.ok(styleTags(body).some((tag) => tag.startsWith('<style data-emotion="css-global ')));
  assert.ok(styleTags(body).some((tag) => /^<style data-emotion="css [\w-]+">/.test(tag)));
});

test("Emotion's styles move to the head: globals first, then every component rule in one tag, in order", () => {
  const page = renderPage();
  const hoisted = hoistStyles(page);
  const [head = "", body = ""] = hoisted.split("</head>");
  assert.deepEqual(styleTags(body), [], "no style is left in the body");
  const [global, components, ...others] = styleTags(head);
  assert.deepEqual(others, []);
  assert.match(global ?? "", /^<style data-emotion="css-global [\w-]+" data-s="">body\{margin:0;?\}<\/style>$/);
  assert.match(components ?? "", /^<style data-emotion="css" data-s="">\.css-/);
  // Every class the body uses has its rule in the one tag, where the names are read back from the selectors.
  const used = [...new Set([...body.matchAll(/class="css-([\w-]+)"/g)].map((match) => match[1]))];
  const named = [...new Set([...(components ?? "").matchAll(/\.css-([a-z0-9]+)\{/g)].map((match) => match[1]))];
  assert.deepEqual(named, used);
  assert.equal(named.length, 3);
  // Nothing else of the page changed.
  assert.equal(hoisted.replace(/<style[^>]*>[^<]*<\/style>/g, ""), page.replace(/<style[^>]*>[^<]*<\/style>/g, ""));
});

test("a page without Emotion's styles is left as it is", () => {
  const page = fillTemplate(template, renderToString(h("p", null, "plain")));
  assert.equal(hoistStyles(page), page);
});
