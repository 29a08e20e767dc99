import styled from "@emotion/styled";
import type { ComponentProps } from "react";
import { colors, space } from "./theme/tokens.ts";

const Link = styled.a({
  position: "absolute",
  left: space[4],
  top: -100,
  zIndex: 100,
  padding: `${space[2]}px ${space[4]}px`,
  background: colors.black,
  color: colors.white,
  "&:focus": { top: space[2] },
});

export interface SkipLinkProps extends ComponentProps<"a"> {
  /** The id of the page's main content. */
  target?: string;
}

/** The first stop for keyboard users: jumps past the navigation to the content. */
export function SkipLink({ target = "main", children = "Skip to content", ...rest }: SkipLinkProps) {
  return (
    <Link href={`#${target}`} {...rest}>
      {children}
    </Link>
  );
}
