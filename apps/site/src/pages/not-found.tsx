import { paths } from "@duci/data/paths";
import { ClubNames } from "@duci/shell/club-names";
import { PageTitle } from "@duci/shell/page-title";
import { Container } from "@duci/ui/container";
import { AppLink } from "@duci/ui/link";
import { colors, font, mq, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { Fragment, useEffect, useState } from "react";

const Wrap = styled.section({ padding: `${space[9]}px 0 ${space[7]}px`, display: "grid", gap: space[4] });

// The status code, large in the brand's blue (the shade that reads on white), as on the club's earlier site.
const Status = styled.p({
  fontSize: "clamp(64px, 14vw, 120px)",
  lineHeight: 1,
  fontWeight: font.bold,
  color: colors.link,
  letterSpacing: -2,
});

const Title = styled.h1({ fontSize: "clamp(36px, 6vw, 64px)" });

// In the page's type; a long address wraps after its slashes, and mid-segment only when one is too long.
const Url = styled.span({
  fontWeight: font.bold,
  overflowWrap: "anywhere",
  background: colors.silver,
  padding: "0 6px",
  borderRadius: 4,
});

const Band = styled.section({
  background: colors.sky,
  borderRadius: radius.lg,
  padding: space[6],
  display: "grid",
  gap: space[4],
});

const Directory = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[2],
  gridTemplateColumns: "repeat(2, 1fr)",
  [mq.md]: { gridTemplateColumns: "repeat(4, 1fr)" },
});

const directory = [
  { label: "Home", href: paths.home },
  { label: "Join", href: paths.join },
  { label: "Events", href: paths.events },
  { label: "Resources", href: paths.resources },
  { label: "Featured Resources", href: paths.featured },
  { label: "Project Teams", href: paths.projectTeams },
  { label: "Design-a-thon", href: paths.designathon },
  { label: "Houses", href: paths.houses },
  { label: "Merch", href: paths.merch },
  { label: "Brand", href: paths.brand },
  { label: "About", href: paths.about },
  { label: "Contact", href: paths.contact },
] as const;

/** The address the visitor asked for; known only in the browser, so filled in after load. */
function useRequestedUrl() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => setUrl(`${window.location.host}${window.location.pathname}`), []);
  return url;
}

export function NotFoundPage() {
  const url = useRequestedUrl();
  return (
    <Container>
      <PageTitle title="Page Not Found" />
      <meta name="robots" content="noindex" />
      <Wrap>
        <Status>404</Status>
        <Title>Page Not Found</Title>
        <p>
          {url ? (
            <>
              The URL{" "}
              <Url>
                {url.split("/").map((part, index) => (
                  <Fragment key={index}>
                    {index > 0 ? (
                      <>
                        /<wbr />
                      </>
                    ) : null}
                    {part}
                  </Fragment>
                ))}
              </Url>{" "}
              does not exist.
            </>
          ) : (
            "The URL you asked for does not exist."
          )}
        </p>
        <p>
          If you believe this is a mistake, please <AppLink href={paths.contact}>contact us</AppLink>.
        </p>
      </Wrap>
      <Band aria-labelledby="sitemap-directory">
        <h2 id="sitemap-directory">Sitemap Directory</h2>
        <Directory>
          {directory.map((item) => (
            <li key={item.href}>
              <AppLink href={item.href}>
                <ClubNames>{item.label}</ClubNames>
              </AppLink>
            </li>
          ))}
        </Directory>
      </Band>
    </Container>
  );
}
