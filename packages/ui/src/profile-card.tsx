import styled from "@emotion/styled";
import type { ComponentProps, ReactNode } from "react";
import { Avatar } from "./avatar.tsx";
import { newTab } from "./link.tsx";
import type { Photo } from "./photo.ts";
import { colors, radius, space } from "./theme/tokens.ts";

/** The networks a profile can link to, each with its own glyph. */
export type ProfileLinkType = "linkedin" | "website" | "instagram";

export interface ProfileLink {
  type: ProfileLinkType;
  href: string;
}

/** The colour of the strip across the card's top. */
export type ProfileAccent = "blue" | "pink" | "green" | "red";

const accents: Record<ProfileAccent, string> = {
  blue: colors.blue,
  pink: colors.pink,
  green: colors.green,
  red: colors.red,
};

// Cards in a row share the tallest one's height: the portrait, name and
// position sit centred in the space, so a card without links has no empty band
// at its foot; links, where there are any, form the card's footer.
const Root = styled.article({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: space[3],
  padding: `${space[5]}px ${space[3]}px`,
  textAlign: "center",
  borderRadius: radius.lg,
  background: colors.white,
  border: `1px solid ${colors.silver}`,
  // The accent is a strip of its own, square at its ends: a thick top border would taper into the rounded corners.
  borderTop: "none",
  position: "relative",
  overflow: "hidden",
  paddingTop: space[5] + 6,
  "&::before": { content: '""', position: "absolute", inset: "0 0 auto", height: 6, background: "var(--accent)" },
});

const Body = styled.div({
  flex: "1 0 auto",
  display: "grid",
  justifyItems: "center",
  alignContent: "center",
  gap: space[2],
});

const Portrait = styled.span({
  display: "inline-flex",
  borderRadius: "50%",
  overflow: "hidden",
  marginBottom: space[2],
});

const Name = styled.h3({ fontSize: 18 });

const Position = styled.p({ color: colors.textMuted, fontSize: 15 });

const Links = styled.ul({
  alignSelf: "stretch",
  display: "flex",
  justifyContent: "center",
  gap: space[1],
  listStyle: "none",
  margin: `0 -${space[3]}px -${space[3]}px`,
  padding: `${space[2]}px ${space[3]}px 0`,
  borderTop: `1px solid ${colors.silver}`,
});

const IconLink = styled.a({
  display: "inline-flex",
  padding: space[2],
  borderRadius: radius.sm,
  color: colors.text,
  "&:hover": { color: colors.link, background: colors.sky },
});

const linkLabel: Record<ProfileLinkType, (name: string) => string> = {
  linkedin: (name) => `${name} on LinkedIn`,
  website: (name) => `${name}'s website`,
  instagram: (name) => `${name} on Instagram`,
};

const glyphs: Record<ProfileLinkType, ReactNode> = {
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" fill="currentColor" />
      <path
        d="M7 10h2.4v7H7zM8.2 6.4a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6ZM11 10h2.3v1c.4-.7 1.3-1.2 2.4-1.2 2 0 2.6 1.2 2.6 3.1V17h-2.4v-3.6c0-.9-.2-1.6-1.1-1.6-1 0-1.4.7-1.4 1.6V17H11z"
        fill="#fff"
      />
    </>
  ),
  website: (
    <>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </>
  ),
};

export interface ProfileCardProps extends ComponentProps<"article"> {
  name: string;
  position: string;
  links?: readonly ProfileLink[];
  color?: ProfileAccent;
  /** Without one, a portrait drawn from the name stands in. */
  photo?: Photo;
  /** A picture of the person from elsewhere (96 px square), in place of `photo`. */
  picture?: ReactNode;
}

/** A board member: photo or drawn portrait, name, position and social links with names a screen reader can say. */
export function ProfileCard({
  name,
  position,
  links = [],
  color = "blue",
  photo,
  picture,
  style,
  ...rest
}: ProfileCardProps) {
  return (
    <Root style={{ "--accent": accents[color], ...style } as React.CSSProperties} {...rest}>
      <Body>
        {/* The name follows, so the portrait is decoration for screen readers. */}
        <Portrait aria-hidden="true">{picture ?? <Avatar name={name} photo={photo} size={96} alt="" />}</Portrait>
        <Name>{name}</Name>
        <Position>{position}</Position>
      </Body>
      {links.length > 0 ? (
        <Links aria-label={`${name}'s links`}>
          {links.map((link) => (
            <li key={link.href}>
              <IconLink href={link.href} {...newTab} aria-label={`${linkLabel[link.type](name)} (opens in a new tab)`}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  {glyphs[link.type]}
                </svg>
              </IconLink>
            </li>
          ))}
        </Links>
      ) : null}
    </Root>
  );
}
