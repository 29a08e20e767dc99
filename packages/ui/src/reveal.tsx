import styled from "@emotion/styled";
import { type ComponentProps, useEffect, useRef } from "react";
import { HydrateSeparately } from "./hydrate-separately.tsx";

/** An element is revealed once its top passes 84% of the viewport height. */
export const revealThreshold = 0.84;

const Root = styled.div({
  // Only elements the script marked as waiting are hidden, so the
  // prerendered page reads fine without JavaScript.
  "&[data-reveal='waiting']": { opacity: 0, transform: "translateY(24px)" },
  "&[data-reveal='shown']": { transition: "opacity 600ms ease, transform 600ms ease" },
  "@media (prefers-reduced-motion: reduce)": {
    "&&": { opacity: 1, transform: "none", transition: "none" },
  },
});

let observer: IntersectionObserver | undefined;

function show(element: Element) {
  element.setAttribute("data-reveal", "shown");
  observer?.unobserve(element);
}

/** One observer for every waiting element on the page (no scroll handlers). */
function sharedObserver() {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) show(entry.target);
      }
    },
    // The root reaches far above the viewport and stops at 84% of its height: an
    // element intersects once its top is above that line, even when a jump
    // (an anchor, the End key) scrolled it past the viewport in one step.
    { rootMargin: `100000px 0px -${Math.round((1 - revealThreshold) * 100)}% 0px` },
  );
  return observer;
}

export type RevealProps = ComponentProps<"div">;

/**
 * Fades its content in when it scrolls above 84% of the viewport. Content that
 * is already there at load, browsers without IntersectionObserver and visitors
 * who prefer reduced motion see it at once. Its content hydrates on its own.
 */
export function Reveal({ children, ...rest }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (
      typeof IntersectionObserver === "undefined" ||
      window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ||
      element.getBoundingClientRect().top < window.innerHeight * revealThreshold
    ) {
      show(element);
      return;
    }
    element.setAttribute("data-reveal", "waiting");
    const shared = sharedObserver();
    shared.observe(element);
    return () => shared.unobserve(element);
  }, []);
  return (
    <Root ref={ref} {...rest}>
      <HydrateSeparately>{children}</HydrateSeparately>
    </Root>
  );
}
