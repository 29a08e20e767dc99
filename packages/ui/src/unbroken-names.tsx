import styled from "@emotion/styled";

/** The club's names, never broken across two lines. */
export const clubNames = ["Design-a-thon", "Design at UCI"] as const;

const pattern = new RegExp(`(${clubNames.join("|")})`);

const Name = styled.span({ whiteSpace: "nowrap" });

/**
 * `children` (plain text) with each of the club's names kept on one line:
 * "Design-a- / thon" and "Design at / UCI" never happen, the rest wraps as
 * usual. The text itself is unchanged.
 */
export function UnbrokenNames({ children }: { children: string }) {
  const parts = children.split(pattern);
  if (parts.length === 1) return children;
  return parts.map((part, index) =>
    // Split on a capturing group: the names are the odd parts.
    index % 2 === 1 ? <Name key={index}>{part}</Name> : part,
  );
}
