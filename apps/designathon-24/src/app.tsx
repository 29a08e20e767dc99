import {
  about2024,
  countdown2024,
  designathon2024Links,
  faq2024,
  headerFacts2024,
  prerenderedAt,
  prizes2024,
  rules2024,
  winners2024,
} from "@duci/data/designathon-24";
import { schedule2024 } from "@duci/data/designathon-24-schedule";
import { editionDateLine, editionDescription, editionPath, editionPeoplePath, editionTitle } from "@duci/data/edition";
import { edition2024 as edition } from "@duci/data/editions/2024";
import { paths } from "@duci/data/paths";
import { designathonJsonLd } from "@duci/data/structured-data";
import { About } from "@duci/ui/edition/about";
import { EditionHeader } from "@duci/ui/edition/edition-header";
import { EditionNav } from "@duci/ui/edition/edition-nav";
import { EditionPage } from "@duci/ui/edition/edition-page";
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

const Closing = styled.p({ fontSize: "clamp(24px, 4vw, 36px)", fontWeight: font.bold, marginBottom: space[4] });

// Each part that shows the time reads the clock itself, so the page as a whole renders once.
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
        year={edition.year}
        name={edition.name}
        dates={editionDateLine(edition)}
        facts={headerFacts2024}
        backHref={paths.designathon}
        countdown={countdown2024}
        initial={prerenderedAt}
        art={<BubbleTitle />}
      />
      <EditionNav
        aria-label="Sections"
        sections={edition.sections}
        initial={prerenderedAt}
        links={[
          {
            label: "Challenge Brief",
            href: designathon2024Links.challengeBrief,
            variant: "primary",
            from: edition.briefReveal,
          },
          { label: "Handbook", href: designathon2024Links.handbook, variant: "outline" },
        ]}
      />
      <Winners id="s-winners" winners={winners2024} />
      <About id="s-about" tone="tint" paragraphs={about2024.paragraphs} facts={about2024.facts} />
      <PeopleGrid id="s-speakers" groups={speakers} profilesPath={editionPeoplePath(edition)} />
      <Rules id="s-rules" rules={rules2024} tone="tint" look="cards" />
      <Prizes id="s-prizes" prizes={prizes2024} />
      <Schedule
        id="s-schedule"
        tone="tint"
        initial={prerenderedAt}
        zoomLinks={{ ceremony: designathon2024Links.ceremonyZoom, event: designathon2024Links.eventZoom }}
        days={schedule2024}
      />
      <Faq id="s-faq" items={faq2024} look="boxed" />
      <Sponsors
        id="s-sponsors"
        groups={[
          { title: "Sponsors", cards: edition.sponsors },
          { title: "Partners", cards: edition.partners },
        ]}
      />
      <SplashDecoration>
        <Closing>Thank you for staying True to You.</Closing>
        <a href={paths.designathon}>See every Design-a-thon</a>
      </SplashDecoration>
    </EditionPage>
  );
}
