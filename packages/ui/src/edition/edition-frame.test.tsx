import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { colors } from "../theme/tokens.ts";
import { EditionFrame } from "./edition-frame.tsx";

function BrokenSection(): never {
  throw new Error("the edition's data was not what we expected");
}

const frame = {
  head: <title>Design-a-thon 2024: True to You</title>,
  nav: <nav aria-label="Main" />,
  footer: <footer>The footer</footer>,
  theme: { tint: colors.blush },
};

beforeEach(() => {
  // React reports every caught error on the console; this is the error the test causes.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("EditionFrame", () => {
  it("puts the sections in the main landmark, after the skip link and navigation and before the footer", () => {
    render(
      <EditionFrame {...frame}>
        <h2>Rules</h2>
      </EditionFrame>,
    );
    expect(document.title).toBe("Design-a-thon 2024: True to You");
    const skip = screen.getByRole("link", { name: /skip/i });
    const nav = screen.getByRole("navigation", { name: "Main" });
    const main = screen.getByRole("main");
    const footer = screen.getByRole("contentinfo");
    expect(main).toHaveTextContent("Rules");
    const order = [skip, nav, main, footer];
    for (const [index, element] of order.slice(1).entries()) {
      expect(order[index]?.compareDocumentPosition(element)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
  });

  it("shows a notice with a reload button, not a blank page, when a section fails", () => {
    render(
      <EditionFrame {...frame}>
        <BrokenSection />
      </EditionFrame>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong on this page");
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
  });
});
