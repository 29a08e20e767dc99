import styled from "@emotion/styled";
import type { ComponentProps, ReactNode } from "react";
import { Container } from "./container.tsx";
import { HydrateSeparately } from "./hydrate-separately.tsx";
import { mq, space } from "./theme/tokens.ts";

const Root = styled.section({
  padding: `${space[8]}px 0`,
  // Leaves room for the sticky section navigation when jumped to.
  scrollMarginTop: 80,
  [mq.md]: { padding: `${space[9]}px 0` },
  "&:focus": { outline: "none" },
});

// Its ornament (a bar, a highlighter, a sun) comes from the edition's theme.
const Heading = styled.h2({ fontSize: "clamp(30px, 5vw, 44px)", marginBottom: space[6] });

export interface EditionSectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** The anchor the section navigation scrolls to. */
  id: string;
  title: string;
  /** Which of the edition theme's two grounds the section sits on. */
  tone?: "plain" | "tint";
  children: ReactNode;
}

/** One anchored section of an edition page, labelled by its heading; its content hydrates on its own. */
export function EditionSection({ id, title, tone = "plain", children, ...rest }: EditionSectionProps) {
  return (
    <Root id={id} aria-labelledby={`${id}-title`} data-tone={tone} {...rest}>
      <Container>
        <Heading id={`${id}-title`} data-ed="heading">
          {title}
        </Heading>
        <HydrateSeparately>{children}</HydrateSeparately>
      </Container>
    </Root>
  );
}
