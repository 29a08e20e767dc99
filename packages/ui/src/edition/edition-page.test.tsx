import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { colors } from "../theme/tokens.ts";
import { EditionPage } from "./edition-page.tsx";

function BrokenSection(): never {
  throw new Error("the edition's data was not what we expected");
}

const frame = {
  title: "Design-a-thon 2024: True to You",
  description: "True to You, Design at UCI's 2024 Design-a-thon.",
  path: "/designathon/24/",
  theme: { tint: colors.blush },
};

beforeEach(() => {
  // React reports every caught error on the console; this is the error the test causes.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("EditionPage", () => {
  it("puts the sections in the main landmark, between the site navigation and the footer", () => {
    render(
      <EditionPage {...frame}>
        <h2>Rules</h2>
      </EditionPage>,
    );
    expect(document.title).toBe("Design-a-thon 2024: True to You – Design at UCI");
    expect(screen.getByRole("main")).toHaveTextContent("Rules");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("shows a notice with a reload button, not a blank page, when a section fails", () => {
    render(
      <EditionPage {...frame}>
        <BrokenSection />
      </EditionPage>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong on this page");
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
  });
});
