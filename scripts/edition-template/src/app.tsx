import { paths } from "@duci/data/paths";
import { designathonJsonLd } from "@duci/data/structured-data";
import { ErrorBoundary } from "@duci/ui/error-boundary";
import { GlobalStyles } from "@duci/ui/global-styles";
import { JsonLd } from "@duci/ui/json-ld";
import { PageTitle } from "@duci/ui/page-title";
import { SiteFooter } from "@duci/ui/site-footer";
import { SiteNav } from "@duci/ui/site-nav";
import { SkipLink } from "@duci/ui/skip-link";
import { AboutSection } from "./about-section.tsx";
import { edition } from "./edition-data.ts";
import { EditionNav } from "./edition-nav.tsx";
import { FaqSection } from "./faq-section.tsx";
import { Header } from "./header.tsx";
import { PrizesSection } from "./prizes-section.tsx";
import { RulesSection } from "./rules-section.tsx";
import { ScheduleSection } from "./schedule-section.tsx";
import { SpeakersSection } from "./speakers-section.tsx";
import { SponsorsSection } from "./sponsors-section.tsx";

function Edition() {
  return (
    <>
      <PageTitle
        title={`Design-a-thon ${edition.year}: ${edition.name}`}
        description={`${edition.name}, Design at UCI's ${edition.year} Design-a-thon: ${edition.dates}.`}
      />
      <JsonLd data={designathonJsonLd(__YY__)} />
      <SkipLink />
      <SiteNav currentPath={paths.designathon__YY__} />
      <main id="main" tabIndex={-1}>
        <Header />
        <EditionNav />
        <AboutSection />
        <SpeakersSection />
        <RulesSection />
        <PrizesSection />
        <ScheduleSection />
        <FaqSection />
        <SponsorsSection />
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
