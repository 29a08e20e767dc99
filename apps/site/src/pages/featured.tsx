import { featuredResources } from "@duci/data/featured-resources";
import { PageTitle } from "@duci/shell/page-title";
import { BalancedGrid } from "@duci/ui/balanced-grid";
import { Button } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { colors, mq, radius, space } from "@duci/ui/theme/tokens";
import { ToggleButton } from "@duci/ui/toggle-button";
import styled from "@emotion/styled";
import { useSearchParams } from "react-router-dom";
import { FeaturedArt } from "../heroes/featured-art.tsx";
import { FeaturedCard, filterColors } from "../resources/featured-card.tsx";
import {
  FILTER_KEYS,
  FILTER_PARAM,
  type FilterKey,
  filterOf,
  parseFilters,
  serializeFilters,
} from "../resources/featured-filters.ts";
import { PageHero } from "../resources/page-hero.tsx";
import { useHydrated } from "../resources/use-hydrated.ts";

const labels: Record<FilterKey, string> = {
  tools: "Tools",
  guides: "Guides",
  inspiration: "Inspiration",
  other: "Other",
};

// On a phone the label takes a line and the four filters sit two by two.
const Toolbar = styled.div({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: space[3],
  marginBottom: space[3],
  "& > *": { minWidth: 0 },
  [mq.sm]: { display: "flex", flexWrap: "wrap", alignItems: "center" },
});

const ToolbarLabel = styled.span({ fontWeight: 700, marginRight: space[2], gridColumn: "1 / -1" });

const Count = styled.p({ color: colors.textMuted, marginBottom: space[5] });

// Up to four a row; the shown cards' count picks the columns, so a last row is never one card alone.
const gridColumns = { base: 1, sm: 3, lg: 4 } as const;

const Grid = styled(BalancedGrid)({ marginBottom: space[8] });

const Empty = styled.div({
  display: "grid",
  justifyItems: "start",
  gap: space[4],
  padding: space[6],
  marginBottom: space[8],
  borderRadius: radius.lg,
  background: colors.silver,
});

export function FeaturedPage() {
  const [params, setParams] = useSearchParams();
  // The prerendered page shows every card; the query applies once hydrated.
  const hydrated = useHydrated();
  const on = hydrated ? parseFilters(params.get(FILTER_PARAM)) : new Set(FILTER_KEYS);
  const shown = featuredResources.filter((resource) => on.has(filterOf(resource.type)));

  const update = (next: Set<FilterKey>) => {
    const value = serializeFilters(next);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (value === null) copy.delete(FILTER_PARAM);
        else copy.set(FILTER_PARAM, value);
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const toggle = (key: FilterKey, pressed: boolean) => {
    // From the address as it is now, not the last render: taps in quick succession
    // (or replayed after a slow load) each build on the one before.
    const next = new Set(parseFilters(new URLSearchParams(window.location.search).get(FILTER_PARAM)));
    if (pressed) next.add(key);
    else next.delete(key);
    update(next);
  };

  return (
    <>
      <PageTitle
        title="Featured Resources"
        description="Tools, guides and inspiration for designers, picked by the Design at UCI board."
      />
      <PageHero
        art={<FeaturedArt />}
        title="Featured Resources"
        lead="The tools, guides and inspiration our board reaches for, all free to start with. Filter by type to find what you need."
        background={`linear-gradient(135deg, ${colors.sky} 0%, ${colors.lime} 100%)`}
      />
      <Container>
        <Toolbar role="group" aria-label="Show resource types">
          <ToolbarLabel aria-hidden="true">Show:</ToolbarLabel>
          {FILTER_KEYS.map((key) => (
            <ToggleButton
              key={key}
              pressed={on.has(key)}
              onPressedChange={(pressed) => toggle(key, pressed)}
              color={filterColors[key].background}
              textColor={filterColors[key].text}
            >
              {labels[key]}
            </ToggleButton>
          ))}
        </Toolbar>
        <Count role="status">
          Showing {shown.length} of {featuredResources.length} resources
        </Count>
        {shown.length === 0 ? (
          <Empty>
            {on.size === 0 ? (
              <>
                <h2>Every filter is off</h2>
                <p>No resources match while all four types are hidden. Turn a filter back on to see them.</p>
              </>
            ) : (
              <>
                <h2>No resources of these types</h2>
                <p>None of our resources is of the types shown. Turn another filter on to see more.</p>
              </>
            )}
            <Button type="button" onClick={() => update(new Set(FILTER_KEYS))}>
              Show all resources
            </Button>
          </Empty>
        ) : (
          <Grid columns={gridColumns} gap={space[5]}>
            {shown.map((resource, index) => (
              <li key={resource.title}>
                <FeaturedCard resource={resource} first={index === 0} />
              </li>
            ))}
          </Grid>
        )}
      </Container>
    </>
  );
}
