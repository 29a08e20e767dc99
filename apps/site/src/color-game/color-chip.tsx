import { colors, radius } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { ComponentProps } from "react";

const Chip = styled.span({
  display: "inline-block",
  flex: "none",
  width: "var(--chip-size)",
  height: "var(--chip-size)",
  borderRadius: radius.sm,
  border: `1px solid ${colors.gray}`,
  background: "var(--chip-color)",
  verticalAlign: "middle",
});

export interface ColorChipProps extends ComponentProps<"span"> {
  /** Six hex characters without '#'. */
  hex: string;
  size?: number;
}

/** A small square of a colour; decorative, the hex code beside it carries the meaning. */
export function ColorChip({ hex, size = 24, style, ...rest }: ColorChipProps) {
  return (
    <Chip
      aria-hidden="true"
      style={{ ...style, ["--chip-color" as string]: `#${hex}`, ["--chip-size" as string]: `${size}px` }}
      {...rest}
    />
  );
}
