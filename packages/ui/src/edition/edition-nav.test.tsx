import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditionNav } from "./edition-nav.tsx";

const reveal = new Date("2023-02-24T19:00:00-08:00");
const sections = [{ id: "rules", label: "Rules" }];
const links = [
  { label: "Submission Form", href: "https://forms.gle/youBelongHere23Submit", variant: "primary" as const },
  {
    label: "Challenge Brief",
    href: "https://docs.google.com/document/d/you-belong-here-2023-challenge-brief",
    variant: "outline" as const,
    from: reveal,
  },
];

describe("EditionNav", () => {
  afterEach(() => vi.useRealTimers());

  it("shows a link from its reveal instant on, without a reload, each in a new tab", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2023-02-24T18:59:59-08:00"));
    render(<EditionNav aria-label="Sections" sections={sections} links={links} />);
    const submission = screen.getByRole("link", { name: "Submission Form (opens in a new tab)" });
    expect(submission).toHaveAttribute("target", "_blank");
    expect(screen.queryByRole("link", { name: /Challenge Brief/ })).toBeNull();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole("link", { name: /Challenge Brief/ })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("link", { name: "Challenge Brief (opens in a new tab)" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
  });

  it("shows a document without a known address as its label, saying so, and not as a link", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2023-02-24T18:59:59-08:00"));
    const unknown = links.map((link) => ({ ...link, href: null }));
    render(<EditionNav aria-label="Sections" sections={sections} links={unknown} />);
    expect(screen.getByText("Submission Form")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Submission Form/ })).toBeNull();
    expect(screen.queryByText("Challenge Brief")).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("Challenge Brief")).toBeInTheDocument();
    expect(screen.getAllByText("link not available")).toHaveLength(2);
    expect(screen.queryByRole("link", { name: /Submission Form|Challenge Brief/ })).toBeNull();
  });

  it("is prerendered at the build instant, not the machine's clock", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2020-01-01T00:00:00Z"));
    const after = renderToString(
      <EditionNav
        aria-label="Sections"
        sections={sections}
        links={links}
        initial={new Date("2023-03-01T12:00:00-08:00")}
      />,
    );
    expect(after).toContain("Challenge Brief");
    const before = renderToString(
      <EditionNav
        aria-label="Sections"
        sections={sections}
        links={links}
        initial={new Date("2023-02-20T12:00:00-08:00")}
      />,
    );
    expect(before).not.toContain("Challenge Brief");
  });
});
