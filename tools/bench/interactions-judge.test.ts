import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { actionTimes, worstAction } from "./interactions-judge.ts";

const event = (interactionId: number, startTime: number, duration: number, name = "click") => ({
  name,
  interactionId,
  startTime,
  duration,
});

describe("actionTimes", () => {
  const actions = [
    { label: 'button "Menu"', at: 1000 },
    { label: 'input "Hex digit 1 of 6"', at: 2000 },
  ];

  test("one interaction counts as its slowest event, given to the action begun before it", () => {
    const times = actionTimes(
      [event(7, 1010, 24, "pointerdown"), event(7, 1030, 56, "click"), event(9, 2005, 40, "keydown")],
      actions,
    );
    assert.deepEqual(times, [
      { label: 'button "Menu"', ms: 56 },
      { label: 'input "Hex digit 1 of 6"', ms: 40 },
    ]);
  });

  test("an action of several interactions (two keys) takes its slowest", () => {
    const times = actionTimes([event(9, 2005, 40, "keydown"), event(11, 2100, 128, "keydown")], actions);
    assert.equal(times[1]?.ms, 128);
  });

  test("events of no interaction, and those before the first action, are left out; a quick action reads 0", () => {
    const times = actionTimes([event(0, 1010, 200, "pointermove"), event(3, 500, 300, "click")], actions);
    assert.deepEqual(
      times.map((time) => time.ms),
      [0, 0],
    );
  });
});

describe("worstAction", () => {
  test("the control slowest in most runs, by its median over them", () => {
    const worst = worstAction([
      [
        { label: "menu", ms: 56 },
        { label: "tab", ms: 200 },
      ],
      [
        { label: "menu", ms: 64 },
        { label: "tab", ms: 24 },
      ],
      [
        { label: "menu", ms: 60 },
        { label: "tab", ms: 32 },
      ],
    ]);
    assert.deepEqual(worst, { label: "menu", ms: 60 });
  });

  test("nothing acted on, nothing to report", () => {
    assert.equal(worstAction([[], []]), undefined);
  });
});
