import { impactRecordings, impactResourceLinks } from "@duci/data/editions/2022/content";
import { BalancedGrid } from "@duci/ui/balanced-grid";
import { newTab } from "@duci/ui/link";
import { font, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

// Rows balanced from the count, a short last one centred.
const columns = { sm: 2, md: 3 } as const;
const Grid = styled(BalancedGrid)({ margin: `${space[3]}px 0 ${space[6]}px` });

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
      <Grid columns={columns}>
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
      <Grid columns={columns}>
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
