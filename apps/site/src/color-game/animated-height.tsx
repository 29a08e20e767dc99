import { mq } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { type ComponentProps, useEffect, useRef, useState } from "react";

/** The colour game's resize animation. */
export const RESIZE_MS = 500;

const Outer = styled.div({
  overflow: "hidden",
  transition: `height ${RESIZE_MS}ms ease`,
  [mq.reducedMotion]: { transition: "none" },
});

// A little room so focus rings inside are not clipped by the overflow.
const Inner = styled.div({ padding: 4, margin: -4 });

/** Grows and shrinks smoothly to fit its content (instantly with reduced motion). */
export function AnimatedHeight({ children, style, ...rest }: ComponentProps<"div">) {
  const inner = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number>();

  useEffect(() => {
    const element = inner.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight - 8));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Outer style={{ ...style, height }} {...rest}>
      <Inner ref={inner}>{children}</Inner>
    </Outer>
  );
}
