import { designathon2024BuildNow, winners2024 } from "@duci/data/designathon-24";
import { editionOf } from "@duci/data/editions";
import { paths } from "@duci/data/paths";
import { designathonJsonLd } from "@duci/data/structured-data";
import { ErrorBoundary } from "@duci/ui/error-boundary";
import { GlobalStyles } from "@duci/ui/global-styles";
import { useNow } from "@duci/ui/hooks/use-now";
import { JsonLd } from "@duci/ui/json-ld";
import { PageTitle } from "@duci/ui/page-title";
import { SiteFooter } from "@duci/ui/site-footer";
import { SiteNav } from "@duci/ui/site-nav";
import { SkipLink } from "@duci/ui/skip-link";
import { SplashDecoration } from "@duci/ui/splash-decoration";
import { font, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { AboutSection } from "./about-section.tsx";
import { EditionNav } from "./edition-nav.tsx";
import { FaqSection } from "./faq-section.tsx";
import { Header } from "./header.tsx";
import { PrizesSection } from "./prizes-section.tsx";
import { RulesSection } from "./rules-section.tsx";
import { ScheduleSection } from "./schedule-section.tsx";
import { SpeakersSection } from "./speakers-section.tsx";
import { SponsorsSection } from "./sponsors-section.tsx";
import { useVisitorZone } from "./use-visitor-zone.ts";
import { WinnersSection } from "./winners-section.tsx";

const edition = editionOf(2024);

const Closing = styled.p({ fontSize: "clamp(24px, 4vw, 36px)", fontWeight: font.bold, marginBottom: space[4] });

function Edition() {
  // Prerendered at a fixed instant; the real clock takes over after hydration, ticking each second.
  const now = useNow(1000, designathon2024BuildNow);
  const zone = useVisitorZone();
  return (
    <>
      <JsonLd data={designathonJsonLd(24)} />
      <PageTitle
        title={`Design-a-thon 2024: ${edition.title}`}
        description="True to You, Design at UCI's 2024 Design-a-thon: May 17-19, hybrid and free."
      />
      <SkipLink />
      <SiteNav currentPath={paths.designathon24} />
      <main id="main" tabIndex={-1}>
        <Header now={now} />
        <EditionNav now={now} />
        <WinnersSection winners={winners2024} />
        <AboutSection />
        <SpeakersSection />
        <RulesSection />
        <PrizesSection />
        <ScheduleSection now={now} zone={zone} />
        <FaqSection />
        <SponsorsSection />
        <SplashDecoration>
          <Closing>Thank you for staying True to You.</Closing>
          <a href={paths.designathon}>See every Design-a-thon</a>
        </SplashDecoration>
      </main>
      <SiteFooter />
    </>
  );
}

/** The edition inside the root error boundary: an error shows a notice over what was on screen, never a blank page. */
export function App() {
  return (
    <>
      {/* Outside the boundary: a failed edition keeps its global styles. */}
      <GlobalStyles />
      <ErrorBoundary>
        <Edition />
      </ErrorBoundary>
    </>
  );
}
