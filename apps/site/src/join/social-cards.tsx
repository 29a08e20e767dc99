import { type SocialLink, shortSocials } from "@duci/data/socials";
import { SocialIcon } from "@duci/ui/icons";
import { newTab } from "@duci/ui/link";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Grid = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[4],
  gridTemplateColumns: "1fr",
  "@media (min-width: 360px)": { gridTemplateColumns: "repeat(2, 1fr)" },
  // Four columns on a desktop screen.
  [mq.md]: { gridTemplateColumns: "repeat(4, 1fr)" },
});

const tints = [colors.blush, colors.sky, colors.peach, colors.lime] as const;

const Card = styled.a({
  height: "100%",
  display: "grid",
  alignContent: "start",
  gap: space[2],
  padding: space[5],
  borderRadius: radius.lg,
  background: "var(--tint)",
  color: colors.text,
  textDecoration: "none",
  border: "2px solid transparent",
  transition: "transform 150ms ease, border-color 150ms ease",
  "&:hover": { borderColor: colors.black, transform: "translateY(-2px)" },
  "@media (prefers-reduced-motion: reduce)": { transition: "none", "&:hover": { transform: "none" } },
});

const Name = styled.span({ ...text.h4, fontWeight: font.bold });

const Blurb = styled.span(text.small);

/** The join page's social cards; each opens the network in a new tab. */
export function SocialCards({ links = shortSocials }: { links?: readonly SocialLink[] }) {
  return (
    <Grid>
      {links.map((social, index) => (
        <li key={social.name}>
          <Card href={social.link} {...newTab} style={{ "--tint": tints[index % tints.length] } as React.CSSProperties}>
            <SocialIcon name={social.name} size={32} />
            <Name>{social.name}</Name>
            <Blurb>{social.blurb}</Blurb>
            <span className="visually-hidden">(opens in a new tab)</span>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
