import type { AlumniGroup, ProfileLinkType } from "@duci/data/board";
import { newTab } from "@duci/ui/link";
import { colors, font, mq, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

// Newspaper columns from 600 px: the years read down, and every column ends level.
// Near the foot of a long page, the list is laid out only as it comes near the screen (until
// then it holds about its height); the padding keeps its links' focus rings inside the
// box that clips it.
const Groups = styled.div({
  contentVisibility: "auto",
  containIntrinsicBlockSize: "auto 5400px",
  padding: space[2],
  margin: -space[2],
  columnGap: space[6],
  [mq.sm]: { columns: 2, containIntrinsicBlockSize: "auto 2800px" },
  [mq.md]: { columns: 3, containIntrinsicBlockSize: "auto 1900px" },
  "& > section": { marginBottom: space[6] },
});

const Year = styled.h3({ ...text.h4, marginBottom: space[3], breakAfter: "avoid" });

const List = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  "& > li": { breakInside: "avoid", paddingBottom: space[2] },
});

const Name = styled.span({ display: "block", fontWeight: font.bold });

const Position = styled.span({ ...text.small, display: "block", color: colors.textMuted });

const Links = styled.span({
  ...text.small,
  display: "flex",
  flexWrap: "wrap",
  columnGap: space[3],
  // 24 px tall at least: a tap target, though the text is small.
  "& a": { display: "inline-flex", alignItems: "center", minHeight: 24, color: colors.link, fontWeight: font.bold },
});

const networks: Record<ProfileLinkType, string> = { linkedin: "LinkedIn", website: "Website", instagram: "Instagram" };

const linkLabel: Record<ProfileLinkType, (name: string) => string> = {
  linkedin: (name) => `${name} on LinkedIn`,
  website: (name) => `${name}'s website`,
  instagram: (name) => `${name} on Instagram`,
};

/** The account's name in an address like instagram.com/<handle>, as "@handle". */
function handleOf(href: string): string {
  const handle = new URL(href).pathname.split("/").find(Boolean);
  return handle ? `@${handle}` : href;
}

/** Former board members: text only (no portraits), grouped by the year they left, with the links they gave. */
export function AlumniList({ groups }: { groups: readonly AlumniGroup[] }) {
  return (
    <Groups>
      {groups.map((group) => (
        <section key={group.year} aria-labelledby={`departed-${group.year}`}>
          <Year id={`departed-${group.year}`}>Departed {group.year}</Year>
          <List>
            {group.members.map((member) => (
              <li key={member.name}>
                <Name>{member.name}</Name>
                <Position>{member.position}</Position>
                {member.links?.length ? (
                  <Links>
                    {member.links.map((link, _, links) => {
                      // Two accounts on one network are told apart by their handles.
                      const handle =
                        links.filter((other) => other.type === link.type).length > 1 ? handleOf(link.href) : null;
                      return (
                        <a
                          key={link.href}
                          href={link.href}
                          {...newTab}
                          aria-label={`${linkLabel[link.type](member.name)}${handle ? `, ${handle}` : ""} (opens in a new tab)`}
                        >
                          {handle ?? networks[link.type]}
                        </a>
                      );
                    })}
                  </Links>
                ) : null}
              </li>
            ))}
          </List>
        </section>
      ))}
    </Groups>
  );
}
