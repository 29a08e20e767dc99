import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "./app.tsx";
import { preloadPage } from "./routes.tsx";

async function html(url: string) {
  await preloadPage(url);
  return renderToString(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
  );
}

describe("App at another address of the same file", () => {
  // The home page stamps the moment it was rendered: the same moment for both renders.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-04-01T19:00:00Z") });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  // Hydration compares the page with the HTML prerendered at its path: they must be the same.
  it.each([
    ["/about/index.html", "/about/"],
    ["/about", "/about/"],
    ["/events/index.html", "/events/"],
    ["/join/index.html", "/join/"],
    ["/index.html", "/"],
    ["/About/", "/404.html"],
    ["/About/index.html", "/404.html"],
  ])("renders %s as the HTML of %s", async (address, prerendered) => {
    expect(await html(address)).toBe(await html(prerendered));
  });

  it("marks the page's own link as current at /about/index.html", async () => {
    const page = await html("/about/index.html");
    expect(page).toContain("About");
    expect(page).toMatch(/<a[^>]*href="\/about\/"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/about\/"/);
  });
});
