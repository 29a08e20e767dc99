import styled from "@emotion/styled";
import { Fragment, type ReactNode } from "react";

const Whole = styled.span({ whiteSpace: "nowrap" });

/**
 * The text with every "Design-a-thon" kept on one line: a line may break at
 * its hyphens otherwise ("Design-a- / thon" on a phone).
 *
 * @example
 * unbroken("How do I hear about the next Design-a-thon?")
 */
export function unbroken(text: string): ReactNode {
  const parts = text.split("Design-a-thon");
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    // The parts of one string, in order: their index is their identity.
    <Fragment key={index}>
      {index > 0 ? <Whole>Design-a-thon</Whole> : null}
      {part}
    </Fragment>
  ));
}
