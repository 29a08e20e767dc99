import { club } from "@duci/data/config";
import { editionDates, editionDescription, editionPath, editionPeoplePath, editionTitle } from "@duci/data/edition";
import { content, edition } from "@duci/data/editions/2023/content";
import { paths } from "@duci/data/paths";
import { designathonJsonLd } from "@duci/data/structured-data";
import { EditionPage } from "@duci/shell/edition-page";
import { withBuiltWinnerScreens } from "@duci/shell/winner-screens";
import { ButtonLink } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { EditionCountdown } from "@duci/ui/edition/edition-countdown";
import { EditionNav } from "@duci/ui/edition/edition-nav";
import { Faq } from "@duci/ui/edition/faq";
import { PeopleGrid } from "@duci/ui/edition/people-grid";
import { Prizes } from "@duci/ui/edition/prizes";
import { Rules } from "@duci/ui/edition/rules";
import { Schedule, type ScheduleDay } from "@duci/ui/edition/schedule";
import { ScheduleLinks } from "@duci/ui/edition/schedule-links";
import { Winners } from "@duci/ui/edition/winners";
import { EditionSection } from "@duci/ui/edition-section";
import { newTab } from "@duci/ui/link";
import { colors, font, mq, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { EventMark } from "./event-mark.tsx";
import { speakers } from "./speakers.ts";
import { theme2023 } from "./theme.ts";

// The schedule's times as written, with the links the published schedule gave an item: the
// submission form, and the Zoom meeting it was held in (a record of the event, not a live call).
const scheduleDays: readonly ScheduleDay[] = content.schedule.map((day) => ({
  ...day,
  items: day.items.map(({ zoom, link, ...item }) => {
    const links = [
      ...(link ? [link] : []),
      ...(zoom ? [{ label: "Zoom meeting", href: zoom, context: `of ${item.title}` }] : []),
    ];
    return { ...item, more: links.length > 0 ? <ScheduleLinks links={links} /> : undefined };
  }),
}));

// Black, the name in yellow capitals beside the event mark, radar rings around the mark.
const Hero = styled.header({
  position: "relative",
  overflow: "hidden",
  color: colors.white,
  background: colors.black,
  backgroundImage: `repeating-radial-gradient(circle at var(--rings-x) var(--rings-y), transparent 0 70px, rgba(255, 204, 69, 0.14) 70px 72px)`,
  "--rings-x": "50%",
  "--rings-y": "130px",
  padding: `${space[7]}px 0 ${space[8]}px`,
  [mq.md]: { "--rings-x": "78%", "--rings-y": "50%", padding: `${space[9]}px 0` },
});

const HeroContent = styled(Container)({
  display: "grid",
  gap: space[5],
  alignItems: "center",
  [mq.md]: { gridTemplateColumns: "1fr 340px", gap: space[8] },
});

// The countdown follows the words' left edge.
const Text = styled.div({ display: "grid", gap: space[4], justifyItems: "start", "--countdown-align": "start" });
const Eyebrow = styled.p({
  fontWeight: font.bold,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: colors.yellow,
});
// The name in stacked capitals; "Here" on a yellow block. At 52 px the longest word fits a 320 px phone.
const Title = styled.h1({
  fontSize: "clamp(52px, 11vw, 120px)",
  lineHeight: 0.92,
  letterSpacing: "-0.02em",
  textTransform: "uppercase",
  color: colors.yellow,
  "& > span": { display: "block" },
  "& > span:last-child": {
    width: "fit-content",
    marginTop: space[2],
    padding: "0 0.12em",
    background: colors.yellow,
    color: colors.black,
  },
});
const Nowrap = styled.span({ whiteSpace: "nowrap" });
const Theme = styled.p({ fontSize: "clamp(18px, 3vw, 24px)" });

const BackLink = styled.a({ color: colors.white, fontWeight: font.bold });

const Sponsors = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: space[5],
  // From a tablet up the logos shrink to share one row: two and one would leave the last alone.
  [mq.sm]: { "& > li": { flex: "0 1 240px" } },
  "& > li > *": { display: "block" },
  img: { display: "block", maxWidth: "100%", height: "auto" },
});

const About = styled.div({ display: "grid", gap: space[3], maxWidth: 760 });

/** The hero: the event's mark, its name and dates, the countdown and the way back to every edition. */
function Hero2023() {
  return (
    <Hero>
      <HeroContent>
        <EventMark />
        <Text>
          <Eyebrow>
            <Nowrap>Design-a-thon 2023</Nowrap> · <Nowrap>{editionDates(edition)}</Nowrap>
          </Eyebrow>
          <Title>
            <span>You</span> <span>Belong</span> <span>Here</span>
          </Title>
          <Theme>Theme: {edition.theme}</Theme>
          <EditionCountdown
            steps={content.countdown}
            initial={content.prerenderedAt}
            every={500}
            tone="light"
            data-testid="countdown"
          />
          <BackLink href={paths.designathon}>All Design-a-thons</BackLink>
        </Text>
      </HeroContent>
    </Hero>
  );
}

function AboutSection() {
  return (
    <EditionSection id="overview" title="About">
      <About>
        {content.about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <ButtonLink href={content.links.signUp} data-variant="outline" {...newTab}>
            Participant sign-up form<span className="visually-hidden"> (opens in a new tab)</span>
          </ButtonLink>
        </p>
      </About>
    </EditionSection>
  );
}

/** The sponsors' logos, each linked to its site when the record names one. */
function SponsorWall() {
  return (
    <EditionSection id="sponsors" title="Sponsors">
      <Sponsors>
        {edition.sponsors.map((sponsor) => (
          <li key={sponsor.id}>
            {sponsor.link ? (
              <a href={sponsor.link} {...newTab}>
                <img
                  src={sponsor.logo}
                  alt={`${sponsor.alt}, ${sponsor.kind} (opens in a new tab)`}
                  width={240}
                  height={96}
                  loading="lazy"
                />
              </a>
            ) : (
              <div>
                <img
                  src={sponsor.logo}
                  alt={`${sponsor.alt}, ${sponsor.kind}`}
                  width={240}
                  height={96}
                  loading="lazy"
                />
              </div>
            )}
          </li>
        ))}
      </Sponsors>
    </EditionSection>
  );
}

export function App() {
  return (
    <EditionPage
      title={editionTitle(edition)}
      description={editionDescription(edition)}
      path={editionPath(edition)}
      jsonLd={designathonJsonLd(edition)}
      theme={theme2023}
    >
      <Hero2023 />
      <EditionNav
        aria-label="You Belong Here sections"
        sections={edition.sections}
        initial={content.prerenderedAt}
        links={[
          { label: "Submission Form", href: content.links.submission, variant: "primary" },
          {
            label: "Challenge Brief",
            href: content.links.challengeBrief,
            variant: "outline",
            from: edition.briefReveal,
          },
        ]}
      />
      <Winners
        winners={withBuiltWinnerScreens(content.winners, edition.year)}
        tone="tint"
        announcedAt={edition.winnersAnnounced}
        initial={content.prerenderedAt}
      />
      <AboutSection />
      <PeopleGrid tone="tint" look="left" groups={speakers} profilesPath={editionPeoplePath(edition)} />
      <Rules rules={content.rules} />
      <Prizes prizes={content.prizes} tone="tint" look="mark" />
      <Schedule days={scheduleDays} initial={content.prerenderedAt} intro={content.scheduleIntro} />
      <Faq items={content.faq} contactEmail={club.email} tone="tint" />
      <SponsorWall />
    </EditionPage>
  );
}
