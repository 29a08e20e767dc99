import { edition } from "./edition-data.ts";
import { Section } from "./section.tsx";

/** Prizes, grouped by place or award. */
export function PrizesSection() {
  return (
    <Section id="prizes" title="Prizes" tone="tint">
      {edition.prizes.map((group) => (
        <div key={group.label}>
          <h3>{group.label}</h3>
          <ul>
            {group.prizes.map((prize) => (
              <li key={prize}>{prize}</li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}
