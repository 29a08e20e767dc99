import type { BoardColor, BoardMember } from "@duci/data/board";
import type { MemberPhoto } from "@duci/data/service-photos";
import { Avatar } from "@duci/ui/avatar";
import { BalancedGrid } from "@duci/ui/balanced-grid";
import { CdnPhoto } from "@duci/ui/cdn-photo";
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

/** A headshot's shown size, and the pixels 1x to 3x screens need. */
const HEADSHOT_SIZE = 96;
const HEADSHOT_WIDTHS = [96, 192, 288];

export interface BoardGridProps {
  members: readonly BoardMember[];
  /** Headshots from the content service (only those the member agreed to show), matched by name. */
  headshots?: readonly MemberPhoto[];
}

/** Board members or interns as profile cards: a headshot when there is one, the drawn portrait otherwise. */
export function BoardGrid({ members, headshots = [] }: BoardGridProps) {
  return (
    <Grid columns={columns}>
      {members.map((member, index) => {
        const headshot = headshots.find((entry) => entry.name === member.name);
        const drawing = <Avatar name={member.name} photo={member.photo} size={HEADSHOT_SIZE} alt="" />;
        return (
          <li key={member.name}>
            <ProfileCard
              name={member.name}
              position={member.position}
              links={member.links}
              color={member.color ?? accents[index % accents.length]}
              photo={member.photo}
              picture={
                headshot ? (
                  <CdnPhoto
                    image={headshot.photo}
                    widths={HEADSHOT_WIDTHS}
                    sizes={`${HEADSHOT_SIZE}px`}
                    aspect={1}
                    width={HEADSHOT_SIZE}
                    style={{ objectFit: "cover" }}
                    fallback={drawing}
                  />
                ) : undefined
              }
              style={{ height: "100%" }}
            />
          </li>
        );
      })}
    </Grid>
  );
}
