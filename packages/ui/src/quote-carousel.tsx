import styled from "@emotion/styled";
import {
  type ComponentProps,
  type KeyboardEvent,
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { Avatar } from "./avatar.tsx";
import { colors, font, radius, space } from "./theme/tokens.ts";

/** Quote cards are 300 px wide. */
export const quoteCardWidth = 300;
const gap = space[4];

/** The cards cycle through three accents. */
export const quoteAccents = ["blue", "yellow", "red"] as const;
const accentColors = { blue: colors.blue, yellow: colors.yellow, red: colors.red } as const;

const Root = styled.div({ display: "grid", gap: space[4] });

// Out to the page's edge (the container's padding), so a card is cut by the screen rather
// than by the text column, and faded where more cards wait: no word is chopped off.
const fade = 48;
const Track = styled.div({
  display: "flex",
  gap,
  margin: `0 -${space[4]}px`,
  padding: `${space[1]}px ${space[4]}px ${space[4]}px`,
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  // Matches the padding, so the first card snaps to scrollLeft 0.
  scrollPaddingInline: space[4],
  "&[data-more='end']": { maskImage: `linear-gradient(to right, #000 calc(100% - ${fade}px), transparent)` },
  "&[data-more='start']": { maskImage: `linear-gradient(to left, #000 calc(100% - ${fade}px), transparent)` },
  "&[data-more='both']": {
    maskImage: `linear-gradient(to right, transparent, #000 ${fade}px, #000 calc(100% - ${fade}px), transparent)`,
  },
  scrollBehavior: "smooth",
  overscrollBehaviorX: "contain",
  "@media (prefers-reduced-motion: reduce)": { scrollBehavior: "auto" },
});

// A card only partly on screen shows its colour, not its words: no text is cut at the screen's edge.
// (Faded, not hidden: a screen reader still reads every card.)
const Slide = styled.div({
  flex: `0 0 ${quoteCardWidth}px`,
  scrollSnapAlign: "start",
  display: "flex",
  "& > * > *": { transition: "opacity 200ms ease" },
  "&[data-peek] > * > *": { opacity: 0 },
  "@media (prefers-reduced-motion: reduce)": { "& > * > *": { transition: "none" } },
});

const Card = styled.figure({
  margin: 0,
  width: quoteCardWidth,
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  gap: space[5],
  padding: space[5],
  borderRadius: radius.lg,
  color: colors.text,
  background: "var(--accent)",
});

const Quote = styled.blockquote({
  margin: 0,
  fontSize: 18,
  fontWeight: font.bold,
  lineHeight: 1.4,
  "&::before": { content: '"“"', display: "block", fontSize: 48, lineHeight: 0.8 },
});

// A card without the member's words: their board year and position, set large, and no quotation mark.
const Facts = styled.p({ margin: 0, display: "grid", gap: space[2] });

const Term = styled.span({ fontSize: 15, fontWeight: font.bold, letterSpacing: 0.5 });

const Role = styled.span({ fontSize: 26, fontWeight: font.bold, lineHeight: 1.2 });

const Caption = styled.figcaption({ display: "flex", alignItems: "center", gap: space[3] });

const Headshot = styled(Avatar)({ borderRadius: "50%", flex: "none", border: `3px solid ${colors.white}` });

const Who = styled.span({ display: "grid", fontSize: 15, lineHeight: 1.3 });

const Controls = styled.div({
  display: "flex",
  gap: space[2],
  justifyContent: "flex-end",
  "&[hidden]": { display: "none" },
});

const Arrow = styled.button({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  borderRadius: "50%",
  border: `2px solid ${colors.black}`,
  background: colors.white,
  color: colors.text,
  cursor: "pointer",
  "&[aria-disabled='true']": { opacity: 0.4, cursor: "default" },
});

/** A board member's card: who they are, their board year, and their own words when they gave some. */
export interface QuoteCard {
  name: string;
  position: string;
  /** Two-digit years of the board year the card is from: ["25", "26"] is 2025 – 2026. */
  years: readonly [from: string, to: string];
  /** The member's own words, exactly as they gave them; never written for them. */
  quote?: string;
}

export interface QuoteCarouselProps extends ComponentProps<"div"> {
  /** The cards; one without a `quote` shows the member's board year and position instead. */
  quotes: readonly QuoteCard[];
  /** Names the carousel for assistive technology. */
  label: string;
}

/** "2025 – 2026" from a card's two-digit years. */
function boardYears(card: QuoteCard) {
  return `20${card.years[0]} – 20${card.years[1]}`;
}

/** A card with the member's own words: the quote, and who said it. */
function QuoteSlide({ card }: { card: QuoteCard }) {
  return (
    <Card>
      <Quote>{card.quote}</Quote>
      <Caption>
        <Headshot name={card.name} size={56} />
        <Who>
          <strong>{card.name}</strong>
          <span>{card.position}</span>
          <span>{boardYears(card)}</span>
        </Who>
      </Caption>
    </Card>
  );
}

/** A card before the member's words are in: their board year and position, and who they are. */
function FactsSlide({ card }: { card: QuoteCard }) {
  return (
    <Card as="div">
      <Facts>
        <Term>{boardYears(card)} board</Term>
        <Role>{card.position}</Role>
      </Facts>
      <Caption as="div">
        <Headshot name={card.name} size={56} />
        <Who>
          <strong>{card.name}</strong>
        </Who>
      </Caption>
    </Card>
  );
}

type Edges = { start: boolean; end: boolean };

/** Whether the row is scrolled to its start and to its end, updated on scroll and on resize. */
function useRowEdges(track: RefObject<HTMLDivElement | null>, count: number) {
  // Until measured (and without scripts) the row is taken to go on past the screen.
  const [edges, setEdges] = useState<Edges>({ start: true, end: count <= 1 });
  const update = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    // A scroll fires many times a frame's worth: only a change at either end renders the row again.
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, [track]);
  useEffect(() => {
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [update]);
  return { edges, update };
}

/** Which cards are only partly inside the row's visible width. */
function usePeekingCards(track: RefObject<HTMLDivElement | null>): ReadonlySet<number> {
  const [peeking, setPeeking] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    const element = track.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const slides = Array.from(element.children);
    const observer = new IntersectionObserver(
      (entries) =>
        setPeeking((current) => {
          const next = new Set(current);
          for (const entry of entries) {
            const index = slides.indexOf(entry.target);
            if (entry.intersectionRatio >= 0.98) next.delete(index);
            else next.add(index);
          }
          const same = next.size === current.size && [...next].every((index) => current.has(index));
          return same ? current : next;
        }),
      { root: element, threshold: [0, 0.98] },
    );
    for (const slide of slides) observer.observe(slide);
    return () => observer.disconnect();
  }, [track]);
  return peeking;
}

/** Previous and next: hidden when every card is on screen, and not available at either end. */
function CarouselArrows({ edges, onMove }: { edges: Edges; onMove: (direction: 1 | -1) => void }) {
  return (
    <Controls hidden={edges.start && edges.end}>
      <Arrow type="button" onClick={() => onMove(-1)} aria-disabled={edges.start} aria-label="Previous card">
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </Arrow>
      <Arrow type="button" onClick={() => onMove(1)} aria-disabled={edges.end} aria-label="Next card">
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="m7.5 4 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </Arrow>
    </Controls>
  );
}

/** One card in the row; memoised, so a card coming fully into view renders that card alone. */
const CarouselSlide = memo(function CarouselSlide({
  card,
  index,
  count,
  peek,
}: {
  card: QuoteCard;
  index: number;
  count: number;
  peek: boolean;
}) {
  const accent = quoteAccents[index % quoteAccents.length] ?? "blue";
  return (
    <Slide
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      data-accent={accent}
      data-peek={peek ? "" : undefined}
      style={{ "--accent": accentColors[accent] } as React.CSSProperties}
    >
      {card.quote ? <QuoteSlide card={card} /> : <FactsSlide card={card} />}
    </Slide>
  );
});

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";

/**
 * A row of board cards the visitor moves through: arrow buttons, the arrow keys
 * on the focused row, or a swipe. It never moves on its own.
 */
export function QuoteCarousel({ quotes, label, ...rest }: QuoteCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const { edges, update } = useRowEdges(track, quotes.length);
  const peeking = usePeekingCards(track);
  const more = edges.start ? (edges.end ? "none" : "end") : edges.end ? "start" : "both";

  const move = (direction: 1 | -1) => {
    track.current?.scrollBy({ left: direction * (quoteCardWidth + gap), behavior: scrollBehavior() });
  };

  // The arrow keys scroll the focused row natively; Home and End jump to either end.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = track.current;
    if (!element) return;
    if (event.key === "Home") element.scrollTo({ left: 0, behavior: scrollBehavior() });
    else if (event.key === "End") element.scrollTo({ left: element.scrollWidth, behavior: scrollBehavior() });
    else return;
    event.preventDefault();
  };

  return (
    <Root role="region" aria-roledescription="carousel" aria-label={label} {...rest}>
      <Track
        ref={track}
        onScroll={update}
        onKeyDown={onKeyDown}
        tabIndex={0}
        data-more={more}
        role="group"
        aria-label={`${label}: use the arrow keys to scroll`}
      >
        {quotes.map((card, index) => (
          <CarouselSlide key={card.name} card={card} index={index} count={quotes.length} peek={peeking.has(index)} />
        ))}
      </Track>
      <CarouselArrows edges={edges} onMove={move} />
    </Root>
  );
}
