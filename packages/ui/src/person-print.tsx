import styled from "@emotion/styled";
import type { ComponentProps, CSSProperties } from "react";
import { Avatar } from "./avatar.tsx";
import type { PersonCardPerson } from "./person-card.tsx";
import { Name, Photo, Role } from "./person-parts.tsx";
import { colors, radius, space } from "./theme/tokens.ts";

export interface PersonPrintProps extends ComponentProps<"div"> {
  person: PersonCardPerson;
  /** Degrees the print leans. */
  tilt?: number;
}

// PersonCard's polaroid, standing still: the same look, written here so that a page with one carries only its own styles.
const Root = styled.div({ display: "flex", justifyContent: "center" });

const Print = styled.div({
  position: "relative",
  display: "block",
  width: "100%",
  maxWidth: 240,
  padding: `${space[3]}px ${space[3]}px ${space[5]}px`,
  background: colors.white,
  color: colors.text,
  border: `1px solid ${colors.silver}`,
  borderRadius: radius.sm,
  boxShadow: "0 8px 24px rgba(0, 0, 36, 0.14)",
  textAlign: "center",
  // An untilted print sets no --tilt (fewer bytes in the page): the 0deg here.
  transform: "rotate(var(--tilt, 0deg))",
});

const Words = styled.span({ display: "block", marginTop: space[2], fontSize: 14, overflowWrap: "anywhere" });

/**
 * A person as a still polaroid, for an edition without a people page: name,
 * role and pronouns, and their own words where they gave some, all on the
 * print; nothing opens.
 */
export function PersonPrint({ person, tilt = 0, style, ...rest }: PersonPrintProps) {
  return (
    <Root {...rest}>
      <Print data-ed="print" style={tilt ? ({ ...style, "--tilt": `${tilt}deg` } as CSSProperties) : style}>
        {/* The name beside it says who it is: the picture needs no words of its own. */}
        <Photo aria-hidden="true">
          <Avatar name={person.name} photo={person.photo} size={240} alt="" />
        </Photo>
        <Name>{person.name}</Name>
        <Role>
          {/* A no-break space keeps the dot off the start of a line. */}
          {person.pronouns ? `${person.role}\u00a0· ${person.pronouns}` : person.role}
        </Role>
        {person.about ? <Words>{person.about}</Words> : null}
      </Print>
    </Root>
  );
}
