import type { Photo as PhotoFile } from "@duci/data/photo";
import styled from "@emotion/styled";
import { type ComponentProps, type CSSProperties, useId, useRef, useState } from "react";
import { Avatar } from "./avatar.tsx";
import { useHydrated } from "./hooks/use-hydrated.ts";
import { useNotecardLines } from "./hooks/use-notecard-lines.ts";
import { Modal } from "./modal.tsx";
import { colors, font, mq, radius, space } from "./theme/tokens.ts";

/** What a person card shows; without a `photo` a portrait drawn from the name stands in. */
export interface PersonCardPerson {
  name: string;
  role: string;
  about: string;
  pronouns?: string;
  funFact?: string;
  photo?: PhotoFile;
}

/** The notecard's words: "About" and "Fun fact" (2024), or "About Me" and "Fun Fact" (2023). */
export interface NotecardWords {
  /** The notecard's heading. */
  aboutTitle?: string;
  /** The label before the fun fact. */
  funFactLabel?: string;
}

export interface PersonCardProps extends ComponentProps<"div">, NotecardWords {
  person: PersonCardPerson;
  /** The person's profile on the edition's people page, where the card leads until scripts run. */
  profileHref: string;
  /** Degrees the polaroid leans; alternate it in a grid for the scattered look. */
  tilt?: number;
  /** 2023 behaviour: a click anywhere in the open modal closes it. */
  closeOnContentClick?: boolean;
}

const Root = styled.div({ display: "flex", justifyContent: "center" });

// A button once scripts run, a link to the profile before: the same look either way.
const Polaroid = styled.button({
  display: "block",
  width: "100%",
  maxWidth: 240,
  padding: `${space[3]}px ${space[3]}px ${space[5]}px`,
  background: colors.white,
  color: colors.text,
  border: `1px solid ${colors.silver}`,
  borderRadius: radius.sm,
  boxShadow: "0 8px 24px rgba(0, 0, 36, 0.14)",
  font: "inherit",
  textAlign: "center",
  textDecoration: "none",
  cursor: "pointer",
  transform: "rotate(var(--tilt, 0deg))",
  transition: "transform 200ms ease, box-shadow 200ms ease",
  "&:hover, &:focus-visible": {
    transform: "rotate(0deg) translateY(-4px)",
    boxShadow: "0 14px 32px rgba(0, 0, 36, 0.2)",
  },
  [mq.reducedMotion]: { transition: "none", "&:hover, &:focus-visible": { transform: "none" } },
});

const PolaroidLink = Polaroid.withComponent("a");

const Photo = styled.span({
  display: "block",
  aspectRatio: "1",
  overflow: "hidden",
  background: colors.silver,
  "& img": { display: "block", width: "100%", height: "100%", objectFit: "cover" },
});

const Name = styled.span({ display: "block", marginTop: space[3], fontWeight: font.bold, fontSize: 18 });

const Role = styled.span({ display: "block", marginTop: space[1], color: colors.textMuted, fontSize: 14 });

const Details = styled.div({
  display: "grid",
  gap: space[5],
  [mq.sm]: { gridTemplateColumns: "200px 1fr", alignItems: "start" },
});

const DetailPhoto = styled(Photo)({
  width: 200,
  maxWidth: "100%",
  padding: space[2],
  background: colors.white,
  boxShadow: "0 6px 18px rgba(0, 0, 36, 0.16)",
  transform: "rotate(-2deg)",
  [mq.reducedMotion]: { transform: "none" },
});

const Facts = styled.p({ color: colors.textMuted, marginBottom: space[3] });

// The index-card look: a red header line, then blue ruled lines spaced like the text.
const Notecard = styled.div({
  position: "relative",
  minHeight: "calc(var(--first-line) + var(--line) * 3)",
  paddingTop: "calc(var(--first-line) - var(--line))",
  paddingInline: space[5],
  paddingBottom: "var(--line)",
  background: "#FFFDF6",
  borderRadius: radius.sm,
  boxShadow: "0 4px 16px rgba(0, 0, 36, 0.12)",
  overflow: "hidden",
});

const NotecardHeading = styled.h3({
  position: "absolute",
  top: 0,
  left: space[5],
  right: space[5],
  height: "calc(var(--first-line) - var(--line))",
  display: "flex",
  alignItems: "flex-end",
  paddingBottom: space[2],
  fontSize: 24,
});

const NotecardText = styled.div({
  position: "relative",
  lineHeight: "var(--line)",
  fontSize: 17,
  "& p": { margin: 0 },
});

const Rule = styled.span({
  position: "absolute",
  left: 0,
  right: 0,
  height: 2,
  background: "#9CC8F0",
  "&[data-kind='header']": { background: "#F28B9B" },
});

function Portrait({ person }: { person: PersonCardPerson }) {
  return <Avatar name={person.name} photo={person.photo} size={240} />;
}

function NotecardBody({
  person,
  active,
  aboutTitle,
  funFactLabel,
}: {
  person: PersonCardPerson;
  active: boolean;
  aboutTitle: string;
  funFactLabel: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const lines = useNotecardLines(ref, active);
  const style = { "--line": `${lines.lineHeight}px`, "--first-line": `${lines.firstLine}px` } as React.CSSProperties;
  return (
    <Notecard ref={ref} style={style} data-line-height={lines.lineHeight} data-line-count={lines.count}>
      <Rule aria-hidden="true" data-kind="header" style={{ top: lines.firstLine - lines.lineHeight }} />
      {Array.from({ length: lines.count }, (_, index) => (
        <Rule key={index} aria-hidden="true" style={{ top: lines.firstLine + index * lines.lineHeight - 2 }} />
      ))}
      <NotecardHeading>{aboutTitle}</NotecardHeading>
      <NotecardText>
        <p>{person.about}</p>
        {person.funFact ? (
          <p>
            <strong>{funFactLabel}: </strong>
            {person.funFact}
          </p>
        ) : null}
      </NotecardText>
    </Notecard>
  );
}

/**
 * A person's role and pronouns, portrait and "About" notecard: what their
 * dialog shows, and their profile on the edition's people page. The notecard's
 * ruled lines are measured while `active` (a dialog: while open).
 */
export function PersonDetails({
  person,
  active = true,
  aboutTitle = "About",
  funFactLabel = "Fun fact",
}: NotecardWords & { person: PersonCardPerson; active?: boolean }) {
  return (
    <>
      <Facts>
        {person.role}
        {person.pronouns ? ` · ${person.pronouns}` : null}
      </Facts>
      <Details>
        <DetailPhoto>
          <Portrait person={person} />
        </DetailPhoto>
        <NotecardBody person={person} active={active} aboutTitle={aboutTitle} funFactLabel={funFactLabel} />
      </Details>
    </>
  );
}

/**
 * A person as a polaroid (photo, name, role). A click, Enter or Space opens a
 * modal with `PersonDetails`; Escape, the close button or the overlay close it
 * and focus returns to the card. Until scripts run, the card is a link to the
 * person's profile on the edition's people page: the edition's own page stays
 * small (its HTML fits the first round trip of a slow connection) and every
 * profile can still be read.
 */
export function PersonCard({
  person,
  profileHref,
  tilt = 0,
  closeOnContentClick,
  aboutTitle,
  funFactLabel,
  style,
  ...rest
}: PersonCardProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // The dialog is made at the first opening, then kept so that closing gives the focus back.
  const [made, setMade] = useState(false);
  const dialogId = `person-${useId()}`;
  const tilted = { ...style, "--tilt": `${tilt}deg` } as CSSProperties;
  const face = (
    <>
      <Photo aria-hidden="true">
        <Portrait person={person} />
      </Photo>
      <Name>{person.name}</Name>
      <Role>{person.role}</Role>
    </>
  );
  return (
    <Root {...rest}>
      {hydrated ? (
        <Polaroid
          type="button"
          aria-haspopup="dialog"
          style={tilted}
          onClick={() => {
            setMade(true);
            setOpen(true);
          }}
        >
          {face}
        </Polaroid>
      ) : (
        <PolaroidLink href={profileHref} style={tilted}>
          {face}
        </PolaroidLink>
      )}
      {made ? (
        <Modal
          id={dialogId}
          open={open}
          onClose={() => setOpen(false)}
          title={person.name}
          closeOnContentClick={closeOnContentClick}
        >
          <PersonDetails person={person} active={open} aboutTitle={aboutTitle} funFactLabel={funFactLabel} />
        </Modal>
      ) : null}
    </Root>
  );
}
