import { paths } from "@duci/data/paths";
import { ButtonLink } from "@duci/ui/button";
import { AppLink } from "@duci/ui/link";
import { Reveal } from "@duci/ui/reveal";
import { colors, font, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Closing = styled.section({
  textAlign: "center",
  padding: `${space[8]}px ${space[4]}px`,
  marginBottom: space[8],
  borderRadius: radius.lg,
  background: colors.black,
  color: colors.white,
  display: "grid",
  justifyItems: "center",
  gap: space[4],
  "& h2": text.h2,
});

const AboutLink = styled(AppLink)({ color: colors.sky, fontWeight: font.bold });

/** The page's last word: membership is free, and how to join. */
export function JoinTheClub() {
  return (
    <Reveal>
      <Closing aria-labelledby="home-join">
        <h2 id="home-join">Join the club</h2>
        <p>Membership is free. Get event news in your inbox and follow us on social media.</p>
        <ButtonLink href={paths.join} data-variant="light">
          Join Design at UCI
        </ButtonLink>
        <AboutLink href={paths.about}>Learn more about us</AboutLink>
      </Closing>
    </Reveal>
  );
}
