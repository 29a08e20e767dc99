import { socials } from "@duci/data/socials";
import { SocialIcon } from "@duci/ui/icons";
import { newTab } from "@duci/ui/link";
import { colors, mq, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const List = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  // Two even rows on a phone (six networks make three and three, never four and two), one row from `sm`.
  display: "grid",
  gridTemplateColumns: `repeat(${Math.ceil(socials.length / 2)}, auto)`,
  [mq.sm]: { gridTemplateColumns: `repeat(${socials.length}, auto)` },
  justifyContent: "center",
  gap: space[2],
});

const IconLink = styled.a({
  display: "inline-flex",
  padding: space[3],
  borderRadius: radius.pill,
  background: colors.white,
  color: colors.text,
  border: `2px solid ${colors.black}`,
  "&:hover": { background: colors.black, color: colors.white },
});

/** The club's social networks as icon links, each named for screen readers. */
export function SocialIcons() {
  return (
    <List aria-label="Social media">
      {socials.map((social) => (
        <li key={social.name}>
          <IconLink href={social.link} {...newTab} aria-label={`${social.name} (opens in a new tab)`}>
            <SocialIcon name={social.name} size={28} />
          </IconLink>
        </li>
      ))}
    </List>
  );
}
