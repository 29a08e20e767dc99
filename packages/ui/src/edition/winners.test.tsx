import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Winners } from "./winners.tsx";

const winners = [
  {
    place: "1st",
    prize: "$40 gift card each",
    team: "Team Spark",
    members: [
      { name: "Noor Siddiqui", school: "UC Irvine" },
      { name: "Iris Delgado", school: "Cal State Fullerton" },
    ],
    project: "Spark Grid",
    description: "A shared board for student clubs.",
  },
];

describe("Winners", () => {
  afterEach(() => vi.useRealTimers());

  it("shows each team's place, project and members with their schools", () => {
    render(<Winners winners={winners} look="headline" />);
    expect(screen.getByRole("heading", { level: 2, name: "Winners" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Spark Grid" })).toBeInTheDocument();
    expect(screen.getByText("1st", { exact: false })).toHaveTextContent("1st · $40 gift card each");
    expect(screen.getByText(/^Team Spark:/)).toHaveTextContent(
      "Team Spark: Noor Siddiqui (UC Irvine), Iris Delgado (Cal State Fullerton)",
    );
  });

  it("shows nothing at all while there are no winners", () => {
    const { container } = render(<Winners winners={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("appears at the announcement without a reload", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2023-02-26T18:59:59-08:00"));
    render(<Winners winners={winners} announcedAt={new Date("2023-02-26T19:00:00-08:00")} />);
    expect(screen.queryByRole("heading", { name: "Winners" })).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("heading", { name: "Winners" })).toBeInTheDocument();
  });
});
