import styled from "@emotion/styled";
import { space } from "../theme/tokens.ts";

/** A link a schedule entry needs, such as a form or a recording; it opens in a new tab. */
export interface ScheduleLink {
  label: string;
  href: string;
  /** Read by screen readers after the label, e.g. "of Opening Ceremony". */
  context?: string;
}

const Links = styled.p({ display: "flex", flexWrap: "wrap", gap: `${space[1]}px ${space[4]}px`, marginTop: space[1] });

/** Links under a schedule entry's words (its `more`), each opening in a new tab. */
export function ScheduleLinks({ links }: { links: readonly ScheduleLink[] }) {
  return (
    <Links>
      {links.map((link) => (
        <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label}
          <span className="visually-hidden">{`${link.context ? ` ${link.context}` : ""} (opens in a new tab)`}</span>
        </a>
      ))}
    </Links>
  );
}
