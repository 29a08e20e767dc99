import { space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { edition } from "./edition-data.ts";
import { Section } from "./section.tsx";

const List = styled.ul({ listStyle: "none", padding: 0, display: "flex", flexWrap: "wrap", gap: space[5] });

/** Sponsors' logos, linking to the sponsor where its address is known; a note until there are any. */
export function SponsorsSection() {
  return (
    <Section id="sponsors" title="Sponsors" tone="tint">
      {edition.sponsors.length === 0 ? (
        <p>Sponsors will be announced soon.</p>
      ) : (
        <List>
          {edition.sponsors.map((sponsor) => (
            <li key={sponsor.id}>
              {sponsor.link ? (
                <a href={sponsor.link} style={{ display: "block", background: sponsor.background }}>
                  <img src={sponsor.logo} alt={sponsor.alt} width={160} height={80} />
                </a>
              ) : (
                <img
                  src={sponsor.logo}
                  alt={sponsor.alt}
                  width={160}
                  height={80}
                  style={{ background: sponsor.background }}
                />
              )}
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
