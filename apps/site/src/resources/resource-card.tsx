import type { Resource } from "@duci/data/resources";
import { ClubNames } from "@duci/shell/club-names";
import { ArrowIcon } from "@duci/ui/arrow-icon";
import { AppLink, newTab } from "@duci/ui/link";
import { underWhite } from "@duci/ui/theme/tints";
import { colors, focusRing, font, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const named = { blush: colors.blush, peach: colors.peach, sky: colors.sky, silver: colors.silver } as const;

const Card = styled(AppLink)({
  display: "grid",
  gridTemplateColumns: "48px minmax(0, 1fr) auto",
  gap: space[4],
  alignItems: "start",
  height: "100%",
  padding: space[5],
  borderRadius: radius.lg,
  border: "1px solid var(--accent)",
  borderLeft: "8px solid var(--main)",
  background: "var(--background)",
  color: colors.text,
  textDecoration: "none",
  transition: "transform 150ms ease, box-shadow 150ms ease",
  "&:hover": { transform: "translateY(-2px)", boxShadow: "0 8px 24px rgba(0, 0, 36, 0.12)" },
  "&:focus-visible": focusRing,
  "@media (prefers-reduced-motion: reduce)": { transition: "none", "&:hover": { transform: "none" } },
  // On the narrowest phones the icon sits above the text, so a long title keeps its width.
  "@media (max-width: 389.98px)": { gridTemplateColumns: "minmax(0, 1fr) auto", padding: space[4] },
});

const Icon = styled.img({
  width: 48,
  height: 48,
  "@media (max-width: 389.98px)": { gridColumn: "1 / -1" },
});

const Title = styled.h2({ ...text.h3, fontWeight: font.bold, marginBottom: space[2] });

const Desc = styled.p({ color: colors.textMuted });

const Arrow = styled.span({
  display: "grid",
  placeItems: "center",
  width: 36,
  height: 36,
  borderRadius: radius.pill,
  // White arrows need 3:1 on their circle: the dark tint where the brand colour is too light.
  background: "var(--arrow)",
  color: colors.white,
  fontWeight: font.bold,
});

export interface ResourceCardProps {
  resource: Resource;
}

/** One card of the hub; external cards flagged newTab open in a new tab and say so. */
export function ResourceCard({ resource }: ResourceCardProps) {
  const background =
    resource.background in named ? named[resource.background as keyof typeof named] : resource.background;
  const style = {
    ["--main" as string]: colors[resource.main],
    ["--arrow" as string]: underWhite[resource.main],
    ["--accent" as string]: colors[resource.accent],
    ["--background" as string]: background,
  };
  return (
    <Card href={resource.link} {...(resource.newTab ? newTab : {})} style={style}>
      <Icon src={resource.icon} alt="" width={48} height={48} />
      <div>
        <Title>
          <ClubNames>{resource.title}</ClubNames>
        </Title>
        <Desc>{resource.desc}</Desc>
        {resource.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      </div>
      <Arrow aria-hidden="true">
        <ArrowIcon kind={resource.newTab ? "up-right" : "right"} size={18} />
      </Arrow>
    </Card>
  );
}
