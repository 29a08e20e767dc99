import styled from "@emotion/styled";

const Name = styled.span({ whiteSpace: "nowrap" });

export interface UnbrokenNamesProps {
  /** Plain text. */
  children: string;
  /** The names never broken across two lines (an app passes its own): words, spaces and hyphens. */
  names: readonly string[];
}

/**
 * `children` with each of `names` kept on one line: with the name "Studio
 * Night", never "Studio / Night"; the rest wraps as usual. The text itself is
 * unchanged.
 */
export function UnbrokenNames({ children, names }: UnbrokenNamesProps) {
  if (names.length === 0) return children;
  const parts = children.split(new RegExp(`(${names.join("|")})`));
  if (parts.length === 1) return children;
  return parts.map((part, index) =>
    // Split on a capturing group: the names are the odd parts.
    index % 2 === 1 ? <Name key={index}>{part}</Name> : part,
  );
}
