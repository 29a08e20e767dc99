import { describe, expect, it } from "vitest";
import { type NavHref, navLinkState } from "./nav-section.ts";

const links: NavHref[] = ["/join/", "/events/", "/resources/", "/about/", "/contact/"];

/** Each link's state for a page, in the bar's order. */
function states(path: string) {
  return links.map((href) => navLinkState(path, href));
}

describe("navLinkState", () => {
  it("marks the exact page, with or without its trailing slash", () => {
    expect(states("/events/")).toEqual([undefined, "page", undefined, undefined, undefined]);
    expect(states("/about")).toEqual([undefined, undefined, undefined, "page", undefined]);
  });

  it("marks the section of a sub-page, never as the page itself", () => {
    expect(states("/events/all/")).toEqual([undefined, "section", undefined, undefined, undefined]);
    expect(states("/dev/events/all")).toEqual([undefined, "section", undefined, undefined, undefined]);
    expect(states("/resources/featured/")).toEqual([undefined, undefined, "section", undefined, undefined]);
  });

  it("places pages the bar does not list under the section they are reached from", () => {
    expect(navLinkState("/designathon/", "/resources/")).toBe("section");
    expect(navLinkState("/designathon/24/", "/resources/")).toBe("section");
    expect(navLinkState("/project-teams/", "/resources/")).toBe("section");
    expect(navLinkState("/mentorship/", "/resources/")).toBe("section");
    expect(navLinkState("/merch/shirt22/", "/about/")).toBe("section");
    expect(navLinkState("/brand/", "/about/")).toBe("section");
    expect(navLinkState("/houses/", "/events/")).toBe("section");
    expect(navLinkState("/hey/", "/join/")).toBe("section");
  });

  it("marks nothing on home, the game or an unknown page", () => {
    expect(states("/")).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(states("/color-game/")).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(states("/eventsx/")).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
