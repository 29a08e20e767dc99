import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EventTypeTag, eventTypeTone, eventTypeTones, otherTone } from "./event-type-tag.tsx";
import { contrastRatio } from "./theme/contrast.ts";
import { colors } from "./theme/tokens.ts";

describe("eventTypeTone", () => {
  it("gives each kind of event its own brand colour, however an editor spelled it", () => {
    expect(eventTypeTone("Workshop").background).toBe(colors.blue);
    expect(eventTypeTone("Industry Speaker").background).toBe(colors.orange);
    expect(eventTypeTone("Social Event").background).toBe(colors.green);
    expect(eventTypeTone("Project teams").background).toBe(colors.pink);
    expect(eventTypeTone("Fundraiser + Social").background).toBe(colors.yellow);
    expect(eventTypeTone("AMA").background).toBe(colors.ultraviolet);
    const kinds = ["Workshop", "Industry Speaker", "Social", "Project Teams", "Fundraiser", "AMA"];
    expect(new Set(kinds.map((kind) => eventTypeTone(kind).background)).size).toBe(kinds.length);
  });

  it("gives a type it does not know the neutral tone, without matching inside words", () => {
    expect(eventTypeTone("Hackathon")).toBe(otherTone);
    expect(eventTypeTone("Llama drawing")).toBe(otherTone);
    expect(eventTypeTone("")).toBe(otherTone);
  });

  it("keeps every tag's text at 4.5:1 or more against its fill", () => {
    for (const tone of eventTypeTones) {
      expect(contrastRatio(tone.color, tone.background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("EventTypeTag", () => {
  it("shows the type in its colours", () => {
    render(<EventTypeTag type="AMA" />);
    expect(screen.getByText("AMA")).toHaveStyle({ background: colors.ultraviolet, color: colors.white });
  });
});
