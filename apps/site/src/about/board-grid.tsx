import type { BoardMember } from "@duci/data/board";
import { ProfileCard } from "@duci/ui/profile-card";
import { space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Grid = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[4],
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 150px), 1fr))",
});

/** Board members or interns as profile cards. */
export function BoardGrid({ members }: { members: readonly BoardMember[] }) {
  return (
    <Grid>
      {members.map((member) => (
        <li key={member.name}>
          <ProfileCard
            name={member.name}
            position={member.position}
            links={member.links}
            color={member.color}
            photo={member.photo}
            style={{ height: "100%" }}
          />
        </li>
      ))}
    </Grid>
  );
}
