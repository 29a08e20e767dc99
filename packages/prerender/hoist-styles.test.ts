import assert from "node:assert/strict";
import { test } from "node:test";
import createCache from "@emotion/cache";
import { CacheProvider, Global } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
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

/**
 * A page as the apps render it (`renderToHtml` in @duci/ui), with the installed
 * Emotion's documented server rendering, in the app's template.
 */
function renderPage() {
  const cache = createCache({ key: "c", stylisPlugins: [] });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
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
  return fillTemplate(template, html + constructStyleTagsFromChunks(extractCriticalToChunks(html)));
}

const styleTags = (html: string) => [...html.matchAll(/<style[^>]*>[^<]*<\/style>/g)].map((match) => match[0]);

const usedClasses = (html: string) => [...new Set([...html.matchAll(/class="c-([\w-]+)"/g)].map((match) => match[1]))];

test("Emotion's server rendering gives the global styles, then one tag naming every component rule the page uses", () => {
  const page = renderPage();
  const [global, components, ...others] = styleTags(page.slice(page.indexOf("<body>")));
  assert.deepEqual(others, []);
  assert.match(global ?? "", /^<style data-emotion="c-global [\w-]+">body\{margin:0;?\}<\/style>$/);
  // The names the browser's cache takes as written: exactly the classes the page uses.
  const names = /^<style data-emotion="c ([\w ]+)">\.c-/.exec(components ?? "")?.[1]?.split(" ");
  assert.deepEqual(names, usedClasses(page));
  assert.equal(names?.length, 3);
});

test("Emotion's styles move to the end of the head as they are, in order, and nothing else changes", () => {
  const page = renderPage();
  const hoisted = hoistStyles(page);
  const [head = "", body = ""] = hoisted.split("</head>");
  assert.deepEqual(styleTags(body), [], "no style is left in the body");
  assert.deepEqual(styleTags(head), styleTags(page));
  assert.ok(head.endsWith(styleTags(page).join("")));
  assert.equal(hoisted.replace(/<style[^>]*>[^<]*<\/style>/g, ""), page.replace(/<style[^>]*>[^<]*<\/style>/g, ""));
});

test("a page without Emotion's styles is left as it is", () => {
  const page = fillTemplate(template, renderToString(h("p", null, "plain")));
  assert.equal(hoistStyles(page), page);
});
