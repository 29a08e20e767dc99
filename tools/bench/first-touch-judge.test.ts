import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  changedKeys,
  type EarlyStep,
  type EarlyVisit,
  type Effect,
  judge,
  type LateVisit,
  planActions,
  type Snapshot,
} from "./first-touch-judge.ts";

const press = (label: string, extra: { popup?: boolean } = {}) => ({ kind: "press", label, popup: false, ...extra });
const field = (label: string) => ({ kind: "type", label, popup: false });

describe("planActions", () => {
  test("presses first, then typing, then the first dialog opener alone", () => {
    const found = [
      field("input First name"),
      press("summary Menu"),
      press("button Ada Lovelace", { popup: true }),
      press("button New color"),
      press("button Grace Hopper", { popup: true }),
      field("input Email"),
    ];
    assert.deepEqual(
      planActions(found).map((action) => action.label),
      ["summary Menu", "button New color", "input First name", "input Email", "button Ada Lovelace"],
    );
  });
});

describe("changedKeys", () => {
  test("a key that appears, disappears or changes value", () => {
    assert.deepEqual(changedKeys({ a: "1", b: "2", c: "3" }, { a: "1", b: "x", d: "4" }).sort(), ["b", "c", "d"]);
  });
});

/** A late visit: the state before, then after each action. */
function lateVisit(before: Snapshot, afters: Snapshot[], log: Effect[] = []): LateVisit {
  return { before, steps: afters.map((after) => ({ done: true, after })), final: afters.at(-1) ?? before, log };
}

function earlyVisit(final: Snapshot, log: Effect[] = [], count = 1): EarlyVisit & { steps: EarlyStep[] } {
  return { steps: Array.from({ length: count }, () => ({ done: true, early: true })), final, log };
}

describe("judge", () => {
  test("an answer opened early and still open after hydration is kept", () => {
    const plan = [press('summary "Cost?"')];
    const late = lateVisit({ "#cost": "aria-expanded=false" }, [{ "#cost": "aria-expanded=true" }]);
    const result = judge(plan, earlyVisit({ "#cost": "aria-expanded=true" }), late);
    assert.equal(result.lost, 0);
    assert.equal(result.early, 1);
    assert.deepEqual(
      result.verdicts.map((verdict) => verdict.verdict),
      ["kept"],
    );
  });

  test("an answer that hydration closed again is lost, with when it was tapped and the state that differs", () => {
    const plan = [press('summary "Cost?"')];
    const late = lateVisit({ "#cost": "aria-expanded=false" }, [{ "#cost": "aria-expanded=true" }]);
    const early = earlyVisit({ "#cost": "aria-expanded=false" });
    early.steps[0] = { done: true, early: true, when: "after hydrateRoot" };
    const result = judge(plan, early, late);
    assert.equal(result.lost, 1);
    assert.equal(result.verdicts[0]?.why, "after hydrateRoot: #cost: aria-expanded=false ≠ aria-expanded=true");
  });

  test("a copy made late but never early is lost, though the page's state is the same", () => {
    const plan = [press("button Blue"), press("button Red")];
    const late = lateVisit(
      {},
      [{}, {}],
      [
        { action: 0, what: "copied #089AFF" },
        { action: 1, what: "copied #FC123D" },
      ],
    );
    const early = earlyVisit({}, [{ action: 5, what: "copied #FC123D" }], 2);
    const result = judge(plan, early, late);
    assert.deepEqual(
      result.verdicts.map((verdict) => verdict.verdict),
      ["lost", "kept"],
    );
    assert.match(result.verdicts[0]?.why ?? "", /no "copied #089AFF"/);
  });

  test("two copies of the same code early count for two clicks", () => {
    const plan = [press("button Blue"), press("button Blue again")];
    const late = lateVisit(
      {},
      [{}, {}],
      [
        { action: 0, what: "copied #089AFF" },
        { action: 1, what: "copied #089AFF" },
      ],
    );
    const early = earlyVisit({}, [{ action: 0, what: "copied #089AFF" }], 2);
    assert.equal(judge(plan, early, late).lost, 1);
  });

  test("a difference is blamed on the last action that changed it, not on an earlier one", () => {
    // Both filters toggle the shared address; only the second one's result is missing early.
    const plan = [press("button Tools"), press("button Guides")];
    const late = lateVisit({ location: "/r/" }, [{ location: "/r/?show=a" }, { location: "/r/?show=none" }]);
    const result = judge(plan, earlyVisit({ location: "/r/?show=a" }, [], 2), late);
    assert.deepEqual(
      result.verdicts.map((verdict) => verdict.verdict),
      ["kept", "lost"],
    );
  });

  test("an action with no visible effect (a disabled Previous button) is not counted either way", () => {
    const plan = [press("button Previous")];
    const result = judge(plan, earlyVisit({ "#x": "1" }), lateVisit({ "#x": "1" }, [{ "#x": "1" }]));
    assert.equal(result.lost, 0);
    assert.equal(result.verdicts[0]?.verdict, "blind");
  });

  test("a difference no action made (a clock, live data) is listed, not counted", () => {
    const plan = [press("button Menu")];
    const late = lateVisit({ "#menu": "closed", "#clock": "1" }, [{ "#menu": "open", "#clock": "1" }]);
    const result = judge(plan, earlyVisit({ "#menu": "open", "#clock": "2" }), late);
    assert.equal(result.lost, 0);
    assert.deepEqual(result.unexplained, ["#clock"]);
  });

  test("a page left for another document loses every action that had an effect", () => {
    const plan = [press("summary Menu"), press("button Ada", { popup: true })];
    const late = lateVisit({ "#menu": "closed" }, [{ "#menu": "open" }, { "#menu": "open", "#dialog": "open" }]);
    const early = { ...earlyVisit({}, [], 2), left: { url: "/people/#ada" } };
    const result = judge(plan, early, late);
    assert.equal(result.lost, 2);
    assert.match(result.verdicts[1]?.why ?? "", /left for \/people\/#ada/);
  });

  test("an action the probe could not make early is reported, not counted as lost", () => {
    const plan = [press('summary "Cost?"')];
    const late = lateVisit({ "#cost": "closed" }, [{ "#cost": "open" }]);
    const early: EarlyVisit = {
      steps: [{ done: false, error: "Node is detached" }],
      final: { "#cost": "closed" },
      log: [],
    };
    const result = judge(plan, early, late);
    assert.equal(result.lost, 0);
    assert.equal(result.early, 0);
    assert.deepEqual(result.verdicts[0], {
      label: 'summary "Cost?"',
      verdict: "skipped",
      why: "early: Node is detached",
    });
  });
});
