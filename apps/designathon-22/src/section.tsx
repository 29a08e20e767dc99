import { Container } from "@duci/ui/container";
import { colors, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { ComponentProps, ReactNode } from "react";

const Root = styled.section({
  padding: `${space[8]}px 0`,
  scrollMarginTop: 80,
  "&:focus": { outline: "none" },
  "&[data-tone='tint']": { background: colors.peach },
});

export const SectionTitle = styled.h2({ fontSize: "clamp(28px, 5vw, 40px)", marginBottom: space[5] });

export interface SectionProps extends ComponentProps<"section"> {
  id: string;
  title: string;
  tone?: "plain" | "tint";
  children: ReactNode;
}

/** A page section with an h2, labelled by it, that the section nav can scroll to. */
export function Section({ id, title, tone = "plain", children, ...rest }: SectionProps) {
  return (
    <Root id={id} aria-labelledby={`${id}-title`} data-tone={tone} {...rest}>
      <Container>
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
        {children}
      </Container>
    </Root>
  );
}
