import { impactRecordings, impactResourceLinks } from "@duci/data/editions/2022/content";
import { newTab } from "@duci/ui/link";
import { font, mq, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Grid = styled.ul({
  listStyle: "none",
  margin: `${space[3]}px 0 ${space[6]}px`,
  padding: 0,
  display: "grid",
  gap: space[4],
  [mq.sm]: { gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))" },
});

// A card of the edition's theme.
const Card = styled.a({
  display: "grid",
  gap: space[1],
  height: "100%",
  padding: space[4],
  textDecoration: "none",
  "&:hover strong, &:hover > span:first-child": { textDecoration: "underline" },
});

const Meta = styled.span({ color: "var(--muted)" });
const Strong = styled.span({ fontWeight: font.bold, fontSize: 18 });

/** The weekend's recordings with their length, and links to the club's resources and past events. */
export function Resources() {
  return (
    <>
      <h3>Design-a-thon recordings</h3>
      <Grid>
        {impactRecordings.map((item) => (
          <li key={item.id}>
            <Card href={item.href} data-ed="card" {...newTab}>
              <Strong>{item.title}</Strong>
              <Meta>
                {item.host ? `${item.host} · ` : null}
                <time dateTime={item.isoDuration}>{item.duration}</time>
              </Meta>
              <span className="visually-hidden">(opens in a new tab)</span>
            </Card>
          </li>
        ))}
      </Grid>
      <h3>Keep learning</h3>
      <Grid>
        {impactResourceLinks.map((item) => (
          <li key={item.id}>
            <Card href={item.href} data-ed="card">
              <Strong>{item.label}</Strong>
              <Meta>{item.description}</Meta>
            </Card>
          </li>
        ))}
      </Grid>
    </>
  );
}
