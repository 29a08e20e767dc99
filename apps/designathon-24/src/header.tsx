import { countdown2024, designathon2024BuildNow } from "@duci/data/designathon-24";
import { paths } from "@duci/data/paths";
import { Container } from "@duci/ui/container";
import { EditionCountdown } from "@duci/ui/edition/edition-countdown";
import { colors, font, mq, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Root = styled.header({
  position: "relative",
  overflow: "hidden",
  padding: `${space[8]}px 0 ${space[9]}px`,
  backgroundColor: colors.blush,
  backgroundImage:
    "linear-gradient(rgba(1, 30, 251, 0.09) 1px, transparent 1px), linear-gradient(90deg, rgba(1, 30, 251, 0.09) 1px, transparent 1px)",
  backgroundSize: "40px 40px",
  textAlign: "center",
});

const Back = styled.a({ display: "inline-block", marginBottom: space[5], fontWeight: font.bold, color: colors.text });

const Eyebrow = styled.p({
  display: "inline-block",
  padding: `${space[1]}px ${space[4]}px`,
  borderRadius: radius.pill,
  background: colors.black,
  color: colors.white,
  fontWeight: font.bold,
  letterSpacing: 1,
  textTransform: "uppercase",
  fontSize: 14,
});

const Title = styled.h1({
  margin: `${space[4]}px 0 ${space[2]}px`,
  fontSize: "clamp(52px, 12vw, 120px)",
  lineHeight: 1,
  color: colors.ultraviolet,
  textShadow: `4px 4px 0 ${colors.pink}`,
});

const Dates = styled.p({ fontSize: "clamp(22px, 4vw, 32px)", fontWeight: font.bold });

const Facts = styled.p({ marginTop: space[2], color: colors.textMuted, fontSize: 18 });

const CountdownBox = styled.div({ marginTop: space[7], [mq.md]: { marginTop: space[8] } });

/** The page header: name, dates and the countdown through the 2024 steps. */
export function Header() {
  return (
    <Root>
      <Container>
        <Back href={paths.designathon}>← All Design-a-thons</Back>
        <div>
          <Eyebrow>Design-a-thon 2024</Eyebrow>
        </div>
        <Title>True to You</Title>
        <Dates>May 17th - May 19th</Dates>
        <Facts>Hybrid · Free · Solo or teams of up to 4</Facts>
        <CountdownBox>
          <EditionCountdown
            steps={countdown2024}
            initial={designathon2024BuildNow}
            aria-label="Countdown"
            role="group"
          />
        </CountdownBox>
      </Container>
    </Root>
  );
}
