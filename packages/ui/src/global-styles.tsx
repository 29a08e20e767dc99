import { Global } from "@emotion/react";
import { colors, focusRing, font, mq, visuallyHidden } from "./theme/tokens.ts";

/** Base document styles every app renders once at its root. */
export function GlobalStyles() {
  return (
    <Global
      styles={{
        "*, *::before, *::after": { boxSizing: "border-box" },
        html: { scrollBehavior: "smooth", [mq.reducedMotion]: { scrollBehavior: "auto" } },
        body: {
          margin: 0,
          fontFamily: font.family,
          fontWeight: font.medium,
          color: colors.text,
          background: colors.white,
          lineHeight: 1.5,
          WebkitFontSmoothing: "antialiased",
        },
        // Headings wrap into lines of even length, never one word left alone on the last.
        "h1, h2, h3, h4": { fontWeight: font.bold, lineHeight: 1.15, margin: 0, textWrap: "balance" },
        // No paragraph ends on a lone word where the line before can give one up.
        p: { margin: 0, textWrap: "pretty" },
        a: { color: colors.link },
        img: { maxWidth: "100%", height: "auto" },
        ":focus-visible": focusRing,
        // Containers focused by script (the main region after navigation) are not controls: no ring.
        "[tabindex='-1']:focus": { outline: "none" },
        ".visually-hidden": { ...visuallyHidden, padding: 0, margin: -1, border: 0 },
      }}
    />
  );
}
