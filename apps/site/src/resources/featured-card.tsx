import { defaultFeaturedImage, type FeaturedResource, featuredImage } from "@duci/data/featured-resources";
import { newTab } from "@duci/ui/link";
import { colors, focusRing, font, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { useId } from "react";
import { type FilterKey, filterOf } from "./featured-filters.ts";

/** The colour of each filter and the text colour readable on it. */
export const filterColors: Record<FilterKey, { background: string; text: string }> = {
  tools: { background: colors.orange, text: colors.black },
  guides: { background: colors.green, text: colors.black },
  inspiration: { background: colors.blue, text: colors.black },
  other: { background: colors.textMuted, text: colors.white },
};

const Card = styled.a({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  borderRadius: radius.md,
  overflow: "hidden",
  border: `1px solid ${colors.silver}`,
  borderTop: "6px solid var(--type-color)",
  background: colors.white,
  color: colors.text,
  textDecoration: "none",
  transition: "transform 150ms ease, box-shadow 150ms ease",
  "&:hover": { transform: "translateY(-2px)", boxShadow: "0 8px 24px rgba(0, 0, 36, 0.12)" },
  "&:focus-visible": focusRing,
  "@media (prefers-reduced-motion: reduce)": { transition: "none", "&:hover": { transform: "none" } },
});

const Preview = styled.img({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "1200 / 630",
  background: colors.silver,
});

const Body = styled.div({ display: "grid", gap: space[2], padding: space[4], alignContent: "start" });

const Type = styled.span({
  justifySelf: "start",
  padding: `${space[1]}px ${space[3]}px`,
  borderRadius: radius.pill,
  background: "var(--type-color)",
  color: "var(--type-text)",
  ...text.small,
  fontWeight: font.bold,
});

const Title = styled.h2(text.h4);

const Desc = styled.p({ ...text.small, color: colors.textMuted });

export interface FeaturedCardProps {
  resource: FeaturedResource;
  /**
   * The first card, on the first screen at every width: its cover is asked
   * for as the page is read, not once laid out, so it paints with the page
   * rather than after the scripts have started (it is the page's largest paint).
   */
  first?: boolean;
}

/**
 * A featured resource: type, preview (or the default image), title and
 * description; opens in a new tab. The link is named by its title alone (the
 * cover is a drawing without words).
 */
export function FeaturedCard({ resource, first = false }: FeaturedCardProps) {
  const filter = filterOf(resource.type);
  const palette = filterColors[filter];
  const image = featuredImage(resource);
  const id = useId();
  return (
    <Card
      href={resource.link}
      {...newTab}
      aria-labelledby={`${id}-title ${id}-tab`}
      data-filter={filter}
      style={{ ["--type-color" as string]: palette.background, ["--type-text" as string]: palette.text }}
    >
      <Preview
        src={image}
        data-image={image === defaultFeaturedImage ? "default" : "own"}
        alt=""
        width={1200}
        height={630}
        loading={first ? undefined : "lazy"}
        decoding="async"
      />
      <Body>
        <Type>{resource.type}</Type>
        <Title id={`${id}-title`}>{resource.title}</Title>
        <Desc>{resource.desc}</Desc>
        <span id={`${id}-tab`} className="visually-hidden">
          (opens in a new tab)
        </span>
      </Body>
    </Card>
  );
}
