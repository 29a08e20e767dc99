import { colors, mq } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { ReactNode } from "react";

// A fixed 4:3 box, so nothing moves when the page paints: small above the title on a phone (the
// heading stays on the first screen), beside it from 600 px.
const Box = styled.div({
  order: -1,
  width: 128,
  aspectRatio: "4 / 3",
  "& svg": { display: "block", width: "100%", height: "100%" },
  [mq.sm]: { order: 0, width: 224 },
  [mq.md]: { width: 320 },
});

/**
 * A page's hero drawing: drawn into the page at build time and never changed,
 * so the browser keeps the server's markup and the page's scripts carry none
 * of the drawing. Pass the drawing as `import.meta.env.SSR && <Drawing>…`.
 */
export function HeroArt({ children }: { children: ReactNode }) {
  return import.meta.env.SSR ? (
    <Box aria-hidden="true">{children}</Box>
  ) : (
    <Box aria-hidden="true" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  );
}

/** The heroes' shared canvas: brand-black outlines on a 240 × 180 grid; shapes add their fills. */
export function Drawing({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 240 180"
      fill="none"
      stroke={colors.black}
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
