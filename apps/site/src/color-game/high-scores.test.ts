import { describe, expect, it } from "vitest";
import { addScore, HIGH_SCORES_KEY, loadScores, MAX_HIGH_SCORES, rankScores, saveScores } from "./high-scores.ts";
import { type ColorReport, createReport } from "./report.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

const throwingStorage = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
};

/** A report whose guess is off by `off` in red only. */
function reportOff(off: number, timestamp = off): ColorReport {
  return createReport("FF0000", `${(255 - off).toString(16).padStart(2, "0").toUpperCase()}0000`, timestamp);
}

describe("the high-score list", () => {
  it("sorts by similarity, best first", () => {
    const ranked = rankScores([reportOff(100), reportOff(0), reportOff(50)]);
    expect(ranked.map((r) => r.percentageDifference[0])).toEqual([0, 50, 100]);
  });

  it("keeps only the best 15", () => {
    let scores: ColorReport[] = [];
    for (let off = 0; off < 20; off++) scores = addScore(scores, reportOff(off * 10));
    expect(scores).toHaveLength(MAX_HIGH_SCORES);
    expect(scores[0]?.similarityPercentage).toBe(100);
    expect(scores.at(-1)?.percentageDifference[0]).toBe(140);
  });

  it("drops a new report that is worse than a full list", () => {
    const full = Array.from({ length: 15 }, (_, i) => reportOff(i));
    expect(addScore(full, reportOff(200))).toEqual(rankScores(full));
  });

  it("round-trips through storage under the one key", () => {
    const storage = memoryStorage();
    const scores = [reportOff(3), reportOff(9)];
    expect(saveScores(storage, scores)).toBe(true);
    expect([...storage.data.keys()]).toEqual([HIGH_SCORES_KEY]);
    expect(loadScores(storage)).toEqual({ scores, status: "ok" });
  });

  it("starts empty when nothing is stored", () => {
    expect(loadScores(memoryStorage())).toEqual({ scores: [], status: "ok" });
  });

  it.each([
    ["not JSON", "{oops"],
    ["an object", '{"best": 3}'],
    ["null", "null"],
    ["a number", "1e300"],
  ])("marks the store unavailable on a corrupt or foreign value (%s) and leaves it alone", (_name, value) => {
    const storage = memoryStorage({ [HIGH_SCORES_KEY]: value });
    expect(loadScores(storage)).toEqual({ scores: [], status: "unavailable" });
    expect(storage.data.get(HIGH_SCORES_KEY)).toBe(value);
  });

  it.each([
    ["a timestamp past the last date", { timestamp: 1e300 }],
    ["a timestamp before the first date", { timestamp: -9e15 }],
    ["a timestamp that is not a number", { timestamp: "2024-01-01" }],
    ["a fractional timestamp", { timestamp: 1.5 }],
    ["a similarity above 100", { similarityPercentage: 101 }],
    ["a similarity below 0", { similarityPercentage: -1 }],
    ["a similarity that is not a number", { similarityPercentage: "100" }],
    ["a lowercase colour", { actual: "ff0000" }],
    ["a colour with a leading #", { guess: "#FF0000" }],
    ["a colour that is not a string", { guess: 0xff0000 }],
    ["a channel difference out of range", { percentageDifference: [256, 0, 0] }],
    ["a fractional channel difference", { percentageDifference: [0.5, 0, 0] }],
    ["two channel differences", { percentageDifference: [0, 0] }],
    ["no channel differences", { percentageDifference: null }],
  ])("drops a stored report with %s and keeps the valid ones", (_name, change) => {
    const good = [reportOff(3, 1_700_000_000_000), reportOff(9, 1_700_000_100_000)];
    const storage = memoryStorage({
      [HIGH_SCORES_KEY]: JSON.stringify([good[0], { ...reportOff(1), ...change }, good[1]]),
    });
    expect(loadScores(storage)).toEqual({ scores: good, status: "ok" });
  });

  it("drops entries that are not reports at all", () => {
    const good = reportOff(5, 1_700_000_000_000);
    const storage = memoryStorage({ [HIGH_SCORES_KEY]: JSON.stringify(["a", null, 7, [], good]) });
    expect(loadScores(storage)).toEqual({ scores: [good], status: "ok" });
  });

  it("survives a storage that throws on read and on write", () => {
    expect(loadScores(throwingStorage)).toEqual({ scores: [], status: "unavailable" });
    expect(saveScores(throwingStorage, [reportOff(1)])).toBe(false);
  });

  it("treats a missing storage as unavailable", () => {
    expect(loadScores(undefined).status).toBe("unavailable");
    expect(saveScores(undefined, [])).toBe(false);
  });
});
