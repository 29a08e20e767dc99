import "@duci/ui/fonts.css";
import { editionOf } from "@duci/data/editions";
import { paths } from "@duci/data/paths";
import { Container } from "@duci/ui/container";
import { GlobalStyles } from "@duci/ui/global-styles";
import { PageTitle } from "@duci/ui/page-title";
import { SiteFooter } from "@duci/ui/site-footer";
import { SiteNav } from "@duci/ui/site-nav";
import { colors, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const edition = editionOf(2023);

const Header = styled.header({
  padding: `${space[9]}px 0`,
  background: colors.pink,
  color: colors.black,
});

const Title = styled.h1({ fontSize: "clamp(40px, 8vw, 88px)" });

const Dates = styled.p({ fontSize: 24, marginTop: space[3] });

export function App() {
  return (
    <>
      <GlobalStyles />
      <PageTitle title={`Design-a-thon 2023: ${edition.title}`} />
      <SiteNav currentPath={paths.designathon23} />
      <main id="main">
        <Header>
          <Container>
            <p>Design-a-thon 2023</p>
            <Title>{edition.title}</Title>
            <Dates>Feb 24th - Feb 26th</Dates>
            <p>
              <a href={paths.designathon}>All Design-a-thons</a>
            </p>
          </Container>
        </Header>
      </main>
      <SiteFooter />
    </>
  );
}
