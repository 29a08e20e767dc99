import { club } from "@duci/data/config";
import { editionDateLine, editionDescription, editionPath, editionPeoplePath, editionTitle } from "@duci/data/edition";
import { content, devpost2026, edition, venue2026 } from "@duci/data/editions/2026/content";
import { paths } from "@duci/data/paths";
import { designathonJsonLd } from "@duci/data/structured-data";
import { EditionPage } from "@duci/shell/edition-page";
import { withBuiltWinnerScreens } from "@duci/shell/winner-screens";
import { About } from "@duci/ui/edition/about";
import { EditionNav, type EditionNavLink } from "@duci/ui/edition/edition-nav";
import { Faq } from "@duci/ui/edition/faq";
import { PeopleRoster } from "@duci/ui/edition/people-roster";
import { Prizes } from "@duci/ui/edition/prizes";
import { Rules } from "@duci/ui/edition/rules";
import { Schedule } from "@duci/ui/edition/schedule";
import { Sponsors } from "@duci/ui/edition/sponsors";
import { Stats } from "@duci/ui/edition/stats";
import { Tracks } from "@duci/ui/edition/tracks";
import { Winners } from "@duci/ui/edition/winners";
import { font, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { Hero } from "./hero.tsx";
import { glow, ink, teal } from "./palette.ts";
import { roster, team } from "./speakers.ts";
import { theme2026 } from "./theme.ts";

// The record's one document link: its Devpost, where the projects were submitted.
const links: EditionNavLink[] = [{ label: "Devpost", href: devpost2026, variant: "primary" }];

// Where each name of the people and the team leads: the people page, with every card in full.
const peoplePath = editionPeoplePath(edition);

// The hero's facts break only between facts: no-break spaces inside each fact and before each dot.
const facts = content.facts
  .split(" · ")
  .map((fact) => fact.replaceAll(" ", "\u00a0"))
  .join("\u00a0· ");

// The foot of the page: a crescent moon over the closing line, on the sky's violet band
// (marked as a plain section, it takes the sections' star dust from the theme).
const ClosingBand = styled.div({
  display: "grid",
  justifyItems: "center",
  gap: space[4],
  padding: `${space[9]}px ${space[4]}px`,
  textAlign: "center",
  color: ink,
  "&::before": {
    content: '""',
    width: 64,
    height: 64,
    borderRadius: "50%",
    boxShadow: "inset -14px 10px 0 0 #F4EEFF",
    filter: "drop-shadow(0 0 14px rgba(184, 164, 255, 0.8))",
    transform: "rotate(-20deg)",
  },
  "& a": { color: teal, fontWeight: font.bold },
});

const Closing = styled.p({
  fontSize: "clamp(26px, 4.4vw, 40px)",
  fontStyle: "italic",
  fontWeight: font.medium,
  textShadow: glow,
  textWrap: "balance",
});

// The 2026 composition, in the record's order. Each part that shows the time reads the clock itself.
export function App() {
  return (
    <EditionPage
      title={editionTitle(edition)}
      description={editionDescription(edition)}
      path={editionPath(edition)}
      jsonLd={designathonJsonLd(edition)}
      theme={theme2026}
    >
      <Hero
        year={edition.year}
        name={edition.name}
        dates={editionDateLine(edition)}
        venue={venue2026}
        facts={facts}
        backHref={paths.designathon}
        countdown={content.countdown}
        initial={content.prerenderedAt}
      />
      <EditionNav
        id="sections"
        aria-label="Sections"
        sections={edition.sections}
        links={links}
        initial={content.prerenderedAt}
      />
      <Winners id="s-winners" winners={withBuiltWinnerScreens(content.winners, edition.year)} />
      <About id="s-about" paragraphs={content.about} facts={content.aboutFacts} />
      <Stats id="s-stats" items={content.stats} />
      <Tracks id="s-prompts" title="Prompts" tracksTitle="Tracks" tracks={content.tracks} awards={content.awards} />
      <Schedule
        id="s-schedule"
        title="Itinerary"
        note="All times are in Pacific Time."
        days={content.schedule}
        zoomLinks={content.zoom}
        initial={content.prerenderedAt}
      />
      <Prizes id="s-prizes" prizes={content.prizes} />
      <PeopleRoster
        id="s-speakers"
        title="Speakers & Judges"
        groups={roster}
        profilesPath={peoplePath}
        moreLabel="Meet every speaker and judge"
      />
      <Sponsors id="s-partners" title="Partners" groups={[{ cards: edition.sponsors }]} />
      <PeopleRoster
        id="s-team"
        title="Organizing Team"
        groups={team}
        profilesPath={`${peoplePath}#team`}
        linkNames={false}
        moreLabel="Meet the organizing team"
      />
      <Rules id="s-rules" rules={content.rules} look="cards" />
      <Faq id="s-faq" items={content.faq} contactEmail={club.email} look="boxed" />
      <ClosingBand data-tone="plain">
        <Closing>{content.closing}</Closing>
        <a href={paths.designathon}>See every Design-a-thon</a>
      </ClosingBand>
    </EditionPage>
  );
}
