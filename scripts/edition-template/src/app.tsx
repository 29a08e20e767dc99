import "@duci/ui/fonts.css";
import { paths } from "@duci/data/paths";
import { GlobalStyles } from "@duci/ui/global-styles";
import { PageTitle } from "@duci/ui/page-title";
import { SiteFooter } from "@duci/ui/site-footer";
import { SiteNav } from "@duci/ui/site-nav";
import { colors, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
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

const SkipLink = styled.a({
  position: "absolute",
  left: space[4],
  top: -100,
  zIndex: 100,
  padding: `${space[2]}px ${space[4]}px`,
  background: colors.black,
  color: colors.white,
  "&:focus": { top: space[2] },
});

export function App() {
  return (
    <>
      <GlobalStyles />
      <PageTitle
        title={`Design-a-thon ${edition.year}: ${edition.name}`}
        description={`${edition.name}, Design at UCI's ${edition.year} Design-a-thon: ${edition.dates}.`}
      />
      <SkipLink href="#main">Skip to content</SkipLink>
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
