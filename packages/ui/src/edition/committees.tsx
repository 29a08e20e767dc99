import styled from "@emotion/styled";
import { Avatar } from "../avatar.tsx";
import { BalancedGrid } from "../balanced-grid.tsx";
import { EditionSection } from "../edition-section.tsx";
import { font, space } from "../theme/tokens.ts";

export interface CommitteeMember {
  id: string;
  name: string;
  /** e.g. "Lead" or "Co-director"; members without one are listed by name alone. */
  role?: string;
}

export interface Committee {
  id: string;
  /** e.g. "Marketing"; a heading one level under the section's. */
  name: string;
  members: readonly CommitteeMember[];
}

export interface CommitteesProps {
  committees: readonly Committee[];
  /** The section's anchor. */
  id?: string;
  title?: string;
  tone?: "plain" | "tint";
}

/** The portrait's size in CSS pixels: one small file serves every screen. */
const portraitSize = 48;

// A card of the edition's theme per committee, in rows balanced so that no card is left alone where it can be helped.
const Card = styled.li({ padding: space[5], display: "grid", gap: space[4], alignContent: "start" });

const Title = styled.h3({ fontSize: 22 });

const Members = styled.ul({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space[3] });

const Member = styled.li({
  display: "grid",
  gridTemplateColumns: `${portraitSize}px minmax(0, 1fr)`,
  alignItems: "center",
  gap: space[3],
});

const Portrait = styled.span({
  display: "block",
  width: portraitSize,
  height: portraitSize,
  borderRadius: "50%",
  overflow: "hidden",
  "& img": { display: "block", width: "100%", height: "100%", objectFit: "cover" },
});

const Name = styled.span({ display: "block", fontWeight: font.bold, overflowWrap: "anywhere" });

const Role = styled.span({ display: "block", fontSize: 14, color: "var(--muted)", overflowWrap: "anywhere" });

/**
 * The organizing team, a card per committee: its name, then each member's
 * drawn portrait, name and role. Every name is in the page as written, with
 * nothing to open: forty people read as a handful of short lists.
 */
export function Committees({ committees, id = "team", title = "Organizing Team", tone = "plain" }: CommitteesProps) {
  return (
    <EditionSection id={id} title={title} tone={tone}>
      <BalancedGrid columns={{ sm: 2, md: 3, lg: 4 }} gap={space[5]}>
        {committees.map((committee) => (
          <Card key={committee.id} data-ed="card">
            <Title id={`${id}-committee-${committee.id}`} data-ed="group">
              {committee.name}
            </Title>
            <Members aria-labelledby={`${id}-committee-${committee.id}`}>
              {committee.members.map((member) => (
                <Member key={member.id}>
                  {/* The name beside it says who it is: the picture needs no words of its own. */}
                  <Portrait aria-hidden="true">
                    <Avatar name={member.name} size={portraitSize} alt="" />
                  </Portrait>
                  <span>
                    <Name>{member.name}</Name>
                    {member.role ? <Role>{member.role}</Role> : null}
                  </span>
                </Member>
              ))}
            </Members>
          </Card>
        ))}
      </BalancedGrid>
    </EditionSection>
  );
}
