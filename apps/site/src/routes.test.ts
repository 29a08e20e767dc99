import { paths } from "@duci/data/paths";
import { describe, expect, it } from "vitest";
import { routeAt, siteRoutes } from "./routes.tsx";

describe("routeAt", () => {
  it("finds every page at each address the static host answers with its file", () => {
    for (const route of siteRoutes) {
      const bare = route.path === "/" ? "" : route.path.slice(0, -1);
      for (const address of [route.path, bare, `${route.path}index.html`]) {
        expect(routeAt(address), address).toBe(route);
      }
    }
  });

  it("finds /about/index.html, /events/index.html and /join/index.html", () => {
    expect(routeAt("/about/index.html")?.path).toBe(paths.about);
    expect(routeAt("/events/index.html")?.path).toBe(paths.events);
    expect(routeAt("/join/index.html")?.path).toBe(paths.join);
    expect(routeAt("/index.html")?.path).toBe(paths.home);
  });

  it("decodes percent-escapes as the host does", () => {
    expect(routeAt("/%61bout/")?.path).toBe(paths.about);
    expect(routeAt("/about/index%2Ehtml")?.path).toBe(paths.about);
    expect(routeAt("/%E0%A4%A/")).toBeUndefined();
  });

  it("finds nothing where the host has no file", () => {
    for (const address of [
      "/About/",
      "/about/Index.html",
      "/ABOUT/index.html",
      "/about/index.html/",
      "/about/index.htm",
      "/about/index",
      "/aboutindex.html",
      "/about/index.html/index.html",
      "/404.html",
      "//about/",
      "/about//",
      "/no-such-page/",
    ]) {
      expect(routeAt(address), address).toBeUndefined();
    }
  });
});
