import { ButtonLink } from "@duci/ui/button";
import type { ComponentProps, MouseEvent } from "react";

export interface ScrollLinkProps extends ComponentProps<"a"> {
  /** The id of the section to scroll to, without "#". */
  target: string;
}

/**
 * A button-styled link to a section of the same page: a plain anchor (works
 * without JavaScript), scrolled smoothly unless reduced motion is preferred,
 * with focus moved to the section.
 */
export function ScrollLink({ target, onClick, ...rest }: ScrollLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const section = document.getElementById(target);
    if (!section || event.defaultPrevented) return;
    event.preventDefault();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    if (!section.hasAttribute("tabindex")) section.setAttribute("tabindex", "-1");
    section.focus({ preventScroll: true });
    window.history.replaceState(null, "", `#${target}`);
  };
  return <ButtonLink href={`#${target}`} onClick={handleClick} {...rest} />;
}
