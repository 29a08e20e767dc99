// @vitest-environment node
// The winners' screens along an edition's build path: the fetch step asks a
// loopback content service through the real client, the photos plugin of the
// edition's config builds its year's screens into the page, and the edition's
// winners section is rendered to HTML as the prerender step does, with images
// served by a loopback image CDN.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { content as content2023, edition as edition2023 } from "@duci/data/editions/2023/content";
import { content as content2025, edition as edition2025 } from "@duci/data/editions/2025/content";
import { type PhotoService, solidPng, startPhotoService } from "@duci/data/photo-service-fixture";
import { photosBuildPlugin } from "@duci/data/photos-build-plugin";
import { refreshPhotosFeed } from "@duci/data/photos-feed";
import { WinnerScreenPhoto } from "@duci/ui/edition/winner-screen";
import { type EditionWinner, Winners } from "@duci/ui/edition/winners";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { withBuiltWinnerScreens } from "./winner-screens.tsx";

type Hook = (this: unknown, ...args: unknown[]) => Promise<{ define: Record<string, string> }>;

/** The global the page's code reads; the build writes its value in place of the name. */
const global = globalThis as { __DUCI_WINNER_SCREENS__?: unknown };

describe("the winners' screens through the content service", { timeout: 30_000 }, () => {
  const png = solidPng(640, 400, [200, 90, 40]);
  let service: PhotoService;
  let host = "";
  const saved = { ...process.env };
  let folder = "";
  let feedFile = "";

  beforeAll(async () => {
    service = await startPhotoService(png);
    host = service.host;
  });
  afterAll(() => service.close());
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "duci-winner-screens-"));
    feedFile = join(folder, "service-photos.json");
    delete process.env.DUCI_BUILD_EVENTS;
    process.env.VITE_SANITY_PROJECT_ID = "8c8akzjz";
    process.env.VITE_SANITY_API_HOST = host;
    process.env.VITE_SANITY_CDN_BASE = host;
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
    process.env = { ...saved };
    delete global.__DUCI_WINNER_SCREENS__;
    vi.restoreAllMocks();
  });

  const screen = (year: number, entry: string, id: string, alt: string) => ({
    year,
    entry,
    image: {
      alt,
      url: `${host}/images/8c8akzjz/production/${id}-640x400.png`,
      width: 640,
      height: 400,
      lqip: `data:image/png;base64,${solidPng(4, 3, [200, 90, 40]).toString("base64")}`,
    },
  });

  /**
   * The fetch step, then the edition's config hook (as `editionConfig` adds the
   * plugin): the value its page's code is built with, and that page's winners section.
   */
  async function buildEdition(edition: { year: number }, winners: readonly EditionWinner[]) {
    await refreshPhotosFeed(feedFile);
    const config = await (photosBuildPlugin({ feedFile, edition: edition.year }).config as Hook)(
      {},
      { command: "build", mode: "production" },
    );
    const built = config.define.__DUCI_WINNER_SCREENS__ ?? "";
    global.__DUCI_WINNER_SCREENS__ = JSON.parse(built);
    const withScreens = withBuiltWinnerScreens(winners, edition.year);
    // The prerendered page holds each screen's place; the page's scripts then show it as `shown` renders it.
    const shown = withScreens.map((winner) =>
      winner.screen
        ? renderToString(<WinnerScreenPhoto {...(winner.screen as ReactElement<{ image: never }>).props} />)
        : "",
    );
    return { built, html: renderToString(<Winners winners={withScreens} />), shown };
  }

  /** The winners' cards of the prerendered section, each with its project and the places held for screens. */
  function cards(html: string) {
    return [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, card = ""]) => ({
      project: /<h3>([^<]*)<\/h3>/.exec(card)?.[1],
      places: [...card.matchAll(/<span aria-hidden="true" style="aspect-ratio:([^"]*)"/g)].map(([, ratio]) => ratio),
      photos: [...card.matchAll(/<img [^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes(host)),
    }));
  }

  it("shows a winning entry's screen in its card, sized, lazy and described, and no screen of another year or entry", async () => {
    service.answer = {
      winners: [
        // 2023's second place by its team's name, the third by its project's.
        screen(2023, "Team MLH", "honeycomb", "The Honeycomb app's home screen"),
        screen(2023, "Connec", "connec", "The Connec app's profile screen"),
        // 2025's winner, and an entry no winners list names.
        screen(2025, "Echo", "echo", "The Echo app's first screen"),
        screen(2023, "Colourful", "misspelt", "A screen whose entry matches no team"),
      ],
    };
    const { built, html, shown } = await buildEdition(edition2023, content2023.winners);
    // The page's code carries its own year's screens alone, without their blurred previews (code's budget).
    expect(built).not.toContain("echo");
    expect(built).not.toContain("data:image");

    // The document holds each screen's place in its shape, and no photo: it must fit its first round trip.
    expect(cards(html).map(({ project, places, photos }) => [project, places, photos.length])).toEqual([
      ["Colorful", [], 0],
      ["Honeycomb", ["640 / 400"], 0],
      ["Connec", ["640 / 400"], 0],
    ]);
    expect(shown.map((screen) => screen.includes("<img"))).toEqual([false, true, true]);
    const photo = /<img [^>]*>/.exec(shown[1] ?? "")?.[0] ?? "";
    const attribute = (name: string) =>
      new RegExp(`\\s${name}="([^"]*)"`, "i")
        .exec(photo)?.[1]
        ?.replaceAll("&amp;", "&")
        .replaceAll("&quot;", '"')
        .replaceAll("&#x27;", "'");
    const base = `${host}/images/8c8akzjz/production/honeycomb-640x400.png`;
    // A 640 px original: only the sizes it has are asked for, uncropped.
    expect(attribute("srcSet")).toBe(
      `${base}?w=400&auto=format&fit=crop 400w, ${base}?w=640&auto=format&fit=crop 640w`,
    );
    expect(attribute("sizes")).toBe("(min-width: 1120px) 300px, (min-width: 600px) 30vw, 100vw");
    expect(attribute("loading")).toBe("lazy");
    expect(attribute("decoding")).toBe("async");
    expect(attribute("alt")).toBe("The Honeycomb app's home screen");
    // Its shape is known before it loads: 640 × 400, shown at the card's width.
    expect([attribute("width"), attribute("height")]).toEqual(["640", "400"]);
    expect(attribute("style") ?? "").not.toContain("data:image");
    expect(html + shown.join("")).not.toContain("misspelt");

    // The CDN answers the address the page asks for with the image.
    const served = await fetch(attribute("src") ?? "");
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    // 2025's page, whose winners list names projects alone, shows its own.
    const echo = await buildEdition(edition2025, content2025.winners);
    expect(cards(echo.html).map(({ project, places }) => [project, places.length])).toEqual(
      content2025.winners.map((winner) => [winner.project, winner.project === "Echo" ? 1 : 0]),
    );
    expect(echo.shown.join("")).toContain(`alt="The Echo app&#x27;s first screen"`);
  });

  it("leaves the winners section as it is when the service fails, answers nonsense, has no screen for the year or is not asked", async () => {
    const bundled = renderToString(<Winners winners={content2023.winners} />);

    service.answer = { winners: [screen(2025, "Echo", "echo", "The Echo app's first screen")] };
    expect(await buildEdition(edition2023, content2023.winners)).toMatchObject({ built: "null", html: bundled });

    service.answer = { winners: [{ year: 2023, entry: "Team MLH", image: { alt: "No file", url: "", width: 0 } }] };
    expect(await buildEdition(edition2023, content2023.winners)).toMatchObject({ built: "null", html: bundled });

    service.answer = "not photos";
    expect(await buildEdition(edition2023, content2023.winners)).toMatchObject({ built: "null", html: bundled });

    process.env.VITE_SANITY_API_HOST = "http://127.0.0.1:9";
    expect(await buildEdition(edition2023, content2023.winners)).toMatchObject({ built: "null", html: bundled });

    process.env.DUCI_BUILD_EVENTS = "bundled";
    expect(await buildEdition(edition2023, content2023.winners)).toMatchObject({ built: "null", html: bundled });
  });
});
