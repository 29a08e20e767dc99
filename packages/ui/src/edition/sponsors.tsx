import styled from "@emotion/styled";
import { Fragment } from "react";
import { BalancedGrid } from "../balanced-grid.tsx";
import { EditionSection } from "../edition-section.tsx";
import { radius, space } from "../theme/tokens.ts";
import { displayFont } from "./display-font.ts";

export interface SponsorLogo {
  id: string;
  /** The sponsor's website; absent or null while the board has not supplied the real one. */
  link?: string | null;
  /**
   * The sponsor's name as a wordmark in the edition's style (our own drawing), 400 by 120.
   * Without one, the name itself is set as the wordmark, in the edition's heading type.
   */
  logo?: string;
  /** Who they are (the name a text wordmark shows), read before "(opens in a new tab)" when the card links out. */
  alt: string;
  /** The wordmark's own size when it is not 400 by 120, so its box is right before it loads. */
  size?: { width: number; height: number };
}

export interface SponsorGroup {
  /** e.g. "Sponsors" or "Partners"; a heading one level under the section's. A lone group can go without one. */
  title?: string;
  cards: readonly SponsorLogo[];
}

export interface SponsorsProps {
  groups: readonly SponsorGroup[];
  id?: string;
  title?: string;
  tone?: "plain" | "tint";
}

const Title = styled.h3({ fontSize: 28, margin: `${space[6]}px 0 ${space[4]}px`, "&:first-of-type": { marginTop: 0 } });

// The wordmark is the whole card: it draws its own ground.
const Card = styled.div({
  position: "relative",
  display: "block",
  borderRadius: radius.md,
  transition: "transform 150ms ease",
  "a&:hover": { transform: "translateY(-3px)" },
  "@media (prefers-reduced-motion: reduce)": { transition: "none", "a&:hover": { transform: "none" } },
  "& img": { display: "block", width: "100%", height: "auto", borderRadius: radius.sm },
});

// A name set as type, in the box a drawn wordmark would fill; an edition styles it through `[data-ed='wordmark']`.
const TextMark = styled.span({
  display: "grid",
  placeItems: "center",
  aspectRatio: "10 / 3",
  padding: space[4],
  borderRadius: radius.sm,
  border: "2px solid currentColor",
  ...displayFont,
  fontSize: "clamp(20px, 2.4vw, 28px)",
  lineHeight: 1.1,
  textAlign: "center",
  textWrap: "balance",
});

/**
 * Sponsors and partners as their names set as wordmarks, each opening the
 * sponsor in a new tab where its real address is known (otherwise the card is
 * not a link); a note while there are none.
 */
export function Sponsors({ groups, id = "sponsors", title = "Sponsors and Partners", tone = "plain" }: SponsorsProps) {
  const filled = groups.filter((group) => group.cards.length > 0);
  return (
    <EditionSection id={id} title={title} tone={tone}>
      {filled.length === 0 ? <p>Sponsors will be announced soon.</p> : null}
      {filled.map((group, index) => (
        <Fragment key={group.title ?? index}>
          {group.title ? <Title>{group.title}</Title> : null}
          <BalancedGrid columns={{ base: 1, sm: 3, lg: 4 }} gap={space[6]}>
            {group.cards.map((card) => (
              <li key={card.id}>
                <Card
                  as={card.link ? "a" : "div"}
                  {...(card.link ? { href: card.link, target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  {card.logo ? (
                    <img
                      src={card.logo}
                      alt={card.link ? `${card.alt} (opens in a new tab)` : card.alt}
                      width={card.size?.width ?? 400}
                      height={card.size?.height ?? 120}
                      loading="lazy"
                    />
                  ) : (
                    <TextMark data-ed="wordmark">
                      {card.alt}
                      {card.link ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
                    </TextMark>
                  )}
                </Card>
              </li>
            ))}
          </BalancedGrid>
        </Fragment>
      ))}
    </EditionSection>
  );
}
