import styled from "@emotion/styled";
import type { ComponentProps } from "react";
import { colors, focusRing, font, radius, space } from "./theme/tokens.ts";

const Root = styled.button({
  display: "inline-flex",
  alignItems: "center",
  gap: space[2],
  minHeight: 44,
  padding: `${space[2]}px ${space[4]}px`,
  borderRadius: radius.pill,
  border: `2px solid var(--toggle-color, ${colors.black})`,
  background: colors.white,
  color: colors.text,
  font: "inherit",
  fontWeight: font.bold,
  cursor: "pointer",
  transition: "background-color 150ms ease, color 150ms ease",
  "&:focus-visible": focusRing,
  "&[data-state='on']": { background: "var(--toggle-color)", color: "var(--toggle-text)" },
  "&[data-state='off']": { textDecoration: "line-through", textDecorationThickness: 2 },
  "@media (prefers-reduced-motion: reduce)": { transition: "none" },
});

const Mark = styled.span({
  display: "inline-grid",
  placeItems: "center",
  width: 20,
  height: 20,
  borderRadius: radius.pill,
  border: "2px solid currentColor",
});

export interface ToggleButtonProps extends Omit<ComponentProps<"button">, "onChange"> {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  /** The colour the button takes when on; the text colour on it. */
  color?: string;
  textColor?: string;
}

/** A button that stays on or off (aria-pressed), like a filter chip. */
export function ToggleButton({
  pressed,
  onPressedChange,
  color = colors.black,
  textColor = colors.white,
  children,
  style,
  ...rest
}: ToggleButtonProps) {
  return (
    <Root
      type="button"
      aria-pressed={pressed}
      data-state={pressed ? "on" : "off"}
      onClick={() => onPressedChange(!pressed)}
      style={{ ...style, ["--toggle-color" as string]: color, ["--toggle-text" as string]: textColor }}
      {...rest}
    >
      <Mark aria-hidden="true">
        {pressed ? (
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path d="M2 6.5 5 9.5 10 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        ) : null}
      </Mark>
      {children}
    </Root>
  );
}
