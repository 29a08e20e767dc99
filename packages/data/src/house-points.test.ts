import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fetchHousePoints,
  formatHousePoints,
  MAX_SHEET_BYTES,
  parseHousePoints,
  SHEET_TIMEOUT_MS,
} from "./house-points.ts";

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

  it("skips points too large to be real and reads -0 as 0", () => {
    const tsv = `Hades\t${"9".repeat(400)}\nAthena\t-0\nZeus\t1e3\nAphrodite\t1000000000`;
    const points = parseHousePoints(tsv);
    expect(points).toEqual({ Athena: 0 });
    expect(Object.is(points.Athena, -0)).toBe(false);
  });

  it("gives an empty map for an empty or non-TSV answer", () => {
    expect(parseHousePoints("")).toEqual({});
    expect(parseHousePoints("<!DOCTYPE html><html><body>Sign in</body></html>")).toEqual({});
    expect(parseHousePoints("Hades,120\nZeus,90")).toEqual({});
  });
});

describe("formatHousePoints", () => {
  it("groups thousands, keeps at most two decimals and never shows -0 or infinity", () => {
    expect(formatHousePoints(1250)).toBe("1,250");
    expect(formatHousePoints(-15)).toBe("-15");
    expect(formatHousePoints(12.345)).toBe("12.35");
    expect(formatHousePoints(-0)).toBe("0");
    expect(formatHousePoints(-0.001)).toBe("0");
    expect(formatHousePoints(Number.POSITIVE_INFINITY)).toBe("-");
  });
});

describe("fetchHousePoints against a sheet that never answers", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  async function hangingSheet(): Promise<string> {
    // Accepts the request and never answers.
    server = createServer(() => {});
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/sheet.tsv`;
  }

  it("gives up after ten seconds by default", () => {
    expect(SHEET_TIMEOUT_MS).toBe(10_000);
  });

  it("rejects once the time-out passes", async () => {
    const url = await hangingSheet();
    await expect(fetchHousePoints(url, { timeoutMs: 300 })).rejects.toThrow(/no answer within 0.3 s/);
  });

  it("rejects when the page aborts it", async () => {
    const url = await hangingSheet();
    const controller = new AbortController();
    const request = fetchHousePoints(url, { signal: controller.signal });
    controller.abort(new Error("left the page"));
    await expect(request).rejects.toThrow(/left the page/);
  });
});

describe("fetchHousePoints", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches the sheet and parses it", async () => {
    const fetchSpy = vi.fn(async () => new Response("Hades\t3\nZeus\t4\n"));
    vi.stubGlobal("fetch", fetchSpy);
    await expect(fetchHousePoints("http://127.0.0.1:9/sheet.tsv")).resolves.toEqual({ Hades: 3, Zeus: 4 });
    expect(fetchSpy).toHaveBeenCalledWith("http://127.0.0.1:9/sheet.tsv", { signal: expect.any(AbortSignal) });
  });

  it("reads an answer of up to 1 MB", async () => {
    expect(MAX_SHEET_BYTES).toBe(1_000_000);
    const tsv = `Hades\t3\n${"\t\n".repeat((MAX_SHEET_BYTES - 16) / 2)}Zeus\t4\n`;
    expect(new TextEncoder().encode(tsv).length).toBeLessThanOrEqual(MAX_SHEET_BYTES);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(tsv)),
    );
    await expect(fetchHousePoints("http://127.0.0.1:9/sheet.tsv")).resolves.toEqual({ Hades: 3, Zeus: 4 });
  });

  it("refuses an endless answer once past 1 MB, and stops downloading it", async () => {
    let sent = 0;
    let cancelled = false;
    const chunk = new TextEncoder().encode("Hades\t3\n".repeat(8192));
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(endless)),
    );
    await expect(fetchHousePoints("http://127.0.0.1:9/sheet.tsv")).rejects.toThrow(
      "the sheet's answer is larger than 1 MB",
    );
    expect(cancelled).toBe(true);
    expect(sent).toBeLessThan(MAX_SHEET_BYTES + 4 * chunk.byteLength);
  });

  it("refuses an answer that says it is over 1 MB without reading it", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      cancel() {
        cancelled = true;
      },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(body, { headers: { "content-length": String(210_000_000) } })),
    );
    // The body never sends a byte: had it been read, this would wait for ever.
    await expect(fetchHousePoints("http://127.0.0.1:9/sheet.tsv")).rejects.toThrow(/larger than 1 MB/);
    expect(cancelled).toBe(true);
  });

  it("rejects on an HTTP error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("nope", { status: 500 })),
    );
    await expect(fetchHousePoints("http://127.0.0.1:9/sheet.tsv")).rejects.toThrow(/HTTP 500/);
  });
});
