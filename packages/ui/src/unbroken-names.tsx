import styled from "@emotion/styled";
import { createContext, use } from "react";

const Name = styled.span({ whiteSpace: "nowrap" });

/**
 * The names `UnbrokenNames` keeps on one line when it is given none: a page
 * that knows its names provides them once (`<UnbrokenNamesContext value={names}>`),
 * and every block that shows its text keeps them whole.
 */
export const UnbrokenNamesContext = createContext<readonly string[]>([]);

export interface UnbrokenNamesProps {
  /** Plain text. */
  children: string;
  /** The names never broken across two lines: words, spaces and hyphens. The page's (`UnbrokenNamesContext`) by default. */
  names?: readonly string[];
}

/**
 * `children` with each of `names` kept on one line: with the name "Studio
 * Night", never "Studio / Night"; the rest wraps as usual. The text itself is
 * unchanged.
 */
export function UnbrokenNames({ children, names }: UnbrokenNamesProps) {
  const kept = names ?? use(UnbrokenNamesContext);
  if (kept.length === 0) return children;
  // Split on a capturing group: the names are the odd parts (text without one is one part).
  return children
    .split(new RegExp(`(${kept.join("|")})`))
    .map((part, index) => (index % 2 === 1 ? <Name key={index}>{part}</Name> : part));
}
