import type { BoardMember } from "@duci/data/board";
import type { MemberPhoto } from "@duci/data/service-photos";
import { Reveal } from "@duci/ui/reveal";
import { colors, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { BoardGrid } from "./board-grid.tsx";

const Section = styled.section({ paddingTop: space[8], display: "grid", gap: space[5] });

const Title = styled.h2({ fontSize: "clamp(26px, 4vw, 40px)" });

const Lead = styled.p({ color: colors.textMuted, maxWidth: 640, marginTop: -space[3] });

export interface BoardSectionProps {
  id: string;
  title: string;
  lead?: string;
  members: readonly BoardMember[];
  /** Headshots from the content service, matched by name; the drawn portraits otherwise. */
  headshots?: readonly MemberPhoto[];
}

/** A titled grid of profiles; nothing at all when there is nobody to show (interns between cohorts). */
export function BoardSection({ id, title, lead, members, headshots }: BoardSectionProps) {
  if (members.length === 0) return null;
  return (
    <Reveal>
      <Section aria-labelledby={id}>
        <Title id={id}>{title}</Title>
        {lead ? <Lead>{lead}</Lead> : null}
        <BoardGrid members={members} headshots={headshots} />
      </Section>
    </Reveal>
  );
}
