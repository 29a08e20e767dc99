import { describe, expect, it } from "vitest";
import { colors } from "../theme/tokens.ts";
import { editionRules } from "./edition-styles.tsx";
import type { EditionTheme } from "./edition-theme.tsx";

const night: EditionTheme = {
  tint: "#0B0A33",
  tinted: { ink: colors.white, muted: "#B9B8D9", link: "#FFB4A6" },
  card: {
    ground: colors.black,
    ink: colors.white,
    muted: "#C9C9D6",
    link: colors.yellow,
    accent: colors.yellow,
    border: "0",
    radius: 4,
    shadow: "none",
  },
  ornaments: { "section[data-tone='tint']": { backgroundImage: "radial-gradient(red, blue)" } },
};

describe("editionRules", () => {
  it("paints tint sections in the edition's tint, with its text colours for them", () => {
    const rules = editionRules(night);
    expect(rules["section[data-tone='tint']"]).toMatchObject({
      background: "#0B0A33",
      color: colors.white,
      "--muted": "#B9B8D9",
      "--link": "#FFB4A6",
    });
  });

  it("keeps the theme's own rule when an ornament styles the same selector", () => {
    const tint = editionRules(night)["section[data-tone='tint']"];
    expect(tint).toMatchObject({ background: "#0B0A33", backgroundImage: "radial-gradient(red, blue)" });
  });

  it("gives cards the theme's card: its ground, text, label colour and shape", () => {
    expect(editionRules(night)["[data-ed='card']"]).toMatchObject({
      background: colors.black,
      color: colors.white,
      "--muted": "#C9C9D6",
      "--link": colors.yellow,
      "--accent": colors.yellow,
      border: "0",
      borderRadius: 4,
      boxShadow: "none",
    });
  });

  it("without more than a tint, keeps white grounds and outlined cards with a hard shadow", () => {
    const rules = editionRules({ tint: colors.blush });
    expect(rules.body).toEqual({});
    expect(rules["section[data-tone='tint']"]).toEqual({ background: colors.blush });
    expect(rules["[data-ed='card']"]).toMatchObject({
      background: colors.white,
      border: `2px solid ${colors.black}`,
      boxShadow: `4px 4px 0 ${colors.black}`,
    });
  });

  it("underlines headings with a bar only when the theme has an accent", () => {
    expect(editionRules({ tint: colors.blush })["[data-ed='heading']::after"]).toBeUndefined();
    expect(
      editionRules({ tint: colors.blush, accent: colors.ultraviolet })["[data-ed='heading']::after"],
    ).toMatchObject({ background: colors.ultraviolet });
  });
});
