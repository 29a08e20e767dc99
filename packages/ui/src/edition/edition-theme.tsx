import type { CSSObject } from "@emotion/react";
import { createContext, useContext } from "react";
import { colors } from "../theme/tokens.ts";

/** A ground and the colours of text on it, each at least 4.5:1 on the ground. */
export interface EditionSurface {
  ground: string;
  ink: string;
  /** Secondary text: roles, notes, team lines. */
  muted: string;
  link: string;
}

/** The card every block draws its items on (winners, prizes, rules, facts, questions, profiles). */
export interface EditionCard extends EditionSurface {
  /** A label on the card (a place, a prize's symbol, a rule's number), 4.5:1 on the card's ground. */
  accent: string;
  /** A CSS border, e.g. "2px solid #000024" or "0". */
  border: string;
  radius: number;
  /** A CSS box-shadow. */
  shadow: string;
}

/**
 * An edition's look, read by every shared block: colours of the two section
 * grounds, the card, the sticky section bar and the countdown, the type of the
 * section headings, and the edition's own ornaments. Blocks expose hooks for
 * the ornaments to style: `section[data-tone]` (a section), `[data-ed='heading']`
 * (its heading), `[data-ed='card']` (a card), `[data-ed='mark']` (a card's
 * label), `[data-ed='print']` (a person's card) and `[data-ed='group']` (a
 * group's title). Everything but `tint` has a default: today's outlined cards
 * with a hard shadow on white.
 */
export interface EditionTheme {
  /** The ground of "tint" sections. */
  tint: string;
  /** When set, a short bar in this colour underlines each section heading. */
  accent?: string;
  /** "plain" sections (white by default). */
  plain?: EditionSurface;
  /** Text on "tint" sections (the edition's tint is their ground). */
  tinted?: Omit<EditionSurface, "ground">;
  card?: EditionCard;
  /** The sticky section bar: its ground and the current section's pill. */
  nav?: { ground: string; ink: string; current: string; currentInk: string };
  /** The countdown's digit tiles. */
  countdown?: { ground: string; ink: string; muted: string; border: string; shadow: string };
  /** The family of big figures, wordmarks and day headings (a CSS font-family); the site's type by default. */
  displayFont?: string;
  /** Section headings' type (case, tracking, size): merged into their style. */
  heading?: CSSObject;
  /** The edition's own ornaments (tape, rings, tilt): styles by selector, on the hooks above, scoped to its pages. */
  ornaments?: Record<string, CSSObject>;
}

export const defaultSurface: EditionSurface = {
  ground: colors.white,
  ink: colors.text,
  muted: colors.textMuted,
  link: colors.link,
};

export const defaultCard: EditionCard = {
  ...defaultSurface,
  accent: colors.link,
  border: `2px solid ${colors.black}`,
  radius: 20,
  shadow: `4px 4px 0 ${colors.black}`,
};

const EditionThemeContext = createContext<EditionTheme>({ tint: colors.sky });

/** Gives every section and block below it the edition's colours. */
export const EditionThemeProvider = EditionThemeContext.Provider;

export function useEditionTheme(): EditionTheme {
  return useContext(EditionThemeContext);
}
