import { impactHost, impactOrganizers, impactSponsors } from "@duci/data/designathon-22";
import { Avatar } from "@duci/ui/avatar";
import { newTab } from "@duci/ui/link";
import { space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Organizers = styled.ul({
  listStyle: "none",
  margin: `${space[3]}px 0 ${space[6]}px`,
  padding: 0,
  display: "grid",
  gap: space[4],
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  li: { display: "grid", gap: space[1], justifyItems: "start", alignContent: "start" },
  img: { borderRadius: "50%" },
});

const Muted = styled.p({ color: "var(--muted)" });

const Sponsors = styled.ul({
  listStyle: "none",
  margin: `${space[3]}px 0 0`,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: space[4],
  "& > li > *": { display: "block", borderRadius: 48 },
  img: { display: "block" },
});

/** The host organisation, the organizers and the sponsors. */
export function About() {
  return (
    <>
      <h3>Hosted by {impactHost.name}</h3>
      <p style={{ marginTop: space[2], maxWidth: 720 }}>
        {impactHost.text} <a href={impactHost.href}>More about us</a>
      </p>
      <h3 style={{ marginTop: space[6] }}>Event organizers</h3>
      <Organizers>
        {impactOrganizers.map((person) => (
          <li key={person.id}>
            <Avatar name={person.name} photo={person.photo} size={96} alt="" />
            <p>
              <strong>{person.name}</strong>
            </p>
            <Muted>{person.role}</Muted>
          </li>
        ))}
      </Organizers>
      <h3>Sponsors</h3>
      <Sponsors>
        {impactSponsors.map((sponsor) => (
          <li key={sponsor.id}>
            {sponsor.href ? (
              <a href={sponsor.href} {...newTab}>
                <img
                  src={sponsor.logo}
                  alt={`${sponsor.name} (opens in a new tab)`}
                  width={240}
                  height={96}
                  loading="lazy"
                />
              </a>
            ) : (
              <img src={sponsor.logo} alt={sponsor.name} width={240} height={96} loading="lazy" />
            )}
          </li>
        ))}
      </Sponsors>
    </>
  );
}
