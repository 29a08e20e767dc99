import styled from "@emotion/styled";
import { AppLink } from "./link.tsx";
import { colors, font, mq, radius, space } from "./theme/tokens.ts";

const base = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: space[2],
  minHeight: 44,
  padding: `${space[2]}px ${space[5]}px`,
  borderRadius: radius.pill,
  border: `2px solid ${colors.black}`,
  font: "inherit",
  fontWeight: font.bold,
  textDecoration: "none",
  cursor: "pointer",
  background: colors.black,
  color: colors.white,
  transition: "transform 150ms ease",
  "&:hover": { transform: "translateY(-1px)" },
  "@media (prefers-reduced-motion: reduce)": { transition: "none", "&:hover": { transform: "none" } },
  "&[data-variant='outline']": { background: "transparent", color: colors.text },
  // The same two styles on a dark surface.
  "&[data-variant='light']": { background: colors.white, color: colors.text, borderColor: colors.white },
  "&[data-variant='outline-light']": { background: "transparent", color: colors.white, borderColor: colors.white },
  // A state, not a style: the video call while its event is live.
  "&[data-variant='danger']": { background: colors.danger, borderColor: colors.danger, color: colors.white },
  "&:disabled, &[aria-disabled='true']": { opacity: 0.55, cursor: "not-allowed", transform: "none" },
} as const;

/**
 * A link styled as a button. Two styles: filled for the main action (the
 * default; `data-variant="primary"` says so explicitly) and `outline` for the
 * others; `light` and `outline-light` are the same two on a dark surface, and
 * `danger` marks a live video call.
 */
export const ButtonLink = styled(AppLink)(base);

/**
 * A button's sides in a card on a phone: narrower under 600 px, so the
 * events' longest labels ("Download Adobe Illustrator", "Add to calendar")
 * fit a 320 px card on one line.
 */
export const narrowSidesOnPhone = { paddingInline: space[3], [mq.sm]: { paddingInline: space[5] } } as const;

/** A button, in the styles of `ButtonLink`. */
export const Button = styled.button(base);
