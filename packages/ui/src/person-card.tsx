import styled from "@emotion/styled";
import { type ComponentProps, type CSSProperties, useId, useState } from "react";
import { Avatar } from "./avatar.tsx";
import { useHydrated } from "./hooks/use-hydrated.ts";
import { Modal } from "./modal.tsx";
import { Name, Photo, Role } from "./person-parts.tsx";
import type { Photo as PhotoFile } from "./photo.ts";
import { colors, mq, radius, space } from "./theme/tokens.ts";

/** What a person card shows; without a `photo` a portrait drawn from the name stands in. */
export interface PersonCardPerson {
  name: string;
  role: string;
  /** The person's own words about themselves, when they gave some; never written for them. */
  about?: string;
  pronouns?: string;
  funFact?: string;
  /** What the person did at the edition, as facts from its record ("Judge", a workshop and its time); never their words. */
  contributions?: readonly string[];
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
  /** The person's profile on the edition's people page (with its #anchor), where the card leads until scripts run. */
  profileHref: string;
  /** Degrees the polaroid leans; alternate it in a grid for the scattered look. */
  tilt?: number;
  /** 2023 behaviour: a click anywhere in the open modal closes it. */
  closeOnContentClick?: boolean;
}

const Root = styled.div({ display: "flex", justifyContent: "center" });

// Lays out as if it were not there: the button is the card.
const ProfileForm = styled.form({ display: "contents" });

const Polaroid = styled.button({
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
  font: "inherit",
  textAlign: "center",
  cursor: "pointer",
  // An untilted polaroid sets no --tilt (fewer bytes in the page): the 0deg here.
  transform: "rotate(var(--tilt, 0deg))",
  transition: "transform 200ms ease, box-shadow 200ms ease",
  "&:hover, &:focus-visible": {
    transform: "rotate(0deg) translateY(-4px)",
    boxShadow: "0 14px 32px rgba(0, 0, 36, 0.2)",
  },
  [mq.reducedMotion]: { transition: "none", "&:hover, &:focus-visible": { transform: "none" } },
});

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

const Facts = styled.p({ color: "var(--muted)", marginBottom: space[3] });

const Side = styled.div({ display: "grid", gap: space[5] });

const Contributions = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[3],
  "& li": { paddingLeft: space[3], borderLeft: `4px solid var(--accent, ${colors.blue})` },
});

// The index-card look: a red header line, then blue ruled lines spaced like the
// text, closer on smaller screens. Drawn by CSS alone, so the card reads the same
// before scripts run, on the people page and in the dialog.
const Notecard = styled.div({
  "--line": "32px",
  "--first-line": "96px",
  "@media (min-width: 640px)": { "--line": "40px", "--first-line": "128px" },
  "@media (min-width: 1280px)": { "--line": "48px" },
  position: "relative",
  minHeight: "calc(var(--first-line) + var(--line) * 3)",
  paddingTop: "calc(var(--first-line) - var(--line))",
  paddingInline: space[5],
  paddingBottom: "var(--line)",
  backgroundColor: "#FFFDF6",
  // The header line, then a 2 px rule at the foot of every line of text, from the first line on.
  backgroundImage:
    "linear-gradient(#F28B9B, #F28B9B), repeating-linear-gradient(transparent 0 calc(var(--line) - 2px), #9CC8F0 calc(var(--line) - 2px) var(--line))",
  backgroundPosition: "0 calc(var(--first-line) - var(--line))",
  backgroundSize: "100% 2px, 100% 100%",
  backgroundRepeat: "no-repeat",
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

function Portrait({ person, loading, alt }: { person: PersonCardPerson; loading?: "lazy" | "eager"; alt?: string }) {
  return <Avatar name={person.name} photo={person.photo} size={240} loading={loading} alt={alt} />;
}

function NotecardBody({
  person,
  aboutTitle,
  funFactLabel,
}: {
  person: PersonCardPerson;
  aboutTitle: string;
  funFactLabel: string;
}) {
  if (!person.about && !person.funFact) return null;
  return (
    <Notecard>
      <NotecardHeading>{aboutTitle}</NotecardHeading>
      <NotecardText>
        {person.about ? <p>{person.about}</p> : null}
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
 * A person's role and pronouns, portrait, what they did at the event and
 * "About" notecard: what their dialog shows, and their profile on the
 * edition's people page.
 */
export function PersonDetails({
  person,
  aboutTitle = "About",
  funFactLabel = "Fun fact",
  portraitLoading,
}: NotecardWords & {
  person: PersonCardPerson;
  /** "eager" only for a portrait in the first screenful of a page. */
  portraitLoading?: "lazy" | "eager";
}) {
  return (
    <>
      <Facts>
        {person.role}
        {/* A no-break space keeps the dot off the start of a line. */}
        {person.pronouns ? `\u00a0· ${person.pronouns}` : null}
      </Facts>
      <Details>
        <DetailPhoto data-ed="photo">
          <Portrait person={person} loading={portraitLoading} />
        </DetailPhoto>
        {person.contributions?.length ? (
          <Side>
            <Contributions aria-label="At the event">
              {person.contributions.map((contribution) => (
                <li key={contribution}>{contribution}</li>
              ))}
            </Contributions>
            <NotecardBody person={person} aboutTitle={aboutTitle} funFactLabel={funFactLabel} />
          </Side>
        ) : (
          <NotecardBody person={person} aboutTitle={aboutTitle} funFactLabel={funFactLabel} />
        )}
      </Details>
    </>
  );
}

/**
 * A person as a polaroid (photo, name, role). A click, Enter or Space opens a
 * modal with `PersonDetails`; Escape, the close button or the overlay close it
 * and focus returns to the card. Until scripts run, the card's form takes the
 * visitor to the person's profile on the edition's people page: the edition's
 * own page stays small (its HTML fits the first round trip of a slow
 * connection) and every profile can still be read. The same button either
 * way, so hydration changes nothing on the page.
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
  const [open, setOpen] = useState(false);
  // The dialog is made, closed, in an idle moment after hydration (or at the first opening if
  // that comes sooner), so that a tap only opens it; then kept, so that closing gives the focus back.
  const idle = useHydrated();
  const [made, setMade] = useState(false);
  const dialogId = `person-${useId()}`;
  return (
    <Root {...rest}>
      <ProfileForm action={profileHref} method="get">
        <Polaroid
          type="submit"
          data-ed="print"
          // A tap before scripts run opens the dialog once they do (the page's inline keeper), not the people page.
          data-early="replay"
          aria-haspopup="dialog"
          // No tilt is the stylesheet's default: the attribute is left out of the page.
          style={tilt ? ({ ...style, "--tilt": `${tilt}deg` } as CSSProperties) : style}
          onClick={(event) => {
            // With scripts, the dialog instead of the people page.
            event.preventDefault();
            setMade(true);
            setOpen(true);
          }}
        >
          {/* The name beside it says who it is: the picture needs no words of its own. */}
          <Photo aria-hidden="true">
            <Portrait person={person} alt="" />
          </Photo>
          <Name>{person.name}</Name>
          <Role>{person.role}</Role>
        </Polaroid>
      </ProfileForm>
      {made || idle ? (
        <Modal
          id={dialogId}
          open={open}
          onClose={() => setOpen(false)}
          title={person.name}
          closeOnContentClick={closeOnContentClick}
        >
          <PersonDetails person={person} aboutTitle={aboutTitle} funFactLabel={funFactLabel} />
        </Modal>
      ) : null}
    </Root>
  );
}
