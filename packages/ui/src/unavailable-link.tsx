import styled from "@emotion/styled";
import type { ComponentProps } from "react";
import { font, radius, space } from "./theme/tokens.ts";

const Root = styled.span({
  display: "inline-flex",
  flexDirection: "column",
  justifyContent: "center",
  minHeight: 44,
  padding: `${space[1]}px ${space[5]}px`,
  borderRadius: radius.pill,
  // The surrounding text colour, so it reads on light and dark panels alike.
  border: "2px dashed currentColor",
  color: "inherit",
  fontWeight: font.bold,
  lineHeight: 1.2,
  whiteSpace: "nowrap",
});

const Reason = styled.span({ fontSize: 12, fontWeight: font.medium });

export interface UnavailableLinkProps extends ComponentProps<"span"> {
  /** What the link would be called, e.g. "Handbook". */
  label: string;
  /** Why there is no link, shown under the label. */
  reason?: string;
}

/**
 * Stands where a link would be when its real address is not known: the label,
 * visibly not a button, with the reason. A link goes where it says, or there is none.
 */
export function UnavailableLink({ label, reason = "link not available", ...rest }: UnavailableLinkProps) {
  return (
    <Root data-state="unavailable" {...rest}>
      <span>{label}</span>
      <Reason>{reason}</Reason>
    </Root>
  );
}
