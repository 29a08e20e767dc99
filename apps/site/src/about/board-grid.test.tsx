import { boardMembers } from "@duci/data/board";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BoardGrid } from "./board-grid.tsx";

const [member] = boardMembers;
const name = member?.name ?? "";
const headshot = {
  name,
  photo: {
    url: "http://127.0.0.1:9/images/p/production/a-600x600.png",
    width: 600,
    height: 600,
    alt: "A generated square standing in for a headshot",
    lqip: "",
  },
};

describe("BoardGrid with a headshot from the content service", () => {
  // happy-dom calls every image complete (and broken) at once; a browser is still loading it.
  const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "complete");
  beforeAll(() =>
    Object.defineProperty(HTMLImageElement.prototype, "complete", { configurable: true, get: () => false }),
  );
  afterAll(() => complete && Object.defineProperty(HTMLImageElement.prototype, "complete", complete));

  it("shows the headshot in the member's card, and the drawn portrait again when it cannot be loaded", () => {
    const { container } = render(<BoardGrid members={boardMembers} headshots={[headshot]} />);
    const photo = screen.getByAltText(headshot.photo.alt);
    expect(photo.getAttribute("src")).toBe(`${headshot.photo.url}?w=288&h=288&auto=format&fit=crop`);
    expect(container.querySelectorAll('img[src^="/portraits/"]')).toHaveLength(boardMembers.length - 1);
    fireEvent.error(photo);
    expect(screen.queryByAltText(headshot.photo.alt)).toBeNull();
    expect(container.querySelectorAll('img[src^="/portraits/"]')).toHaveLength(boardMembers.length);
    expect(screen.getByRole("heading", { name })).toBeInTheDocument();
  });
});
