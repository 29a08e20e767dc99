import styled from "@emotion/styled";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StyleCacheProvider } from "./style-cache.tsx";

const Row = styled.div({ display: "flex", alignItems: "center", transform: "rotate(2deg)", transition: "opacity 1s" });

function stylesOnPage() {
  return Array.from(document.querySelectorAll("style"), (style) => style.textContent).join("");
}

describe("StyleCacheProvider", () => {
  it("writes the standard properties without vendor-prefixed copies", () => {
    // Only what this cache writes: the test files share one document.
    for (const style of document.querySelectorAll("style")) style.remove();
    render(
      <StyleCacheProvider>
        <Row>row</Row>
      </StyleCacheProvider>,
    );
    const css = stylesOnPage();
    expect(css).toContain("display:flex;align-items:center;transform:rotate(2deg);transition:opacity 1s;");
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });
});
