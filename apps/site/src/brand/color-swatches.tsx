import { brandSwatches } from "@duci/data/brand";
import { BalancedGrid } from "@duci/ui/balanced-grid";
import { colors, focusRing, font, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { useEffect, useRef, useState } from "react";
import { copyText } from "./copy-text.ts";

/** The size of a swatch, a square. */
export const SWATCH_SIZE = 128;

/**
 * As many 128 px swatches a row as fit, each centred in an equal share of the
 * row, so every row spans the content width: the 14 colours make 2 × 7 on a
 * phone, 4 + 4 + 4 + 2 from sm, 5 + 5 + 4 from md and 7 × 2 on a laptop.
 */
const columns = { base: 2, sm: 4, md: 5, lg: 7 } as const;

const Swatch = styled.button({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  justifyContent: "flex-end",
  alignItems: "flex-start",
  width: SWATCH_SIZE,
  height: SWATCH_SIZE,
  marginInline: "auto",
  padding: space[3],
  borderRadius: radius.md,
  border: `1px solid ${colors.silver}`,
  background: "var(--swatch)",
  color: colors.text,
  font: "inherit",
  textAlign: "left",
  cursor: "copy",
  "&:focus-visible": focusRing,
  "&:hover": { boxShadow: "0 6px 18px rgba(0, 0, 36, 0.18)" },
  // Pressed while the clipboard answers: the tap shows at once, however long the browser takes.
  "&[data-copying]": { boxShadow: "inset 0 0 0 4px rgba(0, 0, 36, 0.35)" },
});

// The code and name sit on a tinted label so they stay readable (4.5:1) on every brand colour.
const Label = styled.span({
  display: "grid",
  padding: `2px ${space[2]}px`,
  borderRadius: radius.sm,
  background: "rgba(255, 255, 255, 0.85)",
  color: colors.text,
  "[data-light='true'] > &": { background: "rgba(0, 0, 36, 0.8)", color: colors.white },
});

const Hex = styled.span({ ...text.body, fontWeight: font.bold, fontVariantNumeric: "tabular-nums" });

const Name = styled.span({ ...text.small, fontWeight: font.medium });

const Copied = styled.span({
  position: "absolute",
  top: space[2],
  right: space[2],
  padding: `2px ${space[2]}px`,
  borderRadius: radius.pill,
  background: colors.black,
  color: colors.white,
  fontSize: 12,
  fontWeight: font.bold,
});

const Toast = styled.div({
  position: "fixed",
  left: "50%",
  bottom: space[5],
  transform: "translateX(-50%)",
  zIndex: 50,
  maxWidth: "calc(100vw - 32px)",
  padding: `${space[3]}px ${space[5]}px`,
  borderRadius: radius.pill,
  background: colors.black,
  color: colors.white,
  fontWeight: font.bold,
  boxShadow: "0 8px 24px rgba(0, 0, 36, 0.3)",
  "&:empty": { padding: 0, boxShadow: "none" },
  "&[data-kind='failed']": {
    borderRadius: radius.md,
    background: colors.white,
    color: colors.text,
    border: `2px solid ${colors.danger}`,
  },
  "& input": { font: "inherit", marginLeft: space[2], width: "9ch", padding: `0 ${space[1]}px` },
});

type Feedback = { kind: "copying" | "copied" | "failed"; color: string } | null;

/** The brand colours; a click, Enter or Space copies the HEX code and says so. */
export function ColorSwatches() {
  const [feedback, setFeedback] = useState<Feedback>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const fallback = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (feedback?.kind === "failed") fallback.current?.select();
  }, [feedback]);

  const copy = async (color: string) => {
    clearTimeout(timer.current);
    setFeedback({ kind: "copying", color });
    const copied = await copyText(color);
    setFeedback({ kind: copied ? "copied" : "failed", color });
    if (copied) timer.current = setTimeout(() => setFeedback(null), 2500);
  };

  return (
    <>
      <BalancedGrid columns={columns}>
        {brandSwatches.map((swatch) => (
          <li key={swatch.name}>
            <Swatch
              type="button"
              data-light={swatch.light}
              style={{ ["--swatch" as string]: swatch.color }}
              aria-label={`${swatch.name} ${swatch.color}, copy HEX code`}
              data-copying={feedback?.kind === "copying" && feedback.color === swatch.color ? "" : undefined}
              onClick={() => copy(swatch.color)}
            >
              {feedback?.kind === "copied" && feedback.color === swatch.color ? (
                <Copied aria-hidden="true">Copied!</Copied>
              ) : null}
              <Label>
                <Hex>{swatch.color}</Hex>
                <Name>{swatch.name}</Name>
              </Label>
            </Swatch>
          </li>
        ))}
      </BalancedGrid>
      <Toast role="status" data-kind={feedback?.kind}>
        {feedback?.kind === "copied" ? `Copied ${feedback.color}` : null}
        {feedback?.kind === "failed" ? (
          <label>
            Your browser blocked the clipboard. Copy the code yourself:
            <input ref={fallback} readOnly value={feedback.color} onBlur={() => setFeedback(null)} />
          </label>
        ) : null}
      </Toast>
    </>
  );
}
