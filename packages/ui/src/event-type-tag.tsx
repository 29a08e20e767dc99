import styled from "@emotion/styled";
import type { ComponentProps } from "react";
import { colors, font, radius, space } from "./theme/tokens.ts";

/** A tag's fill and its text colour; every pair reads at 4.5:1 or more (tested). */
export interface TagTone {
  background: string;
  color: string;
}

// One brand colour per kind of event editors use, matched by keyword so "Social Event",
// "Project teams" and "Fundraiser + Social" find theirs; the first match wins.
const tones: readonly [keyword: string, tone: TagTone][] = [
  ["fundraiser", { background: colors.yellow, color: colors.black }],
  ["workshop", { background: colors.blue, color: colors.black }],
  ["speaker", { background: colors.orange, color: colors.black }],
  ["social", { background: colors.green, color: colors.black }],
  ["project", { background: colors.pink, color: colors.black }],
  ["ama", { background: colors.ultraviolet, color: colors.white }],
];

/** Any other type, typed freely by an editor. */
export const otherTone: TagTone = { background: colors.silver, color: colors.black };

/** Every tone a tag can take, for the contrast test and the design-token page. */
export const eventTypeTones: readonly TagTone[] = [...tones.map(([, tone]) => tone), otherTone];

/** The tag colours of an event type ("Workshop", "Industry Speaker", or anything an editor typed). */
export function eventTypeTone(type: string): TagTone {
  const words = type.toLowerCase();
  return tones.find(([keyword]) => new RegExp(`\\b${keyword}`).test(words))?.[1] ?? otherTone;
}

const Root = styled.span({
  display: "inline-block",
  padding: `${space[1] / 2}px ${space[2]}px`,
  borderRadius: radius.pill,
  fontSize: 13,
  lineHeight: 1.5,
  fontWeight: font.bold,
  letterSpacing: 0.3,
  overflowWrap: "anywhere",
});

export interface EventTypeTagProps extends ComponentProps<"span"> {
  type: string;
}

/** An event's type as a coloured tag, the colour chosen by the kind of event. */
export function EventTypeTag({ type, style, ...rest }: EventTypeTagProps) {
  const tone = eventTypeTone(type);
  return (
    <Root style={{ background: tone.background, color: tone.color, ...style }} {...rest}>
      {type}
    </Root>
  );
}
