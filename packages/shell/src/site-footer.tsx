import { club, links } from "@duci/data/config";
import { paths } from "@duci/data/paths";
import { socials } from "@duci/data/socials";
import { HydrateSeparately } from "@duci/ui/hydrate-separately";
import { Logo, SocialIcon } from "@duci/ui/icons";
import { AppLink, newTab } from "@duci/ui/link";
import { colors, font, maxWidth, mq, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { type ComponentProps, useEffect, useState } from "react";

const Root = styled.footer<{ flush: boolean }>(({ flush }) => ({
  background: colors.black,
  color: colors.white,
  marginTop: flush ? 0 : space[9],
  "a:focus-visible": { outlineColor: colors.sky },
}));

const Inner = styled.div({
  maxWidth,
  margin: "0 auto",
  padding: `${space[8]}px ${space[4]}px ${space[6]}px`,
  display: "grid",
  gap: space[6],
  [mq.md]: { gridTemplateColumns: "1.2fr 2fr" },
});

const Brand = styled.div({ display: "grid", gap: space[4], alignContent: "start" });

const Name = styled.p({ display: "flex", alignItems: "center", gap: space[2], fontWeight: font.bold, fontSize: 20 });

const Socials = styled.ul({
  display: "flex",
  flexWrap: "wrap",
  gap: space[1],
  listStyle: "none",
  margin: 0,
  padding: 0,
});

const IconLink = styled.a({
  display: "inline-flex",
  padding: space[2],
  borderRadius: radius.sm,
  color: colors.white,
  "&:hover": { color: colors.yellow },
  // Glyphs cut their inner shapes in white, which vanishes on white icons: cut them in the footer's black.
  "--social-cutout": colors.black,
});

const Columns = styled.div({
  display: "grid",
  gap: space[5],
  gridTemplateColumns: "repeat(2, 1fr)",
  [mq.sm]: { gridTemplateColumns: "repeat(3, 1fr)" },
});

const Heading = styled.h2({
  fontSize: 14,
  letterSpacing: 1,
  textTransform: "uppercase",
  color: colors.silver,
  marginBottom: space[2],
});

const List = styled.ul({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space[1] });

const FooterLink = styled(AppLink)({
  color: colors.white,
  textDecoration: "none",
  display: "inline-block",
  padding: `${space[1]}px 0`,
  "&:hover": { textDecoration: "underline" },
});

const Legal = styled.div({
  maxWidth,
  margin: "0 auto",
  padding: `${space[4]}px`,
  borderTop: "1px solid #2A2A4A",
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: space[2],
  fontSize: 14,
  color: colors.silver,
});

const groups = [
  {
    title: "Learn",
    items: [
      { label: "Resources", href: paths.resources },
      { label: "Featured Resources", href: paths.featured },
      { label: "Project Teams", href: paths.projectTeams },
      { label: "Design-a-thon", href: paths.designathon },
    ],
  },
  {
    title: "Stay in touch",
    items: [
      { label: "Newsletter Archive", href: links.newsletterArchive },
      { label: "Join", href: paths.join },
      { label: "Contact", href: paths.contact },
    ],
  },
  {
    title: "Club",
    items: [
      { label: "Events", href: paths.events },
      { label: "About", href: paths.about },
    ],
  },
] as const;

/**
 * The year shown in the copyright: the build's year in the prerendered HTML,
 * then the visitor's current year once the page runs.
 */
function useCurrentYear(buildYear: number) {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

export interface SiteFooterProps extends ComponentProps<"footer"> {
  /** The year the page was built; the visitor's clock replaces it after load. */
  buildYear?: number;
  /**
   * Directly under the page's last section, for pages whose sections are bands of their own
   * colour with their own padding (the editions): a gap would show as an empty stripe.
   */
  flush?: boolean;
}

/** The footer of every page: the club's links, socials and newsletter (hydrated on its own). */
export function SiteFooter({ buildYear = 2026, flush = false, ...rest }: SiteFooterProps) {
  const year = useCurrentYear(buildYear);
  return (
    <Root flush={flush} {...rest}>
      <HydrateSeparately>
        <Inner>
          <Brand>
            <Name>
              <Logo size={40} />
              {club.name}
            </Name>
            {/* Text in one piece: React writes an empty comment between adjacent pieces in the page. */}
            <p>{`A free community for digital designers at ${club.universityShort} to connect, learn and innovate.`}</p>
            <Socials aria-label="Social media">
              {socials.map((social) => (
                <li key={social.name}>
                  <IconLink href={social.link} {...newTab} aria-label={`${social.name} (opens in a new tab)`}>
                    <SocialIcon name={social.name} />
                  </IconLink>
                </li>
              ))}
            </Socials>
          </Brand>
          <Columns>
            {groups.map((group) => (
              <nav key={group.title} aria-labelledby={`footer-${group.title.replace(/\s/g, "-")}`}>
                <Heading id={`footer-${group.title.replace(/\s/g, "-")}`}>{group.title}</Heading>
                <List>
                  {group.items.map((item) => (
                    <li key={item.label}>
                      {item.href.startsWith("http") ? (
                        <FooterLink href={item.href} {...newTab}>
                          {item.label}
                          <span className="visually-hidden"> (opens in a new tab)</span>
                        </FooterLink>
                      ) : (
                        <FooterLink href={item.href}>{item.label}</FooterLink>
                      )}
                    </li>
                  ))}
                </List>
              </nav>
            ))}
          </Columns>
        </Inner>
        <Legal>
          <p>{`© ${year} ${club.name}. All rights reserved.`}</p>
          <p>{`Designed and built by the ${club.name} web team.`}</p>
        </Legal>
      </HydrateSeparately>
    </Root>
  );
}
