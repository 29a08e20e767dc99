import type { BoardColor, BoardMember } from "@duci/data/board";
import { BalancedGrid } from "@duci/ui/balanced-grid";
import { ProfileCard } from "@duci/ui/profile-card";
import styled from "@emotion/styled";

/** Two profiles side by side on a phone, up to five on a wide screen. */
const columns = { base: 2, sm: 3, md: 4, lg: 5 } as const;

// Past the first three rows on a phone, a card is laid out only as it comes near the screen:
// laying out the whole board at once, and again when the web fonts arrive, were the page's
// longest tasks. Until then each holds about a card's height.
const Grid = styled(BalancedGrid)({
  "& > li:nth-of-type(n + 7)": { contentVisibility: "auto", containIntrinsicBlockSize: "auto 240px" },
});

/** Card accents in turn, for members the record gives none. */
const accents: readonly BoardColor[] = ["blue", "pink", "green", "red"];

/** Board members or interns as profile cards. */
export function BoardGrid({ members }: { members: readonly BoardMember[] }) {
  return (
    <Grid columns={columns}>
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
    </Grid>
  );
}
