import styled from "@emotion/styled";
import type { ComponentProps, ReactNode } from "react";
import { colors, mq, space } from "./theme/tokens.ts";

export interface SplashDecorationProps extends ComponentProps<"div"> {
  /** Content shown over the decoration, such as a closing message. */
  children?: ReactNode;
  /** The grid's ground colour. */
  background?: string;
}

const Root = styled.div({
  position: "relative",
  overflow: "hidden",
  minHeight: 320,
  display: "grid",
  placeItems: "center",
  padding: `${space[9]}px ${space[4]}px`,
  backgroundColor: "var(--splash-bg)",
  backgroundImage:
    "linear-gradient(rgba(0, 0, 36, 0.08) 1px, transparent 1px), linear-gradient(90deg, rgba(0, 0, 36, 0.08) 1px, transparent 1px)",
  backgroundSize: "32px 32px",
  "@keyframes splash-float": { "0%, 100%": { transform: "translateY(0)" }, "50%": { transform: "translateY(-10px)" } },
  "@keyframes splash-drift": { from: { transform: "translateX(0)" }, to: { transform: "translateX(24px)" } },
});

const Art = styled.svg({
  position: "absolute",
  pointerEvents: "none",
  "&[data-part='cloud']": { animation: "splash-drift 9s ease-in-out infinite alternate" },
  "&[data-part='butterfly'], &[data-part='star']": { animation: "splash-float 4s ease-in-out infinite" },
  [mq.reducedMotion]: { "&[data-part]": { animation: "none" } },
});

const Content = styled.div({ position: "relative", textAlign: "center", maxWidth: 640 });

function Cloud({ style }: { style: React.CSSProperties }) {
  return (
    <Art
      data-part="cloud"
      viewBox="0 0 160 80"
      width="160"
      height="80"
      style={style}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M30 70h100a26 26 0 0 0 0-52 34 34 0 0 0-62-6 24 24 0 0 0-38 22A18 18 0 0 0 30 70Z"
        fill={colors.white}
        stroke={colors.black}
        strokeWidth="3"
      />
    </Art>
  );
}

function Star({ style, color }: { style: React.CSSProperties; color: string }) {
  return (
    <Art data-part="star" viewBox="0 0 40 40" width="40" height="40" style={style} aria-hidden="true" focusable="false">
      <path
        d="M20 2l4.6 13.4L38 20l-13.4 4.6L20 38l-4.6-13.4L2 20l13.4-4.6Z"
        fill={color}
        stroke={colors.black}
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </Art>
  );
}

function Butterfly({ style }: { style: React.CSSProperties }) {
  return (
    <Art
      data-part="butterfly"
      viewBox="0 0 100 80"
      width="100"
      height="80"
      style={style}
      aria-hidden="true"
      focusable="false"
    >
      <g stroke={colors.black} strokeWidth="3" strokeLinejoin="round">
        <path d="M48 38C36 8 6 6 8 26c1 12 18 18 40 14Z" fill={colors.pink} />
        <path d="M52 38C64 8 94 6 92 26c-1 12-18 18-40 14Z" fill={colors.pink} />
        <path d="M48 42C30 44 18 64 30 70c10 5 18-12 18-28Z" fill={colors.yellow} />
        <path d="M52 42c18 2 30 22 18 28-10 5-18-12-18-28Z" fill={colors.yellow} />
        <path d="M50 28v34" strokeLinecap="round" />
        <path d="M50 28l-8-14M50 28l8-14" fill="none" strokeLinecap="round" strokeWidth="2" />
      </g>
    </Art>
  );
}

/**
 * The decoration that ends an edition page: a grid ground with clouds, a
 * butterfly and stars drawn around optional content. The art is decorative
 * (hidden from assistive technology) and holds still with reduced motion.
 */
export function SplashDecoration({ children, background = colors.blush, style, ...rest }: SplashDecorationProps) {
  return (
    <Root style={{ ...style, "--splash-bg": background } as React.CSSProperties} {...rest}>
      <Cloud style={{ top: 24, left: "4%" }} />
      <Cloud style={{ bottom: 28, right: "6%", transform: "scale(0.8)" }} />
      <Butterfly style={{ top: 36, right: "14%" }} />
      <Star color={colors.yellow} style={{ bottom: 40, left: "12%" }} />
      <Star color={colors.blue} style={{ bottom: "30%", right: "3%", animationDelay: "1s" }} />
      <Star color={colors.orange} style={{ top: 20, right: "40%", animationDelay: "2s" }} />
      {children ? <Content>{children}</Content> : null}
    </Root>
  );
}
