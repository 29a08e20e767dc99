import styled from "@emotion/styled";
import { Fragment } from "react";

const Side = styled.span({ whiteSpace: "nowrap" });

/**
 * A range of dates ("Friday, January 28 – Sunday, January 30, 2022") that wraps
 * only after its dash: each date stays whole on its line, never "Sunday, January /
 * 30, 2022". The text itself is unchanged; a single date is kept whole too.
 */
export function DateRange({ children }: { children: string }) {
  // The dash stays with the date before it; the space after it is where the line may break.
  return children.split(/(?<= [–-]) /).map((side, index) => (
    <Fragment key={side}>
      {index > 0 ? " " : null}
      <Side>{side}</Side>
    </Fragment>
  ));
}
