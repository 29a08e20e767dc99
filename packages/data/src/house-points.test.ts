import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchHousePoints, parseHousePoints } from "./house-points.ts";

describe("parseHousePoints", () => {
  it("reads one house per line: name, tab, points", () => {
    expect(parseHousePoints("Hades\t120\nAthena\t95\nZeus\t140\nAphrodite\t88")).toEqual({
      Hades: 120,
      Athena: 95,
      Zeus: 140,
      Aphrodite: 88,
    });
  });

  it("handles CRLF, blank lines, extra columns, a header row and stray spaces", () => {
    const tsv =
      "House\tPoints\tUpdated\r\n\r\n Hades \t 120 \t1/12\r\nAthena\t95\tnote\textra\r\n\n\t\t\r\nzeus\t1,250\r\n";
    expect(parseHousePoints(tsv)).toEqual({ Hades: 120, Athena: 95, Zeus: 1250 });
  });

  it("skips non-numeric points and unknown houses", () => {
    const tsv = "Hades\tn/a\nAthena\t\nZeus\t12 points\nAphrodite\t-\nPoseidon\t300\nAres\t5\nAphrodite\t7";
    expect(parseHousePoints(tsv)).toEqual({ Aphrodite: 7 });
  });

  it("gives an empty map for an empty or non-TSV answer", () => {
    expect(parseHousePoints("")).toEqual({});
    expect(parseHousePoints("<!DOCTYPE html><html><body>Sign in</body></html>")).toEqual({});
    expect(parseHousePoints("Hades,120\nZeus,90")).toEqual({});
  });
});

describe("fetchHousePoints", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches the sheet and parses it", async () => {
    const fetchSpy = vi.fn(async () => new Response("Hades\t3\nZeus\t4\n"));
    vi.stubGlobal("fetch", fetchSpy);
    await expect(fetchHousePoints("http://127.0.0.1:9/sheet.tsv")).resolves.toEqual({ Hades: 3, Zeus: 4 });
    expect(fetchSpy).toHaveBeenCalledWith("http://127.0.0.1:9/sheet.tsv", { signal: undefined });
  });

  it("rejects on an HTTP error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("nope", { status: 500 })),
    );
    await expect(fetchHousePoints("http://127.0.0.1:9/sheet.tsv")).rejects.toThrow(/HTTP 500/);
  });
});
