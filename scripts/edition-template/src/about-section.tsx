import { edition } from "./edition-data.ts";
import { Section } from "./section.tsx";

/** The theme and the invitation. */
export function AboutSection() {
  return (
    <Section id="about" title={`Theme: ${edition.theme}`}>
      <p>{edition.tagline}</p>
    </Section>
  );
}
