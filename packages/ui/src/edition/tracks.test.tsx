import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tracks } from "./tracks.tsx";

const tracks = [
  {
    id: "access",
    title: "Campus Access",
    summary: "Find the quickest step-free route to class.",
    prizes: ["A sketchbook set for each member", "A portfolio review"],
  },
  { id: "play", title: "Play and Wellbeing" },
];

describe("Tracks", () => {
  it("lists the tracks in order, each with its brief and prizes", () => {
    render(<Tracks tracks={tracks} />);
    expect(screen.getByRole("heading", { level: 2, name: "Tracks" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Campus Access",
      "Play and Wellbeing",
    ]);
    const access = screen.getByRole("heading", { name: "Campus Access" }).closest("li") as HTMLElement;
    expect(within(access).getByText("Find the quickest step-free route to class.")).toBeVisible();
    expect(
      within(access)
        .getAllByRole("listitem")
        .map((prize) => prize.textContent),
    ).toEqual(["A sketchbook set for each member", "A portfolio review"]);
    // The numbered list says each track's number; the "Track 1" label is for the eye.
    expect(access.parentElement?.tagName).toBe("OL");
    expect(within(access).getByText("Track 1")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows special awards as a second titled group after the tracks", () => {
    render(
      <Tracks
        tracks={tracks}
        awards={[
          { id: "peoples-choice", title: "People's Choice", summary: "Voted by everyone at the closing." },
          { id: "novel", title: "Most Novel" },
        ]}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Competition Tracks",
      "Special Awards",
    ]);
    expect(screen.getAllByRole("heading", { level: 4 }).map((heading) => heading.textContent)).toEqual([
      "Campus Access",
      "Play and Wellbeing",
      "People's Choice",
      "Most Novel",
    ]);
    expect(screen.getByText("Voted by everyone at the closing.")).toBeVisible();
  });
});
