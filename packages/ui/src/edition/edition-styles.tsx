import { type CSSObject, Global } from "@emotion/react";
import { colors } from "../theme/tokens.ts";
import { defaultCard, defaultSurface, type EditionSurface, type EditionTheme } from "./edition-theme.tsx";

/** What a ground changes from `base`: its colours, and the variables the blocks read for text on it. */
function surface({ ground, ink, muted, link }: EditionSurface, base: EditionSurface): CSSObject {
  return {
    ...(ground !== base.ground ? { background: ground } : {}),
    ...(ink !== base.ink ? { color: ink } : {}),
    ...(muted !== base.muted ? { "--muted": muted } : {}),
    ...(link !== base.link ? { "--link": link } : {}),
  };
}

// What the section bar and the countdown show without a theme (their own fallbacks).
const variableDefaults: Record<string, string> = {
  "--ed-nav-bg": colors.white,
  "--ed-nav-ink": colors.text,
  "--ed-nav-current": colors.black,
  "--ed-nav-current-ink": colors.white,
  "--ed-unit-bg": colors.white,
  "--ed-unit-ink": colors.text,
  "--ed-unit-muted": colors.textMuted,
  "--ed-unit-border": `2px solid ${colors.black}`,
  "--ed-unit-shadow": `3px 3px 0 ${colors.black}`,
};

/** The variables whose value is set and differs from its default. */
function changed(values: Record<string, string | undefined>, defaults: Record<string, string>): CSSObject {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => value !== undefined && value !== defaults[name]),
  );
}

/**
 * The rules an edition's theme makes: both section grounds, the card, the
 * section bar and countdown variables, then the edition's ornaments. Written
 * once per page, so every block shares them.
 */
export function editionRules(theme: EditionTheme): Record<string, CSSObject> {
  const rules = baseRules(theme);
  // An ornament on a selector the theme already styles adds to its rule.
  for (const [selector, style] of Object.entries(theme.ornaments ?? {}))
    rules[selector] = { ...rules[selector], ...style };
  return rules;
}

function baseRules(theme: EditionTheme): Record<string, CSSObject> {
  const plain = theme.plain ?? defaultSurface;
  const tinted = { ...defaultSurface, ...theme.tinted, ground: theme.tint };
  const card = theme.card ?? defaultCard;
  const { nav, countdown } = theme;
  // A card carries its colours wherever they differ from a ground it may sit on.
  const cardOn = { ground: "", ink: "", muted: "", link: "" };
  const cardSameOnBoth = (key: keyof EditionSurface) => card[key] === plain[key] && card[key] === tinted[key];
  for (const key of ["ink", "muted", "link"] as const) if (cardSameOnBoth(key)) cardOn[key] = card[key];
  return {
    // The section bar's and the countdown's variables, where the theme changes their defaults.
    ":root": {
      "--muted": plain.muted,
      "--link": plain.link,
      ...changed(
        {
          "--ed-nav-bg": nav?.ground,
          "--ed-nav-ink": nav?.ink,
          "--ed-nav-current": nav?.current,
          "--ed-nav-current-ink": nav?.currentInk,
          "--ed-unit-bg": countdown?.ground,
          "--ed-unit-ink": countdown?.ink,
          "--ed-unit-muted": countdown?.muted,
          "--ed-unit-border": countdown?.border,
          "--ed-unit-shadow": countdown?.shadow,
          "--ed-display-font": theme.displayFont,
        },
        variableDefaults,
      ),
    },
    // Plain sections show the page's own ground.
    body: surface({ ...plain, muted: "", link: "" }, { ...defaultSurface, muted: "", link: "" }),
    // Links follow the ground they sit on; buttons keep their own colours.
    a: { color: "var(--link)" },
    "section[data-tone='tint']": surface(tinted, { ...plain, ground: "" }),
    "[data-ed='card']": {
      position: "relative",
      ...surface(card, cardOn),
      "--accent": card.accent,
      border: card.border,
      borderRadius: card.radius,
      boxShadow: card.shadow,
    },
    "[data-ed='mark']": { color: "var(--accent)" },
    // With an accent, a short bar in it underlines each section heading.
    ...(theme.accent
      ? {
          "[data-ed='heading']::after": {
            content: '""',
            display: "block",
            width: 64,
            height: 6,
            marginTop: 8,
            borderRadius: 3,
            background: theme.accent,
          },
        }
      : {}),
    ...(theme.heading ? { "[data-ed='heading']": theme.heading } : {}),
  };
}

/** An edition's theme as global rules, rendered once by `EditionPage`. */
export function EditionStyles({ theme }: { theme: EditionTheme }) {
  return <Global styles={editionRules(theme)} />;
}
