import { shortSocials } from "@duci/data/socials";
import { SocialIcon } from "@duci/ui/icons";
import { newTab } from "@duci/ui/link";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Follow = styled.div({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${space[2]}px ${space[3]}px`,
  "& > p": { ...text.small, fontWeight: font.bold, marginRight: space[1] },
});

const Icons = styled.ul({ display: "flex", flexWrap: "wrap", gap: space[2], listStyle: "none", margin: 0, padding: 0 });

const IconLink = styled.a({
  display: "grid",
  placeItems: "center",
  width: 44,
  height: 44,
  borderRadius: radius.pill,
  background: colors.white,
  color: colors.black,
  transition: "transform 150ms ease",
  "&:hover": { transform: "translateY(-2px)" },
  [mq.reducedMotion]: { transition: "none", "&:hover": { transform: "none" } },
});

/** "Follow the club" and the networks it posts on, each opening in a new tab. */
export function FollowLinks({ label = "Follow the club" }: { label?: string }) {
  return (
    <Follow>
      <p>{label}</p>
      <Icons>
        {shortSocials.map((social) => (
          <li key={social.name}>
            <IconLink href={social.link} {...newTab} aria-label={`${social.name} (opens in a new tab)`}>
              <SocialIcon name={social.name} size={22} />
            </IconLink>
          </li>
        ))}
      </Icons>
    </Follow>
  );
}
