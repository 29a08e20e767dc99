import { Container } from "@duci/ui/container";
import { colors, mq, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { ComponentProps, ReactNode } from "react";

const Root = styled.section({
  padding: `${space[8]}px 0`,
  scrollMarginTop: 80,
  [mq.md]: { padding: `${space[9]}px 0` },
  "&[data-tone='tint']": { background: colors.blush },
  "&:focus": { outline: "none" },
});

const Heading = styled.h2({
  fontSize: "clamp(32px, 5vw, 48px)",
  marginBottom: space[6],
  "&::after": {
    content: '""',
    display: "block",
    width: 64,
    height: 6,
    marginTop: space[2],
    borderRadius: 3,
    background: colors.ultraviolet,
  },
});

export interface SectionProps extends Omit<ComponentProps<"section">, "title"> {
  id: string;
  title: string;
  tone?: "plain" | "tint";
  children: ReactNode;
}

/** One anchored section of the page, labelled by its heading. */
export function Section({ id, title, tone = "plain", children, ...rest }: SectionProps) {
  return (
    <Root id={id} aria-labelledby={`${id}-title`} data-tone={tone} {...rest}>
      <Container>
        <Heading id={`${id}-title`}>{title}</Heading>
        {children}
      </Container>
    </Root>
  );
}
