import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";
import { redirects } from "./redirects.ts";

const ourPages = new Set<string>(Object.values(paths));

describe("redirects", () => {
  it("has one entry per path, each with a trailing slash", () => {
    const froms = redirects.map((redirect) => redirect.from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const from of froms) expect(from).toMatch(/^\/.+\/$/);
  });

  it("never shadows a page of ours", () => {
    for (const redirect of redirects) expect(ourPages.has(redirect.from)).toBe(false);
  });

  it("leads to a page of ours, another redirect, or an https address", () => {
    const froms = new Set(redirects.map((redirect) => redirect.from));
    for (const { to } of redirects) {
      const known = ourPages.has(to) || froms.has(to) || to.startsWith("https://");
      expect(known, to).toBe(true);
    }
  });

  it("sends the old and short addresses to their pages", () => {
    const target = (from: string) => redirects.find((redirect) => redirect.from === from)?.to;
    expect(target("/designathons/24/")).toBe(paths.designathon24);
    expect(target("/designathon/true-to-you/")).toBe(paths.designathon24);
    expect(target("/designathons/truetoyou/")).toBe(paths.designathon24);
    expect(target("/truetoyou/")).toBe(paths.designathon24);
    expect(target("/true-to-you/")).toBe(paths.designathon24);
    expect(target("/designathon/you-belong-here/")).toBe(paths.designathon23);
    expect(target("/designathons/23/")).toBe(paths.designathon23);
    expect(target("/designathon/impact/")).toBe(paths.designathon22);
    expect(target("/designathons/impact22/")).toBe(paths.designathon22);
    expect(target("/impact22/")).toBe(paths.designathon22);
    expect(target("/ptsignup/")).toBe("/project-teams/registration/");
    expect(target("/pt-registration/")).toBe("/project-teams/registration/");
    expect(target("/project-teams/registration/")).toBe("https://forms.gle/1XBF3JKgpDikkDnT6");
    expect(target("/houses/sorting/")).toBe("https://forms.gle/6aj3nKe3S5QttYqp8");
    expect(target("/discord/")).toBe("https://discord.com/invite/MBVrKe9");
  });

  it("answers the club's shortcut codes", () => {
    const target = (from: string) => redirects.find((redirect) => redirect.from === from)?.to;
    expect(target("/event/")).toBe(paths.events);
    expect(target("/buy/")).toMatch(/^https:\/\/docs\.google\.com\/forms\//);
    expect(target("/apply/")).toMatch(/^https:\/\/forms\.gle\//);
  });
});
