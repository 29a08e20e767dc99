import styled from "@emotion/styled";
import { Accordion } from "../accordion.tsx";
import { EditionSection } from "../edition-section.tsx";
import { AppLink, newTab } from "../link.tsx";
import { font, mq, space, text } from "../theme/tokens.ts";
import { UnbrokenNames } from "../unbroken-names.tsx";

/** A question and its answer: plain text, or text followed by one link. */
export interface EditionFaqItem {
  id: string;
  question: string;
  answer: string;
  link?: { label: string; href: string };
}

export interface FaqProps {
  items: readonly EditionFaqItem[];
  /** Where a visitor writes with a question the list does not answer: the organizers' address. */
  contactEmail: string;
  /** The section's anchor. */
  id?: string;
  tone?: "plain" | "tint";
  /** "boxed" sets the questions on a card of the edition's theme. */
  look?: "plain" | "boxed";
}

// From 1200 px the questions keep their reading width and a card beside them says where else to ask.
const Layout = styled.div({
  display: "grid",
  gap: space[6],
  [mq.lg]: { gridTemplateColumns: "minmax(0, 800px) minmax(0, 1fr)", alignItems: "start" },
});

const Box = styled.div({ maxWidth: 800, "&[data-ed='card']": { padding: `${space[2]}px ${space[5]}px` } });

// Not a landmark nor a heading: a note beside the questions, in the edition's card.
const Ask = styled.div({
  display: "grid",
  gap: space[2],
  padding: space[5],
  "& > :first-child": { ...text.h4, fontWeight: font.bold },
  [mq.lg]: { position: "sticky", top: 96 },
});

/**
 * An answer with its link. A web address opens in a new tab and says so to
 * screen readers; our own pages and email addresses open where you are.
 */
export function FaqAnswer({ item }: { item: EditionFaqItem }) {
  const { link } = item;
  const external = link ? /^https?:/.test(link.href) : false;
  return (
    <p>
      <UnbrokenNames>{item.answer}</UnbrokenNames>
      {link ? (
        <>
          {" "}
          <AppLink href={link.href} {...(external ? newTab : {})}>
            {link.label}
            {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
          </AppLink>
        </>
      ) : null}
    </p>
  );
}

/** The edition's questions in the shared accordion, one heading level under the section's. */
export function Faq({ items, contactEmail, id = "faq", tone = "plain", look = "plain" }: FaqProps) {
  return (
    <EditionSection id={id} title="FAQ" tone={tone}>
      <Layout>
        <Box data-ed={look === "boxed" ? "card" : undefined}>
          <Accordion
            headingLevel={3}
            items={items.map((item) => ({
              id: item.id,
              question: <UnbrokenNames>{item.question}</UnbrokenNames>,
              answer: <FaqAnswer item={item} />,
            }))}
          />
        </Box>
        <Ask data-ed="card" data-testid="faq-ask">
          <p>Still have a question?</p>
          <p>
            Write to the organizers at <AppLink href={`mailto:${contactEmail}`}>{contactEmail}</AppLink>.
          </p>
        </Ask>
      </Layout>
    </EditionSection>
  );
}
