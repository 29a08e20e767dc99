import { Accordion } from "@duci/ui/accordion";
import { edition } from "./edition-data.ts";
import { Section } from "./section.tsx";

/** Questions that open one at a time. */
export function FaqSection() {
  return (
    <Section id="faq" title="FAQ">
      <Accordion
        items={edition.faq.map((item) => ({
          id: item.id,
          question: item.question,
          answer: (
            <>
              {item.answer} {item.link ? <a href={item.link.href}>{item.link.label}</a> : null}
            </>
          ),
        }))}
      />
    </Section>
  );
}
