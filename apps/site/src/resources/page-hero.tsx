import { Container } from "@duci/ui/container";
import { colors, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { ComponentProps, ReactNode } from "react";

const Band = styled.header({
  padding: `${space[8]}px 0 ${space[7]}px`,
  marginBottom: space[7],
  background: "var(--hero-background)",
});

const Title = styled.h1({ fontSize: "clamp(36px, 7vw, 64px)", letterSpacing: -1, lineHeight: 1.05 });

const Lead = styled.p({ ...text.lead, maxWidth: 640, marginTop: space[4], color: colors.text });

export interface PageHeroProps extends ComponentProps<"header"> {
  title: string;
  lead?: ReactNode;
  /** Any CSS background (a brand colour or gradient). */
  background?: string;
}

/** The coloured banner at the top of the resource and program pages. */
export function PageHero({ title, lead, background = colors.sky, children, style, ...rest }: PageHeroProps) {
  return (
    <Band style={{ ...style, ["--hero-background" as string]: background }} {...rest}>
      <Container>
        <Title>{title}</Title>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Container>
    </Band>
  );
}
