import styled from "@emotion/styled";
import type { ComponentProps, CSSProperties, ReactNode } from "react";
import { Container } from "./container.tsx";
import { useEditionTheme } from "./edition/edition-theme.tsx";
import { HydrateSeparately } from "./hydrate-separately.tsx";
import { mq, space } from "./theme/tokens.ts";

const Root = styled.section({
  padding: `${space[8]}px 0`,
  // Leaves room for the sticky section navigation when jumped to.
  scrollMarginTop: 80,
  [mq.md]: { padding: `${space[9]}px 0` },
  "&:focus": { outline: "none" },
});

const Heading = styled.h2({
  fontSize: "clamp(30px, 5vw, 44px)",
  marginBottom: space[6],
  "[data-accent] > div > &::after": {
    content: '""',
    display: "block",
    width: 64,
    height: 6,
    marginTop: space[2],
    borderRadius: 3,
    background: "var(--section-accent)",
  },
});

export interface EditionSectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** The anchor the section navigation scrolls to. */
  id: string;
  title: string;
  /** Which of the edition theme's two grounds the section sits on. */
  tone?: "plain" | "tint";
  /** When set, a short bar in this colour underlines the heading (by default the edition theme's accent). */
  accent?: string;
  children: ReactNode;
}

/** One anchored section of a Design-a-thon page, labelled by its heading; its content hydrates on its own. */
export function EditionSection({ id, title, tone = "plain", accent, children, style, ...rest }: EditionSectionProps) {
  const theme = useEditionTheme();
  const bar = accent ?? theme.accent;
  const variables = bar ? ({ "--section-accent": bar } as CSSProperties) : undefined;
  return (
    <Root
      id={id}
      aria-labelledby={`${id}-title`}
      data-tone={tone}
      data-accent={bar ? "" : undefined}
      style={{ ...variables, ...style }}
      {...rest}
    >
      <Container>
        <Heading id={`${id}-title`} data-ed="heading">
          {title}
        </Heading>
        <HydrateSeparately>{children}</HydrateSeparately>
      </Container>
    </Root>
  );
}
