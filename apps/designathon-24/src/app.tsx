import { club } from "@duci/data/config";
import { editionDateLine, editionDescription, editionPath, editionPeoplePath, editionTitle } from "@duci/data/edition";
import { content, edition } from "@duci/data/editions/2024/content";
import { paths } from "@duci/data/paths";
import { designathonJsonLd } from "@duci/data/structured-data";
import { EditionPage } from "@duci/shell/edition-page";
import { withBuiltWinnerScreens } from "@duci/shell/winner-screens";
import { About } from "@duci/ui/edition/about";
import { EditionHeader } from "@duci/ui/edition/edition-header";
import { EditionNav, type EditionNavLink } from "@duci/ui/edition/edition-nav";
import { Faq } from "@duci/ui/edition/faq";
import { PeopleGrid } from "@duci/ui/edition/people-grid";
import { Prizes } from "@duci/ui/edition/prizes";
import { Rules } from "@duci/ui/edition/rules";
import { Schedule } from "@duci/ui/edition/schedule";
import { Sponsors } from "@duci/ui/edition/sponsors";
import { Winners } from "@duci/ui/edition/winners";
import { SplashDecoration } from "@duci/ui/splash-decoration";
import { font, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { BubbleTitle } from "./bubble-title.tsx";
import { speakers } from "./speakers.ts";
import { theme2024 } from "./theme.ts";

// A document without an address yet shows as its label and says the link is not available.
const links: EditionNavLink[] = [
  { label: "Challenge Brief", href: content.links.challengeBrief, variant: "primary", from: edition.briefReveal },
  { label: "Handbook", href: content.links.handbook, variant: "outline" },
];

// A display line, balanced: the theme's name (kept whole in the data) never leaves a short last line.
const Closing = styled.p({
  fontSize: "clamp(24px, 4vw, 36px)",
  fontWeight: font.bold,
  marginBottom: space[4],
  textWrap: "balance",
});

// The hero's facts break only between facts ("Hybrid · Free ·" / "Solo or teams of up to 4" on a
// phone): no-break spaces inside each fact and before each dot.
const facts = content.facts
  .split(" · ")
  .map((fact) => fact.replaceAll(" ", "\u00a0"))
  .join("\u00a0· ");

// On a phone the butterfly stands under the link: more room below the words keeps it clear of them.
const ClosingBand = styled(SplashDecoration)({ "@media (max-width: 599.98px)": { paddingBottom: 168 } });

// The 2024 composition. Each part that shows the time reads the clock itself.
export function App() {
  return (
    <EditionPage
      title={editionTitle(edition)}
      description={editionDescription(edition)}
      path={editionPath(edition)}
      jsonLd={designathonJsonLd(edition)}
      theme={theme2024}
    >
      <EditionHeader
        eyebrow={`Design-a-thon ${edition.year}`}
        name={edition.name}
        dates={editionDateLine(edition)}
        facts={facts}
        backHref={paths.designathon}
        backLabel="All Design-a-thons"
        countdown={content.countdown}
        initial={content.prerenderedAt}
        art={<BubbleTitle />}
      />
      <EditionNav aria-label="Sections" sections={edition.sections} links={links} initial={content.prerenderedAt} />
      <Winners id="s-winners" winners={withBuiltWinnerScreens(content.winners, edition.year)} />
      <About id="s-about" tone="tint" paragraphs={content.about} facts={content.aboutFacts} />
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
      <ClosingBand>
        <Closing>{content.closing}</Closing>
        <a href={paths.designathon}>See every Design-a-thon</a>
      </ClosingBand>
    </EditionPage>
  );
}
