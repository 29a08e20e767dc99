import { edition } from "./edition-data.ts";
import { Section } from "./section.tsx";

/** The rules, numbered from 1. */
export function RulesSection() {
  return (
    <Section id="rules" title="Rules">
      <ol>
        {edition.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </Section>
  );
}
