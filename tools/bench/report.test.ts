import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  median,
  missedTargets,
  parseArgs,
  plainControlsNote,
  type TouchFigures,
  tableRow,
  touchFigures,
  touchNotes,
} from "./report.ts";

const minimal = { fcp: 600, lcp: 600, tbt: 0 };
const light = { fcp: 660, lcp: 720, tbt: 10, cls: 0, perf: 100, blocking: 0, jsKb: 90, a11y: 100, bp: 100, seo: 100 };
const touch: TouchFigures = { readyMs: 1520.4, acts: 13, early: 11, lost: 0, worst: { verdicts: [], unexplained: [] } };

describe("parseArgs", () => {
  test("defaults: three runs, every route, report only", () => {
    assert.deepEqual(parseArgs([]), {
      check: false,
      runs: 3,
      saveDir: undefined,
      touchOnly: false,
      navOnly: false,
      interactOnly: false,
      applied: false,
      verbose: false,
      routes: [],
    });
  });

  test("options and routes", () => {
    const options = parseArgs(["--check", "--runs=1", "--touch-only", "/join/", "--save=/tmp/lh", "--applied", "/"]);
    assert.equal(options.check, true);
    assert.equal(options.applied, true);
    assert.equal(options.runs, 1);
    assert.equal(options.touchOnly, true);
    assert.equal(options.saveDir, "/tmp/lh");
    assert.deepEqual(options.routes, ["/join/", "/"]);
    assert.equal(parseArgs(["--nav-only"]).navOnly, true);
    assert.equal(parseArgs(["--interact-only"]).interactOnly, true);
  });

  test("one probe only at a time", () => {
    assert.throws(() => parseArgs(["--nav-only", "--interact-only"]), /exclude each other/);
  });

  test("a mistyped option stops the bench instead of running it without", () => {
    assert.throws(() => parseArgs(["--chek"]), /unknown option --chek/);
    assert.throws(() => parseArgs(["--runs=three"]), /--runs/);
  });
});

describe("median", () => {
  test("middle value, or the mean of the two middle ones", () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
  });

  test("one unmeasured run in three gives the worse of the others; two give unmeasured", () => {
    assert.equal(median([300, Number.NaN, 200]), 300);
    assert.ok(Number.isNaN(median([Number.NaN, 200, Number.NaN])));
  });
});

describe("touchFigures", () => {
  test("median time to ready, and the run that lost most", () => {
    const runs = [
      { readyMs: 1500, acts: 5, early: 5, lost: 0, verdicts: [], unexplained: [] },
      { readyMs: 1700, acts: 5, early: 4, lost: 2, verdicts: [], unexplained: [] },
      { readyMs: 1600, acts: 5, early: 5, lost: 0, verdicts: [], unexplained: [] },
    ];
    const figures = touchFigures(runs);
    assert.equal(figures.readyMs, 1600);
    assert.equal(figures.lost, 2);
    assert.equal(figures.early, 4);
    assert.equal(figures.worst, runs[1]);
  });
});

describe("missedTargets", () => {
  test("a route at every target misses none", () => {
    assert.deepEqual(missedTargets({ light, touch, minimal, budget: 100 }), []);
  });

  test("each Lighthouse figure past its target, and JavaScript over budget", () => {
    const slow = { ...light, fcp: 800, lcp: 1000, tbt: 60, cls: 0.02, perf: 97, blocking: 1, jsKb: 101 };
    assert.deepEqual(missedTargets({ light: slow, minimal, budget: 100 }), [
      "FCP",
      "LCP",
      "TBT",
      "CLS",
      "score",
      "blocking",
      "JS",
    ]);
  });

  test("one lost action misses; controls never ready, or ready too late, miss", () => {
    assert.deepEqual(missedTargets({ touch: { ...touch, lost: 1 } }), ["lost"]);
    assert.deepEqual(missedTargets({ touch: { ...touch, readyMs: Number.NaN } }), ["ready"]);
    assert.deepEqual(missedTargets({ touch: { ...touch, readyMs: 3501 } }), ["ready"]);
    assert.deepEqual(missedTargets({ touch: { ...touch, readyMs: 3500 } }), []);
  });

  test("a control slower than 50 ms to answer misses; none to act on does not", () => {
    assert.deepEqual(missedTargets({ interact: { label: 'button "Menu"', ms: 56 } }), ["interaction"]);
    assert.deepEqual(missedTargets({ interact: { label: 'button "Menu"', ms: 48 } }), []);
    assert.deepEqual(missedTargets({ interact: null }), []);
  });

  test("a figure Lighthouse could not measure misses", () => {
    assert.deepEqual(missedTargets({ light: { ...light, tbt: Number.NaN }, minimal }), ["TBT"]);
  });
});

describe("tableRow", () => {
  test("every figure beside its target, the first-touch ones last", () => {
    const row = tableRow({ route: "/join/", light, touch, minimal, budget: 110, missed: [] });
    assert.deepEqual(Object.keys(row), [
      "route",
      "FCP ms",
      "FCP × (≤1.2)",
      "LCP ms",
      "LCP × (≤1.5)",
      "TBT ms (≤50)",
      "CLS (≤0.01)",
      "perf (≥98)",
      "blocking (0)",
      "JS kB",
      "JS budget",
      "a11y/bp/seo",
      "paint→ready ms (≤3500)",
      "acts (early)",
      "lost (0)",
      "ok",
    ]);
    assert.equal(row["FCP × (≤1.2)"], "1.10");
    assert.equal(row["paint→ready ms (≤3500)"], 1520);
    assert.equal(row["acts (early)"], "13 (11)");
    assert.equal(row["lost (0)"], 0);
    assert.equal(row.ok, "yes");
  });

  test("first touch only: no Lighthouse columns; misses spelled out", () => {
    const row = tableRow({ route: "/", touch: { ...touch, readyMs: Number.NaN }, missed: ["ready"] });
    assert.deepEqual(row, {
      route: "/",
      "paint→ready ms (≤3500)": "never",
      "acts (early)": "13 (11)",
      "lost (0)": 0,
      ok: "miss: ready",
    });
  });

  test("interactions only: the slowest control by name, a quick one below the threshold", () => {
    const slow = { label: 'button "Saturday"', ms: 88 };
    assert.deepEqual(tableRow({ route: "/designathon/24/", interact: slow, missed: ["interaction"] }), {
      route: "/designathon/24/",
      "worst interaction ms (≤50)": 88,
      "slowest control": 'button "Saturday"',
      ok: "miss: interaction",
    });
    const quick = tableRow({ route: "/", interact: { label: 'button "Menu"', ms: 0 }, missed: [] });
    assert.equal(quick["worst interaction ms (≤50)"], "<16");
    assert.equal(tableRow({ route: "/404", interact: null, missed: [] })["slowest control"], "none");
  });
});

describe("touchNotes", () => {
  const worst: TouchFigures["worst"] = {
    verdicts: [
      { label: 'button "Tools"', verdict: "lost", why: "aria-pressed=true ≠ aria-pressed=false" },
      { label: 'summary "Menu"', verdict: "kept" },
      { label: 'button "Previous"', verdict: "blind" },
      { label: 'summary "Cost?"', verdict: "skipped", why: "early: Node is detached" },
    ],
    unexplained: ["#clock"],
  };

  test("every lost action with why, and every action not made", () => {
    assert.deepEqual(touchNotes("/r/", { ...touch, worst }), [
      '/r/ lost: button "Tools": aria-pressed=true ≠ aria-pressed=false',
      '/r/ not made: summary "Cost?": early: Node is detached',
    ]);
  });

  test("verbose: also actions without a visible effect and unexplained differences", () => {
    const notes = touchNotes("/r/", { ...touch, worst }, { verbose: true });
    assert.ok(notes.includes('/r/ no visible effect: button "Previous"'));
    assert.ok(notes.includes("/r/ differs, no action explains it: #clock"));
  });
});

describe("plainControlsNote", () => {
  test("names the plain page's slowest control and its time, the browser's share of each route's figure", () => {
    const note = plainControlsNote({ label: 'button "Menu"', ms: 32 });
    assert.match(note, /minimal\/controls\.html/);
    assert.match(note, /button "Menu", 32 ms/);
  });

  test("below the observer's threshold, or nothing reported", () => {
    assert.match(plainControlsNote({ label: 'summary "A question"', ms: 8 }), /<16 ms/);
    assert.match(plainControlsNote(undefined), /no interaction reported/);
  });
});
