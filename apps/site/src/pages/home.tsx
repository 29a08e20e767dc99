import { overviewCards } from "@duci/data/designathon-overview";
import type { ListedEvent } from "@duci/data/event-types";
import { paths } from "@duci/data/paths";
import { quoteCards } from "@duci/data/quotes";
import { organizationJsonLd } from "@duci/data/structured-data";
import { eventStatus } from "@duci/time/event-status";
import { formatEventTime } from "@duci/time/format-event-time";
import { relativeEventTime } from "@duci/time/relative-event-time";
import { ButtonLink } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { EventTypeTag } from "@duci/ui/event-type-tag";
import { useNow } from "@duci/ui/hooks/use-now";
import { useVisitorZone } from "@duci/ui/hooks/use-visitor-zone";
import { JsonLd } from "@duci/ui/json-ld";
import { AppLink } from "@duci/ui/link";
import { Reveal } from "@duci/ui/reveal";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { useRef } from "react";
import { FollowLinks } from "../events/follow-links.tsx";
import { useRenderedNow } from "../events/use-rendered-now.ts";
import { SymbolIcon } from "../home/club-symbols.tsx";
import { type EditionTiming, featuredEdition } from "../home/featured-edition.ts";
import { frontDoorEvent } from "../home/front-door-event.ts";
import { HomeArtwork } from "../home/home-artwork.tsx";
import { homeEvents } from "../home/home-events.ts";
import { useHomeEvents } from "../home/use-home-events.ts";

const Hero = styled.section({
  padding: `${space[7]}px 0 ${space[7]}px`,
  background: `linear-gradient(180deg, ${colors.sky} 0%, ${colors.white} 100%)`,
  [mq.md]: { padding: `${space[8]}px 0` },
});

const HeroGrid = styled.div({
  display: "grid",
  gap: space[6],
  alignItems: "center",
  [mq.md]: { gridTemplateColumns: "minmax(0, 11fr) minmax(0, 9fr)", gap: space[7] },
});

const Eyebrow = styled.p({
  ...text.small,
  fontWeight: font.bold,
  textTransform: "uppercase",
  letterSpacing: 1.2,
  color: colors.textMuted,
  marginBottom: space[3],
});

// Capitals are wider in the fallback than in DM Sans, more than its average letter
// allows for, so a line of them that fits a phone in one font can wrap in the
// other, and the font's arrival would move the page. On a phone the eyebrow
// breaks at the same place in both (each half fits 320 px in either); wider,
// it fits one line in either.
const PhoneBreak = styled.br({ [mq.sm]: { display: "none" } });

const Title = styled.h1(text.display);

const Lead = styled.p({
  ...text.lead,
  maxWidth: 560,
  margin: `${space[5]}px 0 ${space[6]}px`,
  color: colors.textMuted,
});

const Actions = styled.div({ display: "flex", flexWrap: "wrap", gap: space[3] });

const Art = styled(HomeArtwork)({
  display: "block",
  width: "100%",
  maxWidth: 360,
  height: "auto",
  margin: "0 auto",
  [mq.md]: { maxWidth: 480 },
});

const SectionTitle = styled.h2({ ...text.h2, marginBottom: space[5] });

const Now = styled.section({ padding: `${space[7]}px 0 0` });

// Two columns from 600 px: the event and board cards side by side, the Design-a-thon
// card across both below them, its cover beside its words; three in a row on a wide screen.
const NowGrid = styled.div({
  display: "grid",
  gap: space[4],
  [mq.sm]: {
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gridAutoFlow: "dense",
    // The board's card, beside taller ones, fills the rest of its height with the club's symbols.
    "& > [data-testid='home-board']::before": {
      content: '""',
      order: 1,
      flexGrow: 1,
      minHeight: 96,
      background: "url(/art/board-symbols.svg) center / contain no-repeat",
    },
    "& > [data-testid='home-board'] > a": { order: 2 },
    "& > [data-testid='home-edition']": {
      gridColumn: "1 / -1",
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      alignContent: "center",
      columnGap: space[5],
      "& > img": { gridRow: "1 / span 4" },
      "& > :last-child": { marginTop: 0 },
    },
  },
  [mq.md]: {
    gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
    gridAutoFlow: "row",
    gap: space[5],
    "& > [data-testid='home-edition']": {
      gridColumn: "auto",
      display: "flex",
      "& > img": { gridRow: "auto" },
      "& > :last-child": { marginTop: "auto" },
    },
  },
});

const Card = styled.article({
  display: "flex",
  flexDirection: "column",
  gap: space[3],
  padding: space[5],
  borderRadius: radius.lg,
  "&[data-tone='sky']": { background: colors.sky },
  "&[data-tone='blush']": { background: colors.blush },
  "&[data-tone='peach']": { background: colors.peach },
  "& > :last-child": { marginTop: "auto" },
});

const Kicker = styled.p({
  ...text.small,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space[2],
  fontWeight: font.bold,
  textTransform: "uppercase",
  letterSpacing: 1,
});

const CardTitle = styled.h3(text.h3);

const Meta = styled.p({ ...text.body, color: colors.textMuted });

// Three lines at most: the full text is one click away on /events.
const Desc = styled.p({
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 3,
  overflow: "hidden",
  overflowWrap: "anywhere",
});

const CardLink = styled(AppLink)({ fontWeight: font.bold, color: colors.text, paddingTop: space[2] });

const Cover = styled.img({ display: "block", width: "100%", height: "auto", borderRadius: radius.md });

const Quote = styled.blockquote({
  margin: 0,
  ...text.h4,
  fontWeight: font.bold,
  "&::before": { content: '"“"', display: "block", fontSize: 64, lineHeight: 0.8, color: colors.orange },
});

// Two columns from 600 px with the third feature across both; three in a row on a wide screen.
const Features = styled.div({
  display: "grid",
  gap: space[5],
  padding: `${space[8]}px 0`,
  [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", "& > :nth-child(3)": { gridColumn: "1 / -1" } },
  [mq.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", "& > :nth-child(3)": { gridColumn: "auto" } },
});

const Feature = styled.section({
  display: "flex",
  flexDirection: "column",
  gap: space[4],
  height: "100%",
  padding: space[5],
  [mq.sm]: { padding: space[6] },
  borderRadius: radius.lg,
  "&[data-tone='peach']": { background: colors.peach },
  "&[data-tone='lime']": { background: colors.lime },
  "&[data-tone='blush']": { background: colors.blush },
  "& > :last-child": { marginTop: "auto", alignSelf: "start" },
});

const FeatureTitle = styled.h2(text.h3);

const FeatureText = styled.p({ ...text.large, maxWidth: 640 });

// The club's own names stay on one line (as UnbrokenNames does, without its module on this page).
const Name = styled.span({ whiteSpace: "nowrap" });

const Closing = styled.section({
  textAlign: "center",
  padding: `${space[8]}px ${space[4]}px`,
  marginBottom: space[8],
  borderRadius: radius.lg,
  background: colors.black,
  color: colors.white,
  display: "grid",
  justifyItems: "center",
  gap: space[4],
  "& h2": text.h2,
});

const AboutLink = styled(AppLink)({ color: colors.sky, fontWeight: font.bold });

const features = [
  {
    tone: "peach",
    symbol: "workshop",
    title: "Workshops nearly every week",
    text: "Hands-on sessions on UX concepts, visual design and prototyping, taught by students who were beginners not long ago.",
    cta: "See upcoming workshops",
    href: paths.events,
  },
  {
    tone: "lime",
    symbol: "industry",
    title: "Talks with working designers",
    text: "Industry speakers share how they got hired, what their days look like and what they wish they had known in school.",
    cta: "Find the next talk",
    href: paths.events,
  },
  {
    tone: "blush",
    symbol: "teams",
    title: "Resources for every project",
    text: (
      <>
        Workshop slides, curated tools and guides, and programs like Project Teams and the <Name>Design-a-thon</Name>.
      </>
    ),
    cta: "Browse resources",
    href: paths.resources,
  },
] as const;

const editionLabel: Record<EditionTiming, string> = {
  now: "Happening now",
  upcoming: "Coming up",
  latest: "Most recent",
  archive: "The archive",
};

/**
 * The next event, or the latest one while it is recent; when nothing is
 * planned and the last event is weeks old, an invitation to hear of the next.
 * Built from the events /events shows, then upgraded from the content service.
 */
function EventCard({ now, zone }: { now: Date; zone: string }) {
  const ref = useRef<HTMLElement>(null);
  const events = useHomeEvents(homeEvents, ref);
  const shown = frontDoorEvent(events, now);
  // One card element whatever it shows: the service is asked when this very element comes on screen.
  return (
    <Card
      ref={ref}
      data-tone="sky"
      aria-labelledby="home-event"
      data-testid="home-event"
      data-state={shown.kind === "quiet" ? "quiet" : undefined}
    >
      {shown.kind === "quiet" ? (
        <QuietCardContent />
      ) : (
        <EventCardContent event={shown.event} next={shown.kind === "next"} now={now} zone={zone} />
      )}
    </Card>
  );
}

function EventCardContent({ event, next, now, zone }: { event: ListedEvent; next: boolean; now: Date; zone: string }) {
  const status = eventStatus(event, now);
  const heading = status === "live" ? "Live now" : next ? "Next event" : "Latest event";
  return (
    <>
      <Kicker>
        {status === "live" ? (
          heading
        ) : (
          <>
            <span>{heading} ·</span>
            <span>{relativeEventTime(event, now, zone)}</span>
          </>
        )}
      </Kicker>
      <CardTitle id="home-event">{event.title}</CardTitle>
      <Meta>
        <time dateTime={event.start.toISOString()}>{formatEventTime(event.start, zone, now)}</time>
        {event.place ? ` · ${event.place}` : null}
      </Meta>
      {event.type ? (
        <p>
          <EventTypeTag type={event.type} />
        </p>
      ) : null}
      {event.desc ? <Desc>{event.desc}</Desc> : null}
      <CardLink href={paths.events}>{next ? "All upcoming events" : "See what is next"}</CardLink>
    </>
  );
}

/**
 * Between quarters: the next events are on their way, and how to hear of them
 * first, by email or on the networks the club posts them on.
 */
function QuietCardContent() {
  return (
    <>
      <SymbolIcon name="social" size={56} />
      <Kicker>Next events</Kicker>
      <CardTitle id="home-event">Announced soon</CardTitle>
      <Meta>
        Workshops, talks and socials come back every quarter. Hear of them first by email or where the club posts.
      </Meta>
      <FollowLinks />
      <CardLink href={paths.join}>Get event news</CardLink>
    </>
  );
}

function EditionCard({ now }: { now: Date }) {
  const featured = featuredEdition(overviewCards, now);
  if (!featured) return null;
  const { edition, timing } = featured;
  return (
    <Card data-tone="blush" aria-labelledby="home-edition" data-testid="home-edition">
      <Cover src={edition.image} alt="" width={640} height={400} loading="lazy" />
      <Kicker>
        {/* The dot ends the first part, so a narrow card wraps after it rather than starting a line with it. */}
        <span>Design-a-thon{timing === "archive" ? "" : ` ${edition.year}`} ·</span>
        <span>{editionLabel[timing]}</span>
      </Kicker>
      {timing === "archive" ? (
        <>
          <CardTitle id="home-edition">
            Every <Name>Design-a-thon</Name> since {overviewCards.at(-1)?.year}
          </CardTitle>
          <Meta>
            Themes, winners and their work from each edition, the latest {edition.title} in {edition.year}.
          </Meta>
          <CardLink href={paths.designathon}>
            See every <Name>Design-a-thon</Name>
          </CardLink>
        </>
      ) : (
        <>
          <CardTitle id="home-edition">{edition.title}</CardTitle>
          <Meta>{edition.dates}</Meta>
          <CardLink href={edition.link}>Visit {edition.title}</CardLink>
        </>
      )}
    </Card>
  );
}

/** The first "From our board" card: the member's words once the board supplies them, else who they are. */
function BoardCard() {
  const card = quoteCards[0];
  if (!card) return null;
  const years = `20${card.years[0]} – 20${card.years[1]}`;
  if (card.quote) {
    return (
      <Card data-tone="peach" as="figure" style={{ margin: 0 }} aria-label="From our board">
        <Kicker>From our board</Kicker>
        <Quote>{card.quote}</Quote>
        <figcaption>
          <strong>{card.name}</strong>
          <Meta>
            {card.position}, {years}
          </Meta>
        </figcaption>
      </Card>
    );
  }
  return (
    <Card data-tone="peach" aria-labelledby="home-board" data-testid="home-board">
      <Kicker>From our board</Kicker>
      <CardTitle id="home-board">{card.name}</CardTitle>
      <Meta>
        {card.position}, {years}
      </Meta>
      <CardLink href={paths.about}>Meet the board</CardLink>
    </Card>
  );
}

export function HomePage() {
  const renderedAt = useRenderedNow();
  const now = useNow(60_000, renderedAt);
  const zone = useVisitorZone();
  return (
    <div data-rendered-at={renderedAt.toISOString()}>
      <title>Design at UCI</title>
      <meta
        name="description"
        content="Design at UCI is the student club for UI, UX and graphic design at UC Irvine: weekly workshops, industry talks and a free community."
      />
      <JsonLd data={organizationJsonLd()} />
      <Hero>
        <Container>
          <HeroGrid>
            <div>
              <Eyebrow>
                UC Irvine's UI, UX and <PhoneBreak />
                graphic design club
              </Eyebrow>
              <Title>Design at UCI</Title>
              <Lead>
                A free community for digital designers to connect, learn and innovate. Everyone is welcome, whatever
                your major or experience.
              </Lead>
              <Actions>
                <ButtonLink href={paths.join}>Get involved</ButtonLink>
                <ButtonLink href={paths.events} data-variant="outline">
                  See events
                </ButtonLink>
              </Actions>
            </div>
            <Art />
          </HeroGrid>
        </Container>
      </Hero>
      <Container>
        <Now aria-labelledby="home-now">
          <SectionTitle id="home-now">Around the club</SectionTitle>
          <NowGrid>
            <EventCard now={now} zone={zone} />
            <EditionCard now={now} />
            <BoardCard />
          </NowGrid>
        </Now>
        <Features>
          {features.map((feature) => (
            <Reveal key={feature.title}>
              <Feature data-tone={feature.tone} aria-labelledby={`feature-${feature.tone}`}>
                <SymbolIcon name={feature.symbol} />
                <FeatureTitle id={`feature-${feature.tone}`}>{feature.title}</FeatureTitle>
                <FeatureText>{feature.text}</FeatureText>
                <ButtonLink href={feature.href} data-variant="outline">
                  {feature.cta}
                </ButtonLink>
              </Feature>
            </Reveal>
          ))}
        </Features>
        <Reveal>
          <Closing aria-labelledby="home-join">
            <h2 id="home-join">Join the club</h2>
            <p>Membership is free. Get event news in your inbox and follow us on social media.</p>
            <ButtonLink href={paths.join} data-variant="light">
              Join Design at UCI
            </ButtonLink>
            <AboutLink href={paths.about}>Learn more about us</AboutLink>
          </Closing>
        </Reveal>
      </Container>
    </div>
  );
}
