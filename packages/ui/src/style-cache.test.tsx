import styled from "@emotion/styled";
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderToHtml } from "./render-to-html.tsx";
import { createStyleCache, StyleCacheProvider } from "./style-cache.tsx";

const Row = styled.div({ display: "flex", alignItems: "center", transform: "rotate(2deg)", transition: "opacity 1s" });

/** The styles added to the page since `before` (the test files share one document). */
function stylesAddedSince(before: Set<Element>) {
  return Array.from(document.querySelectorAll("style"))
    .filter((style) => !before.has(style))
    .map((style) => style.textContent)
    .join("");
}

describe("StyleCacheProvider", () => {
  it("writes the standard properties without vendor-prefixed copies", () => {
    const before = new Set(document.querySelectorAll("style"));
    render(
      <StyleCacheProvider>
        <Row>row</Row>
      </StyleCacheProvider>,
    );
    const css = stylesAddedSince(before);
    expect(css).toContain("display:flex;align-items:center;transform:rotate(2deg);transition:opacity 1s;");
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });
});

describe("createStyleCache in a prerendered page", () => {
  afterEach(() => {
    for (const tag of document.querySelectorAll("[data-test-prerendered]")) tag.remove();
  });

  const Card = styled.section({ gap: 12, padding: 3 });

  /** Puts the prerendered styles of `<Card>` into <head> as the prerender writes them: names listed with commas. */
  function prerenderedCard() {
    const html = renderToHtml(<Card>card</Card>);
    const name = /class="c-(\w+)"/.exec(html)?.[1] ?? "";
    const style = document.createElement("style");
    style.setAttribute("data-emotion", `c,${name}`);
    style.setAttribute("data-test-prerendered", "");
    style.textContent = `.c-${name}{gap:12px;padding:3px}`;
    const after = document.createElement("meta");
    after.setAttribute("data-test-prerendered", "");
    document.head.append(style, after);
    return { name, style };
  }

  it("reads the names the prerender lists with commas, and writes none of those rules again", () => {
    const { name, style } = prerenderedCard();
    const before = new Set(document.querySelectorAll("style"));
    const { container } = render(
      <StyleCacheProvider>
        <Card>card</Card>
      </StyleCacheProvider>,
    );
    expect(container.querySelector("section")?.className).toBe(`c-${name}`);
    expect(stylesAddedSince(before)).not.toContain("gap:12px");
    // Emotion took over an empty tag naming the rule; the page's own tag is as the prerender left it.
    expect(document.querySelector(`style[data-emotion="c ${name}"]`)?.textContent).toBe("");
    expect(style.getAttribute("data-emotion")).toBe(`c,${name}`);
    expect(style.nextElementSibling?.tagName).toBe("META");
  });

  it("names its classes c-<name>, as the prerender reads them", () => {
    expect(createStyleCache().key).toBe("c");
    expect(renderToHtml(<Row>row</Row>)).toMatch(/^<div class="c-\w+">row<\/div>/);
  });
});
