import styled from "@emotion/styled";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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

  it("adopts the prerendered rules, whose names are only in their selectors, so hydration writes none again", () => {
    const tag = document.createElement("style");
    tag.dataset.emotion = "css";
    tag.dataset.s = "";
    tag.textContent =
      ".css-1obf64m{display:contents;}.css-s4yozc{margin:0;}.css-s4yozc[data-state='closed']{display:none;}";
    document.head.append(tag);
    try {
      const cache = createStyleCache();
      expect(tag.dataset.emotion).toBe("css 1obf64m s4yozc");
      expect(cache.inserted).toMatchObject({ "1obf64m": true, s4yozc: true });
    } finally {
      tag.remove();
    }
  });
});
