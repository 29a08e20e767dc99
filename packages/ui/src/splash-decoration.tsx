import styled from "@emotion/styled";
import type { ComponentProps, CSSProperties, ReactNode } from "react";
import left from "./splash-left.svg?no-inline";
import right from "./splash-right.svg?no-inline";
import { colors, mq, space } from "./theme/tokens.ts";

export interface SplashDecorationProps extends ComponentProps<"div"> {
  /** Content shown over the decoration, such as a closing message. */
  children?: ReactNode;
  /** The grid's ground colour. */
  background?: string;
}

// The drawings are files the browser caches, laid over a grid drawn by CSS:
// a cloud and stars at the top left, a butterfly, a star and a cloud at the bottom right.
const Root = styled.div({
  display: "grid",
  placeItems: "center",
  minHeight: 320,
  padding: `${space[9] + space[5]}px ${space[4]}px`,
  textAlign: "center",
  backgroundColor: "var(--splash-bg)",
  backgroundImage: `url(${left}), url(${right}), linear-gradient(rgba(0, 0, 36, 0.08) 1px, transparent 1px), linear-gradient(90deg, rgba(0, 0, 36, 0.08) 1px, transparent 1px)`,
  backgroundPosition: "left 4% top 16px, right 4% bottom 16px, 0 0, 0 0",
  backgroundSize: "165px auto, 180px auto, 32px 32px, 32px 32px",
  backgroundRepeat: "no-repeat, no-repeat, repeat, repeat",
  [mq.md]: { padding: `${space[9]}px ${space[4]}px`, backgroundSize: "220px auto, 240px auto, 32px 32px, 32px 32px" },
});

const Content = styled.div({ maxWidth: 640 });

/**
 * The decoration that ends an edition page: a grid ground with clouds, a
 * butterfly and stars drawn around optional content. The drawings are
 * background pictures: nothing for assistive technology to read, nothing that moves.
 */
export function SplashDecoration({ children, background = colors.blush, style, ...rest }: SplashDecorationProps) {
  return (
    <Root style={{ ...style, "--splash-bg": background } as CSSProperties} {...rest}>
      {children ? <Content>{children}</Content> : null}
    </Root>
  );
}
