import styled from "@emotion/styled";
import type { ComponentProps } from "react";

const arrowPaths = {
  right: "M4 12h15M13 6l6 6-6 6",
  "up-right": "M7 17 17 7M9 7h8v8",
  refresh: "M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4.2h-4.2",
} as const;

const ArrowSvg = styled.svg({ flex: "none", verticalAlign: "-0.125em" });

export interface ArrowIconProps extends ComponentProps<"svg"> {
  /** right: to another page; up-right: to another site, in a new tab; refresh: start again. */
  kind?: keyof typeof arrowPaths;
  size?: number | string;
}

/**
 * An arrow drawn in the text's colour at the text's size: DM Sans's web files
 * have no arrows, and a system font's would not match the type. Decorative.
 */
export function ArrowIcon({ kind = "right", size = "1em", ...rest }: ArrowIconProps) {
  return (
    <ArrowSvg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-arrow={kind}
      {...rest}
    >
      <path d={arrowPaths[kind]} />
    </ArrowSvg>
  );
}
