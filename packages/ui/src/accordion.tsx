import styled from "@emotion/styled";
import { type ComponentProps, memo, type ReactNode, useCallback, useId, useRef, useState } from "react";
import { useHydrated } from "./hooks/use-hydrated.ts";
import { NoScriptToggle } from "./no-script-toggle.tsx";
import { colors, font, mq, radius, space, text } from "./theme/tokens.ts";

export interface AccordionItem {
  /** Stable key, unique within the list. */
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

export interface AccordionProps extends ComponentProps<"div"> {
  items: readonly AccordionItem[];
  /** Level of the headings that hold the triggers (2 to 4). */
  headingLevel?: 2 | 3 | 4;
}

const Item = styled.div({
  borderBottom: `2px solid ${colors.silver}`,
  // Before scripts run, an open native toggle shows its answer.
  "&:has(> details[open]) > [data-part='panel']": { display: "block" },
});

// Before scripts run, the native toggle's summary holds the question's heading (a details may not sit
// in a heading), and the heading the same row the button draws: hydration changes nothing on the page.
const NativeSummary = styled.summary({ display: "block", borderRadius: radius.sm, cursor: "pointer" });

const Trigger = styled.button({
  width: "100%",
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space[4],
  padding: `${space[4]}px ${space[1]}px`,
  background: "none",
  border: 0,
  borderRadius: radius.sm,
  font: "inherit",
  fontSize: text.large.fontSize,
  fontWeight: font.bold,
  textAlign: "left",
  color: "inherit",
  cursor: "pointer",
});

// A chevron in the text's colour, drawn by the stylesheet: a page of questions sends it once, not once a question.
const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='M4 7l6 6 6-6' fill='none' stroke='%23000' stroke-width='2.5' stroke-linecap='round'/%3E%3C/svg%3E\")";

const Caret = styled.span({
  flex: "none",
  width: 20,
  height: 20,
  background: "currentColor",
  mask: `${chevron} center / 20px no-repeat`,
  // High-contrast modes repaint backgrounds: keep the chevron in the text's system colour.
  "@media (forced-colors: active)": { forcedColorAdjust: "none", background: "CanvasText" },
  transition: "transform 200ms ease",
  "[data-state='open'] > &, details[open] > summary &": { transform: "rotate(180deg)" },
  [mq.reducedMotion]: { transition: "none" },
});

// A section named by its question: a region, as the accordion pattern has it.
const Panel = styled.section({
  padding: `0 ${space[1]}px ${space[4]}px`,
  "& p + p": { marginTop: space[2] },
});

const headingStyle = { margin: 0, fontSize: "inherit" };

function Question({ question }: { question: ReactNode }) {
  return (
    <>
      <span>{question}</span>
      <Caret aria-hidden="true" data-part="caret" />
    </>
  );
}

/**
 * Questions that open and close their answers on click, Enter or Space: each
 * trigger is a button with aria-expanded and aria-controls, and the caret turns
 * 180 degrees when open. Before scripts run, each question is a native
 * `summary`, its heading inside, that opens its answer without JavaScript.
 */
export function Accordion({ items, headingLevel = 3, ...rest }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  // Stable, so a tap re-renders the one question it opens or closes, not the page's every question.
  const toggle = useCallback(
    (id: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const openedNatively = useCallback((id: string) => setOpen((current) => new Set(current).add(id)), []);

  return (
    <div {...rest}>
      {items.map((item) => (
        <Row
          key={item.id}
          item={item}
          heading={`h${headingLevel}`}
          baseId={baseId}
          open={open.has(item.id)}
          onToggle={toggle}
          onOpenedNatively={openedNatively}
        />
      ))}
    </div>
  );
}

/** One question and its answer; its native toggle becomes a button on its own (`useHydrated`). */
const Row = memo(function Row({
  item,
  heading: Heading,
  baseId,
  open,
  onToggle,
  onOpenedNatively,
}: {
  item: AccordionItem;
  heading: "h2" | "h3" | "h4";
  baseId: string;
  open: boolean;
  onToggle: (id: string) => void;
  /** The visitor opened the native toggle before it became a button: the answer stays open. */
  onOpenedNatively: (id: string) => void;
}) {
  const nativeToggle = useRef<HTMLDetailsElement>(null);
  const hydrated = useHydrated(() => {
    if (nativeToggle.current?.open) onOpenedNatively(item.id);
  });
  const state = open ? "open" : "closed";
  const panelId = `${baseId}-${item.id}-panel`;
  const triggerId = `${baseId}-${item.id}-trigger`;
  return (
    <Item data-state={state}>
      {hydrated ? (
        <Heading style={headingStyle}>
          <Trigger
            type="button"
            id={triggerId}
            aria-expanded={open}
            aria-controls={panelId}
            data-state={state}
            data-part="trigger"
            onClick={() => onToggle(item.id)}
          >
            <Question question={item.question} />
          </Trigger>
        </Heading>
      ) : (
        <NoScriptToggle ref={nativeToggle}>
          <NativeSummary id={triggerId}>
            <Heading style={headingStyle}>
              <Trigger as="span" data-part="trigger">
                <Question question={item.question} />
              </Trigger>
            </Heading>
          </NativeSummary>
        </NoScriptToggle>
      )}
      <Panel id={panelId} aria-labelledby={triggerId} hidden={!open} data-state={state} data-part="panel">
        {item.answer}
      </Panel>
    </Item>
  );
});
