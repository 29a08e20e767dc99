// @vitest-environment node
// The board's photos along the build's own path: the fetch step asks a loopback
// content service through the real client, the plugin builds the answer into
// the pages, and the About page's board is rendered to HTML as the prerender
// step does, with images served by a loopback image CDN.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { boardMembers } from "@duci/data/board";
import { merchCollections } from "@duci/data/merch";
import { type PhotoService, solidPng, startPhotoService } from "@duci/data/photo-service-fixture";
import { photosBuildPlugin } from "@duci/data/photos-build-plugin";
import { refreshPhotosFeed } from "@duci/data/photos-feed";
import type { EventPhoto, MemberPhoto, MerchPhoto } from "@duci/data/service-photos";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BoardGrid } from "../about/board-grid.tsx";
import { bundledListedEvents } from "../events/event-sources.ts";
import { lastTermHighlights } from "../events/last-term-highlights.ts";
import { TermHighlights } from "../events/term-highlights.tsx";
import { MerchDrop } from "../merch/merch-drop.tsx";

type Hook = (this: unknown, ...args: unknown[]) => Promise<{ define: Record<string, string> }>;

const [agreed, refused] = boardMembers;
const drop = merchCollections[0];
const item = drop?.items[0];
// A day after the newest bundled event: it is among last term's highlights.
const now = new Date((bundledListedEvents[0]?.start.getTime() ?? 0) + 24 * 60 * 60 * 1000);
const highlighted = lastTermHighlights(bundledListedEvents, now)?.events[0];

describe("the board's photos through the content service", { timeout: 30_000 }, () => {
  const png = solidPng(64, 64, [0, 120, 200]);
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
    folder = await mkdtemp(join(tmpdir(), "duci-photos-feed-"));
    feedFile = join(folder, "service-photos.json");
    delete process.env.DUCI_BUILD_EVENTS;
    process.env.VITE_SANITY_PROJECT_ID = "8c8akzjz";
    process.env.VITE_SANITY_API_HOST = host;
    process.env.VITE_SANITY_CDN_BASE = host;
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
    process.env = { ...saved };
    vi.restoreAllMocks();
  });

  const image = (id: string, alt: string) => ({
    alt,
    url: `${host}/images/8c8akzjz/production/${id}-64x64.png`,
    width: 64,
    height: 64,
    lqip: `data:image/png;base64,${png.toString("base64")}`,
  });

  /** The fetch step, then the client build's config hook: what the pages are built with. */
  async function build() {
    await refreshPhotosFeed(feedFile);
    const config = await (photosBuildPlugin({ feedFile }).config as Hook)({}, { command: "build", mode: "production" });
    return {
      members: JSON.parse(config.define.__DUCI_MEMBER_PHOTOS__ ?? "null") as MemberPhoto[],
      merch: JSON.parse(config.define.__DUCI_MERCH_PHOTOS__ ?? "null") as MerchPhoto[],
      events: JSON.parse(config.define.__DUCI_EVENT_PHOTOS__ ?? "null") as EventPhoto[],
    };
  }

  it("shows a headshot the member agreed to, sized and lazy from the CDN, and never one without consent", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    service.answer = {
      members: [
        { name: agreed?.name, consent: true, image: image("agreed", "A blue square standing in for a headshot") },
        { name: refused?.name, consent: false, image: image("refused", "A square that must not be shown") },
      ],
      merch: [{ drop: drop?.path, item: item?.name, image: image("shot", "A blue square standing in for a product") }],
      events: [
        {
          title: highlighted?.title,
          time: highlighted?.start.toISOString(),
          image: image("event", "A blue square standing in for the event"),
        },
      ],
    };
    const built = await build();
    expect(log.mock.calls).toEqual([["photos: 3 photos from the content service built into the pages"]]);
    expect(built.members.map((member) => member.name)).toEqual([agreed?.name]);

    const html = renderToString(<BoardGrid members={boardMembers} headshots={built.members} />);
    const photos = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes(host));
    expect(photos).toHaveLength(1);
    const [photo = ""] = photos;
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(photo)?.[1]?.replaceAll("&amp;", "&");
    const base = `${host}/images/8c8akzjz/production/agreed-64x64.png`;
    // A 64 px original: only the size it has is asked for, cropped square.
    expect(attribute("srcSet")).toBe(`${base}?w=64&h=64&auto=format&fit=crop 64w`);
    expect(attribute("sizes")).toBe("96px");
    expect(attribute("loading")).toBe("lazy");
    expect(attribute("decoding")).toBe("async");
    expect([attribute("width"), attribute("height")]).toEqual(["96", "96"]);
    expect(attribute("style")).toContain("background-image:url(&quot;data:image/png;base64,");
    expect(html).not.toContain("refused");
    // The other members keep their drawn portraits.
    expect(html.match(/ src="\/portraits\//g)?.length).toBe(boardMembers.length - 1);

    // The CDN answers the address the page asks for with the image.
    const served = await fetch(attribute("src") ?? "");
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const merchHtml = renderToString(drop ? <MerchDrop collection={drop} shots={built.merch} /> : null);
    expect(merchHtml).toContain(`alt="A blue square standing in for a product"`);
    expect(merchHtml).toMatch(/sizes="\(min-width: 900px\) 25vw, \(min-width: 600px\) 33vw, 50vw"/);

    const events = (photos: readonly EventPhoto[]) =>
      renderToString(
        <TermHighlights events={bundledListedEvents} now={now} zone="America/Los_Angeles" photos={photos} />,
      );
    const withPhoto = events(built.events);
    expect(withPhoto).toContain(`alt="A blue square standing in for the event"`);
    expect(withPhoto).toContain(
      `${host}/images/8c8akzjz/production/event-64x64.png?w=64&amp;h=43&amp;auto=format&amp;fit=crop 64w`,
    );
    expect(events([])).not.toContain(host);
  });

  it("keeps every drawing when the service fails, answers nonsense or is not asked", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const bundled = renderToString(<BoardGrid members={boardMembers} />);

    service.answer = { members: [{ name: agreed?.name, consent: true, image: { alt: "No file", url: "", width: 0 } }] };
    expect(renderToString(<BoardGrid members={boardMembers} headshots={(await build()).members} />)).toBe(bundled);

    service.answer = "not photos";
    expect(await build()).toEqual({ members: [], merch: [], events: [] });

    process.env.VITE_SANITY_API_HOST = "http://127.0.0.1:9";
    expect(await build()).toEqual({ members: [], merch: [], events: [] });

    process.env.DUCI_BUILD_EVENTS = "bundled";
    expect(await build()).toEqual({ members: [], merch: [], events: [] });
  });
});
