import { club } from "@duci/data/config";
import { editionDateLine, editionDescription, editionPath, editionPeoplePath, editionTitle } from "@duci/data/edition";
import { content, edition } from "@duci/data/editions/__YEAR__/content";
import { paths } from "@duci/data/paths";
import { designathonJsonLd } from "@duci/data/structured-data";
import { EditionPage } from "@duci/shell/edition-page";
import { withBuiltWinnerScreens } from "@duci/shell/winner-screens";
import { About } from "@duci/ui/edition/about";
import { Committees } from "@duci/ui/edition/committees";
import { EditionHeader } from "@duci/ui/edition/edition-header";
import { EditionNav, type EditionNavLink } from "@duci/ui/edition/edition-nav";
import { Faq } from "@duci/ui/edition/faq";
import { PeopleGrid } from "@duci/ui/edition/people-grid";
import { Prizes } from "@duci/ui/edition/prizes";
import { Rules } from "@duci/ui/edition/rules";
import { Schedule } from "@duci/ui/edition/schedule";
import { Sponsors } from "@duci/ui/edition/sponsors";
import { Stats } from "@duci/ui/edition/stats";
import { Tracks } from "@duci/ui/edition/tracks";
import { Winners } from "@duci/ui/edition/winners";
import { SplashDecoration } from "@duci/ui/splash-decoration";
import { font, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { speakers } from "./speakers.ts";
import { theme__YEAR__ } from "./theme.ts";

// A document without an address yet shows as its label and says the link is not available.
const links: EditionNavLink[] = [
  { label: "Challenge Brief", href: content.links.challengeBrief, variant: "primary", from: edition.briefReveal },
  { label: "Handbook", href: content.links.handbook, variant: "outline" },
];

const Closing = styled.p({ fontSize: "clamp(24px, 4vw, 36px)", fontWeight: font.bold, marginBottom: space[4] });

// The page's composition: the shared edition blocks, in the order of the record's sections.
// A block the year does not have: delete its line here and its field in content.ts.
// Each part that shows the time reads the clock itself.
export function App() {
  return (
    <EditionPage
      title={editionTitle(edition)}
      description={editionDescription(edition)}
      path={editionPath(edition)}
      jsonLd={designathonJsonLd(edition)}
      theme={theme__YEAR__}
    >
      <EditionHeader
        eyebrow={`Design-a-thon ${edition.year}`}
        name={edition.name}
        dates={editionDateLine(edition)}
        facts={content.facts}
        backHref={paths.designathon}
        backLabel="All Design-a-thons"
        countdown={content.countdown}
        initial={content.prerenderedAt}
      />
      <EditionNav aria-label="Sections" sections={edition.sections} links={links} initial={content.prerenderedAt} />
      <Winners id="s-winners" winners={withBuiltWinnerScreens(content.winners, edition.year)} />
      <About id="s-about" tone="tint" paragraphs={content.about} facts={content.aboutFacts} />
      <Stats id="s-stats" items={content.stats} />
      <Tracks id="s-tracks" tone="tint" tracks={content.tracks} awards={content.awards} />
      <PeopleGrid id="s-speakers" groups={speakers} profilesPath={editionPeoplePath(edition)} />
      <Rules id="s-rules" rules={content.rules} tone="tint" look="cards" />
      <Prizes id="s-prizes" prizes={content.prizes} />
      <Schedule
        id="s-schedule"
        tone="tint"
        days={content.schedule}
        zoomLinks={content.zoom}
        initial={content.prerenderedAt}
      />
      <Faq id="s-faq" items={content.faq} contactEmail={club.email} look="boxed" />
      <Sponsors
        id="s-sponsors"
        groups={[
          { title: "Sponsors", cards: edition.sponsors },
          { title: "Partners", cards: edition.partners ?? [] },
        ]}
      />
      <Committees id="s-team" tone="tint" committees={content.committees} />
      <SplashDecoration>
        <Closing>{content.closing}</Closing>
        <a href={paths.designathon}>See every Design-a-thon</a>
      </SplashDecoration>
    </EditionPage>
  );
}
