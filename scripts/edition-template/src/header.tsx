import { paths } from "@duci/data/paths";
import { Container } from "@duci/ui/container";
import { colors, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { EditionCountdown } from "./edition-countdown.tsx";
import { edition } from "./edition-data.ts";

const Root = styled.header({ padding: `${space[9]}px 0`, background: colors.black, color: colors.white });
const Title = styled.h1({ fontSize: "clamp(40px, 8vw, 88px)", margin: `${space[2]}px 0` });
const Dates = styled.p({ fontSize: 24, marginBottom: space[5] });
const Back = styled.a({ color: colors.white, display: "inline-block", marginTop: space[5] });

/** The edition's name, dates and countdown. */
export function Header() {
  return (
    <Root>
      <Container>
        <p>Design-a-thon {edition.year}</p>
        <Title>{edition.name}</Title>
        <Dates>{edition.dates}</Dates>
        <EditionCountdown />
        <Back href={paths.designathon}>All Design-a-thons</Back>
      </Container>
    </Root>
  );
}
