import { Container } from "@duci/ui/container";
import { colors, mq, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { type ComponentProps, type ReactNode, useState, useSyncExternalStore } from "react";
import { type ClubSymbol, SymbolIcon } from "../home/club-symbols.tsx";

const Band = styled.header({
  padding: `${space[8]}px 0 ${space[7]}px`,
  marginBottom: space[7],
  background: "var(--hero-background)",
});

const Layout = styled.div({
  display: "grid",
  gap: space[5],
  // A page's own drawing sits beside the title from 600 px; the symbols from 900 px.
  "&[data-art]": { [mq.sm]: { gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "center", gap: space[6] } },
  [mq.md]: { gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "center", gap: space[7] },
});

const Title = styled.h1({ fontSize: "clamp(36px, 7vw, 64px)", letterSpacing: -1, lineHeight: 1.05 });

const Lead = styled.p({ ...text.lead, maxWidth: 640, marginTop: space[4], color: colors.text });

// The page's symbols, scattered and tilted beside the title from 900 px; above it, in a row, on a phone.
const Art = styled.div({
  order: -1,
  display: "flex",
  gap: space[2],
  // Drawn inline on a full load, images of the build's files after a router navigation.
  "& > *": { width: 56, height: 56 },
  [mq.md]: {
    order: 0,
    position: "relative",
    width: 300,
    height: 230,
    "& > *": { position: "absolute", transform: "rotate(var(--tilt))" },
    "& > :nth-child(1)": { width: 176, height: 176, left: 70, top: 20, "--tilt": "-6deg" },
    "& > :nth-child(2)": { width: 92, height: 92, left: 0, top: 130, "--tilt": "9deg" },
    "& > :nth-child(3)": { width: 76, height: 76, left: 220, top: 0, "--tilt": "12deg" },
  },
  "&:empty": { display: "none" },
});

export interface PageHeroProps extends ComponentProps<"header"> {
  title: string;
  lead?: ReactNode;
  /** Any CSS background (a brand colour or gradient). */
  background?: string;
  /** The club's symbols that stand for the page, the main one first (up to three). */
  symbols?: readonly ClubSymbol[];
  /** The page's own drawing (a `HeroArt`), in place of the symbols. */
  art?: ReactNode;
}

/** The coloured banner at the top of the resource and program pages, with the page's drawing or symbols. */
export function PageHero({
  title,
  lead,
  background = colors.sky,
  symbols = [],
  art,
  children,
  style,
  ...rest
}: PageHeroProps) {
  return (
    <Band style={{ ...style, ["--hero-background" as string]: background }} {...rest}>
      <Container>
        <Layout data-art={art ? "" : undefined}>
          <div>
            <Title>{title}</Title>
            {lead ? <Lead>{lead}</Lead> : null}
            {children}
          </div>
          {art ? art : symbols.length === 0 ? null : <HeroSymbols symbols={symbols.slice(0, 3)} />}
        </Layout>
      </Container>
    </Band>
  );
}

// A fixed 4:3 box, so nothing moves when the page paints: small above the title on a phone (the
// heading stays on the first screen), beside it from 600 px.
const ArtBox = styled.div({
  order: -1,
  width: 128,
  aspectRatio: "4 / 3",
  "& > *": { display: "block", width: "100%", height: "100%" },
  [mq.sm]: { order: 0, width: 224 },
  [mq.md]: { width: 320 },
});

/** Where the build writes a club symbol for `PageHero`: "heroes/symbol-logo.svg". */
export const symbolFile = (name: ClubSymbol) => `heroes/symbol-${name}.svg`;

/**
 * The page's symbols: drawn into the page at build time and never changed, so
 * the browser keeps the server's markup and the scripts carry none of the
 * drawings; after a router navigation, the build's files of the same symbols.
 */
function HeroSymbols({ symbols }: { symbols: readonly ClubSymbol[] }) {
  const keepsServerMarkup = useKeepsServerMarkup();
  if (import.meta.env.SSR)
    return (
      <Art aria-hidden="true">
        {symbols.map((symbol) => (
          <SymbolIcon key={symbol} name={symbol} />
        ))}
      </Art>
    );
  return keepsServerMarkup ? (
    <Art aria-hidden="true" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  ) : (
    <Art aria-hidden="true">
      {symbols.map((symbol) => (
        <img key={symbol} src={`${import.meta.env.BASE_URL}${symbolFile(symbol)}`} alt="" width={64} height={64} />
      ))}
    </Art>
  );
}

/** The pages' hero drawings, each written by the build to `heroFile(name)` (hero-files.tsx). */
export type HeroName = "about" | "featured" | "houses" | "mentorship" | "merch" | "project-teams" | "resources";

/** Where the build writes a hero drawing, from the site's root: "heroes/about.svg". */
export const heroFile = (name: HeroName) => `heroes/${name}.svg`;

const noSubscription = () => () => {};

/**
 * Whether this component hydrates the server's markup (a full load), not a
 * render of the page's scripts (a router navigation). React reads the server's
 * value only while it hydrates. Kept from the first render: the re-render after
 * hydration must leave the server's drawing in place.
 */
function useKeepsServerMarkup(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [keeps] = useState(hydrating);
  return keeps;
}

/**
 * A page's hero drawing: drawn into the page at build time and never changed,
 * so the browser keeps the server's markup and the page's scripts carry none
 * of the drawing. A page reached by a link inside the site has no server
 * markup: it shows the same drawing from the file the build wrote
 * (`heroFile`), in the same box. Pass the drawing as
 * `import.meta.env.SSR && <AboutDrawing />`, and list it in hero-files.tsx.
 */
export function HeroArt({ name, children }: { name: HeroName; children: ReactNode }) {
  const keepsServerMarkup = useKeepsServerMarkup();
  if (import.meta.env.SSR) return <ArtBox aria-hidden="true">{children}</ArtBox>;
  return keepsServerMarkup ? (
    <ArtBox aria-hidden="true" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  ) : (
    <ArtBox aria-hidden="true">
      <img src={`${import.meta.env.BASE_URL}${heroFile(name)}`} alt="" width={240} height={180} />
    </ArtBox>
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
