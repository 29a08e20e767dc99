import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WinnerScreen } from "./winner-screen.tsx";
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
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows each team's place, project and members with their schools", () => {
    render(<Winners winners={winners} look="headline" />);
    expect(screen.getByRole("heading", { level: 2, name: "Winners" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Spark Grid" })).toBeInTheDocument();
    expect(screen.getByText("1st", { exact: false })).toHaveTextContent("1st · $40 gift card each");
    expect(screen.getByText(/^Team Spark:/)).toHaveTextContent(
      "Team Spark: Noor Siddiqui (UC Irvine), Iris Delgado (Cal State Fullerton)",
    );
  });

  it("shows an entry's screen in its card, sized for the grid and lazy, and no image for an entry without one", () => {
    // happy-dom calls every image complete (and broken) at once; a browser is still loading it.
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
    const image = { url: "/screens/spark.png", width: 1600, height: 1000, alt: "The Spark Grid board", lqip: "" };
    const withScreen = { place: "1st", team: "Team Spark", members: [], project: "Spark Grid" };
    const without = { place: "2nd", team: "Team Dusk", members: [], project: "Dusk" };
    render(<Winners winners={[{ ...withScreen, screen: <WinnerScreen image={image} /> }, without]} />);
    const [card, other] = screen.getAllByRole("listitem");
    const photo = screen.getByRole("img", { name: "The Spark Grid board" });
    expect(card).toContainElement(photo);
    expect(photo).toHaveAttribute("loading", "lazy");
    expect(photo).toHaveAttribute("sizes", "(min-width: 1120px) 300px, (min-width: 600px) 30vw, 100vw");
    expect(photo.getAttribute("srcset")).toContain("/screens/spark.png?w=1200&auto=format&fit=crop 1200w");
    expect([photo.getAttribute("width"), photo.getAttribute("height")]).toEqual(["1200", "750"]);
    expect(other?.querySelector("img")).toBeNull();
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
