import { organizationJsonLd } from "@duci/data/structured-data";
import { Container } from "@duci/ui/container";
import { useNow } from "@duci/ui/hooks/use-now";
import { useVisitorZone } from "@duci/ui/hooks/use-visitor-zone";
import { JsonLd } from "@duci/ui/json-ld";
import { useRenderedNow } from "../events/use-rendered-now.ts";
import { AroundTheClub } from "../home/around-the-club.tsx";
import { HomeFeatures } from "../home/home-features.tsx";
import { HomeHero } from "../home/home-hero.tsx";
import { JoinTheClub } from "../home/join-the-club.tsx";

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
      <HomeHero />
      <Container>
        <AroundTheClub now={now} zone={zone} />
        <HomeFeatures />
        <JoinTheClub />
      </Container>
    </div>
  );
}
