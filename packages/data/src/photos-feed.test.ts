import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { editionWinnerScreens, readPhotosFeed } from "./photos-feed.ts";

describe("the photos feed", () => {
  const saved = process.env.DUCI_BUILD_EVENTS;
  let folder = "";
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "duci-photos-feed-"));
    delete process.env.DUCI_BUILD_EVENTS;
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
    if (saved === undefined) delete process.env.DUCI_BUILD_EVENTS;
    else process.env.DUCI_BUILD_EVENTS = saved;
  });

  it("gives an edition its own year's winners' screens alone", () => {
    const feed = { winners: [{ year: 2023, entry: "Team MLH" }, { year: 2025, entry: "Echo" }, "nonsense"] };
    expect(editionWinnerScreens(feed, 2023)).toEqual([{ year: 2023, entry: "Team MLH" }]);
    expect(editionWinnerScreens(feed, 2024)).toEqual([]);
    expect(editionWinnerScreens({ winners: "none" }, 2023)).toEqual([]);
    expect(editionWinnerScreens(null, 2023)).toEqual([]);
  });

  it("is read by a build that asked the service, never by the bundled build, even where an earlier build left one", async () => {
    const file = join(folder, "service-photos.json");
    await writeFile(file, JSON.stringify({ winners: [{ year: 2023 }] }));
    expect(await readPhotosFeed(file)).toEqual({ winners: [{ year: 2023 }] });
    expect(await readPhotosFeed(join(folder, "missing.json"))).toBeNull();
    process.env.DUCI_BUILD_EVENTS = "bundled";
    expect(await readPhotosFeed(file)).toBeNull();
  });
});
