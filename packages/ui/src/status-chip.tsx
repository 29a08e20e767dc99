import styled from "@emotion/styled";
import type { ComponentProps } from "react";
import { colors, font, radius, space, text } from "./theme/tokens.ts";

const tones = {
  sky: { background: colors.sky, color: colors.black },
  lime: { background: colors.lime, color: colors.black },
  yellow: { background: colors.yellow, color: colors.black },
  danger: { background: colors.blush, color: colors.danger },
} as const;

// Small, square-cornered and flat, with a dot before the words: a label to
// read, never mistaken for a button (pill-shaped, outlined or filled, 44 px tall).
const Root = styled.span({
  display: "inline-flex",
  alignItems: "center",
  gap: space[2] - 2,
  padding: `${space[1] / 2}px ${space[2]}px`,
  borderRadius: radius.sm,
  ...text.caption,
  fontWeight: font.bold,
  letterSpacing: 1,
  textTransform: "uppercase",
  whiteSpace: "nowrap",
  background: "var(--chip-background)",
  color: "var(--chip-color)",
  "&::before": {
    content: '""',
    flex: "none",
    width: 6,
    height: 6,
    borderRadius: "50%",
    background: "currentColor",
  },
  ...Object.fromEntries(
    Object.entries(tones).map(([tone, { background, color }]) => [
      `&[data-tone='${tone}']`,
      { "--chip-background": background, "--chip-color": color },
    ]),
  ),
});

export interface StatusChipProps extends ComponentProps<"span"> {
  tone?: keyof typeof tones;
}

/** A short status ("Limited stock", "In 2 days") set apart from the text around it. */
export function StatusChip({ tone = "sky", ...rest }: StatusChipProps) {
  return <Root data-tone={tone} {...rest} />;
}
