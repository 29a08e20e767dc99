import type { BoardColor, BoardMember } from "@duci/data/board";
import { BalancedGrid } from "@duci/ui/balanced-grid";
import { ProfileCard } from "@duci/ui/profile-card";

/** Two profiles side by side on a phone, up to five on a wide screen. */
const columns = { base: 2, sm: 3, md: 4, lg: 5 } as const;

/** Card accents in turn, for members the record gives none. */
const accents: readonly BoardColor[] = ["blue", "pink", "green", "red"];

/** Board members or interns as profile cards. */
export function BoardGrid({ members }: { members: readonly BoardMember[] }) {
  return (
    <BalancedGrid columns={columns}>
      {members.map((member, index) => (
        <li key={member.name}>
          <ProfileCard
            name={member.name}
            position={member.position}
            links={member.links}
            color={member.color ?? accents[index % accents.length]}
            photo={member.photo}
            style={{ height: "100%" }}
          />
        </li>
      ))}
    </BalancedGrid>
  );
}
