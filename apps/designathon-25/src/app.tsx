import { club } from "@duci/data/config";
import { editionDateLine, editionDescription, editionPath, editionPeoplePath, editionTitle } from "@duci/data/edition";
import { content, devpost2025, edition } from "@duci/data/editions/2025/content";
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
import { palette2025 as p } from "./palette.ts";
import { SkyHeader } from "./sky-header.tsx";
import { CloudBank } from "./sky-ride.tsx";
import { speakers } from "./speakers.ts";
import { cloudEdge, theme2025 } from "./theme.ts";

// The record's one outside link: its Devpost, where the projects were submitted.
const links: EditionNavLink[] = [{ label: "Devpost", href: devpost2025, variant: "primary" }];

// The people page (people-page.tsx) has everyone in full: the speakers' and judges' profiles, then the
// team with each member's position. Here they are names, each speaker and judge leading to their profile.
const peoplePath = editionPeoplePath(edition);
const team = content.committees.map((committee) => ({
  title: committee.name,
  people: committee.members.map(({ id, name }) => ({ id, name })),
}));

// The foot of the page: the sky again, the closing line over a bank of clouds.
const Closing = styled.div({
  position: "relative",
  paddingTop: space[9],
  background: `linear-gradient(${p.sky}, ${p.cream})`,
  color: p.navy,
  textAlign: "center",
  "&::before": cloudEdge(p.sky),
  "& a": { color: p.plum, fontWeight: font.bold },
  "& svg": { display: "block", width: "100%", height: "clamp(90px, 11vw, 160px)", marginTop: space[6] },
});

const ClosingLine = styled.p({
  maxWidth: 640,
  margin: `0 auto ${space[4]}px`,
  padding: `0 ${space[4]}px`,
  fontFamily: "var(--ed-display-font)",
  fontSize: "clamp(26px, 4vw, 40px)",
  fontWeight: 800,
  lineHeight: 1.15,
  textWrap: "balance",
});

// The 2025 composition, in the record's order: the results first now that the
// event is over, then its figures, about, prompt, itinerary, FAQ, prizes,
// speakers and judges, partners, team and rules. Each part that shows the time reads the clock itself.
export function App() {
  return (
    <EditionPage
      title={editionTitle(edition)}
      description={editionDescription(edition)}
      path={editionPath(edition)}
      jsonLd={designathonJsonLd(edition)}
      theme={theme2025}
    >
      <SkyHeader
        year={edition.year}
        name={edition.name}
        dates={editionDateLine(edition)}
        facts={content.facts}
        backHref={paths.designathon}
        countdown={content.countdown}
        initial={content.prerenderedAt}
      />
      <EditionNav aria-label="Sections" sections={edition.sections} links={links} initial={content.prerenderedAt} />
      <Winners
        id="s-winners"
        winners={withBuiltWinnerScreens(content.winners, edition.year)}
        announcedAt={edition.winnersAnnounced}
        initial={content.prerenderedAt}
      />
      <Stats id="s-stats" tone="tint" items={content.stats} />
      <About id="s-about" paragraphs={content.about} facts={content.aboutFacts} />
      <Tracks id="s-prompt" tone="tint" title="Prompt" tracks={content.tracks} />
      <Schedule
        id="s-schedule"
        days={content.schedule}
        zoomLinks={content.zoom}
        note="All times are in Pacific Time."
        initial={content.prerenderedAt}
      />
      <Faq id="s-faq" tone="tint" items={content.faq} contactEmail={club.email} look="boxed" />
      <Prizes id="s-prizes" prizes={content.prizes} />
      <PeopleRoster
        id="s-speakers"
        tone="tint"
        groups={speakers}
        profilesPath={peoplePath}
        moreLabel="Meet the speakers and judges"
      />
      <Sponsors id="s-sponsors" title="Partners" groups={[{ cards: edition.sponsors }]} />
      <PeopleRoster
        id="s-team"
        tone="tint"
        title="Organizing Team"
        groups={team}
        linkNames={false}
        profilesPath={`${peoplePath}#team`}
        moreLabel="Meet the organizing team"
      />
      <Rules id="s-rules" rules={content.rules} look="cards" />
      <Closing>
        <ClosingLine>{content.closing}</ClosingLine>
        <a href={paths.designathon}>See every Design-a-thon</a>
        <CloudBank />
      </Closing>
    </EditionPage>
  );
}
