import type { ComponentProps } from "react";

/**
 * The arrow of a "← Back" link, drawn rather than typed: DM Sans has no arrow,
 * and a glyph taken from whichever system font the browser falls back to
 * changes the link's width and line height from one machine, or one load, to
 * the next. Decorative: the link's words carry its name.
 */
export function BackArrow(props: ComponentProps<"svg">) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      style={{ verticalAlign: "-.125em", marginRight: ".3em" }}
      {...props}
    >
      <path d="M14 8H3m4.5-4.5L3 8l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
