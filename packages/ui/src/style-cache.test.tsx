import styled from "@emotion/styled";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StyleCacheProvider } from "./style-cache.tsx";

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
