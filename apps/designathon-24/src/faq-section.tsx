import { faq2024 } from "@duci/data/designathon-24";
import type { FaqItem } from "@duci/data/designathon-types";
import { Accordion } from "@duci/ui/accordion";
import { AppLink, newTab } from "@duci/ui/link";
import { colors, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { Section } from "./section.tsx";

const Box = styled.div({
  maxWidth: 800,
  padding: `${space[2]}px ${space[5]}px`,
  borderRadius: radius.lg,
  background: colors.white,
  border: `2px solid ${colors.black}`,
});

function Answer({ item }: { item: FaqItem }) {
  const external = item.link ? /^https?:/.test(item.link.href) : false;
  return (
    <p>
      {item.answer}
      {item.link ? (
        <>
          {" "}
          <AppLink href={item.link.href} {...(external ? newTab : {})}>
            {item.link.label}
            {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
          </AppLink>
        </>
      ) : null}
    </p>
  );
}

export function FaqSection() {
  const items = faq2024.map((item) => ({ id: item.id, question: item.question, answer: <Answer item={item} /> }));
  return (
    <Section id="s-faq" title="FAQ">
      <Box>
        <Accordion items={items} headingLevel={3} />
      </Box>
    </Section>
  );
}
