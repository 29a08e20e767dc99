import type { ComponentProps } from "react";
import { ButtonLink } from "../button.tsx";
import { useNow } from "../hooks/use-now.ts";
import { newTab } from "../link.tsx";
import { SectionNav, type SectionNavItem } from "../section-nav.tsx";
import { UnavailableLink } from "../unavailable-link.tsx";

export interface EditionNavLink {
  label: string;
  /** A document or form of the edition, opened in a new tab; null while its real address is not known. */
  href: string | null;
  variant: "primary" | "outline";
  /** Shown from this instant on (a challenge brief's reveal); always when absent. */
  from?: Date;
}

export interface EditionNavProps extends Omit<ComponentProps<"nav">, "children"> {
  sections: readonly SectionNavItem[];
  /** The navigation's accessible name. */
  "aria-label": string;
  links?: readonly EditionNavLink[];
  /** The instant the page was prerendered at, for the first render. */
  initial?: Date;
}

/**
 * The sticky section navigation with the edition's documents beside it, each
 * in a new tab. A link with a `from` instant appears at that instant without a
 * reload; only this bar re-reads the clock, and only at those instants. A link
 * without a known address shows as its label, saying so, and is not a link. The
 * links say "(opens in a new tab)" in their aria-label: a visually hidden span
 * would sit outside the bar's scrolling strip and widen the page on phones.
 */
export function EditionNav({ sections, links = [], initial, ...rest }: EditionNavProps) {
  const reveals = links.flatMap((link) => (link.from ? [link.from] : []));
  const now = useNow(reveals, initial);
  const shown = links.filter((link) => !link.from || link.from.getTime() <= now.getTime());
  return (
    <SectionNav
      items={sections}
      offset={80}
      actions={
        shown.length > 0
          ? shown.map((link) =>
              link.href ? (
                <ButtonLink
                  key={link.label}
                  href={link.href}
                  data-variant={link.variant}
                  {...newTab}
                  aria-label={`${link.label} (opens in a new tab)`}
                >
                  {link.label}
                </ButtonLink>
              ) : (
                <UnavailableLink key={link.label} label={link.label} />
              ),
            )
          : undefined
      }
      {...rest}
    />
  );
}
