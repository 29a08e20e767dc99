import { colors, focusRing, font, radius, space, visuallyHidden } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import {
  type ClipboardEvent,
  type ComponentProps,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

export const HEX_LENGTH = 6;
export const INVALID_HEX_MESSAGE = "Only 0-9 and A-F are valid hex values.";
/** How long the invalid-character message stays. */
export const ERROR_MS = 2500;

const HEX_CHAR = /^[0-9a-f]$/i;

const Fieldset = styled.fieldset({ border: 0, margin: 0, padding: 0, minWidth: 0 });

const Legend = styled.legend(visuallyHidden);

// The gaps narrow with the window so "#" and six boxes fit a 320 px phone.
const Row = styled.div({ display: "flex", alignItems: "center", gap: "clamp(4px, 1.25vw, 8px)", flexWrap: "nowrap" });

const Hash = styled.span({ fontSize: 32, fontWeight: font.bold, color: colors.textMuted });

const Box = styled.input({
  width: "min(48px, 12vw)",
  height: 56,
  padding: 0,
  textAlign: "center",
  font: "inherit",
  fontSize: 28,
  fontWeight: font.bold,
  textTransform: "uppercase",
  color: colors.text,
  background: colors.white,
  border: `2px solid ${colors.gray}`,
  borderRadius: radius.sm,
  caretColor: "transparent",
  "&:focus": { ...focusRing, borderColor: colors.black },
  "&[aria-invalid='true']": { borderColor: colors.danger },
});

const ErrorText = styled.p({
  minHeight: "1.5em",
  margin: `${space[2]}px 0 0`,
  color: colors.danger,
  fontWeight: font.medium,
});

export interface HexInputProps extends Omit<ComponentProps<"fieldset">, "onChange"> {
  /** Six entries, each "" or one uppercase hex character. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Lets the page focus the first box (after a reset). */
  firstBoxRef?: Ref<HTMLInputElement>;
  label?: string;
}

/** The six entries, with `char` at `index`. */
function withChar(value: readonly string[], index: number, char: string): string[] {
  const next = Array.from({ length: HEX_LENGTH }, (_, i) => value[i] ?? "");
  next[index] = char;
  return next;
}

/** The entries with `text` written from box `start` on (uppercased), and the box to go to next. */
function withText(value: readonly string[], start: number, text: string): { next: string[]; focus: number } {
  const next = Array.from({ length: HEX_LENGTH }, (_, i) => value[i] ?? "");
  const chars = text.toUpperCase().split("");
  chars.forEach((char, offset) => {
    if (start + offset < HEX_LENGTH) next[start + offset] = char;
  });
  return { next, focus: Math.min(HEX_LENGTH - 1, start + chars.length) };
}

/** What an edit does: the new entries and the box to go to (either may stay as they are), or a refusal. */
type Edit = { next?: string[]; focus?: number } | "refuse";

/** What typing into box `index` does, read from the box's new raw value. */
function typingEdit(value: readonly string[], index: number, raw: string): Edit {
  if (raw === "") return { next: withChar(value, index, "") };
  const old = value[index] ?? "";
  // More than a keystroke into an empty box (an autofill, or keys typed before the page's script
  // ran, all in the first box): a hex code fills the boxes from here.
  if (raw.length > 2 || (raw.length === 2 && !old))
    return /^#?[0-9a-f]+$/i.test(raw) ? withText(value, index, raw.replace("#", "")) : "refuse";
  // Typing into a filled box gives two characters: keep the new one.
  const typed = old && raw.length > 1 ? raw.replace(old, "").slice(-1) || old : raw.slice(-1);
  if (!HEX_CHAR.test(typed)) return "refuse";
  const next = withChar(value, index, typed.toUpperCase());
  // The last box keeps the focus, and its character stays unselected.
  return index < HEX_LENGTH - 1 ? { next, focus: index + 1 } : { next };
}

/** What pasting into box `index` does: a whole code fills every box, a shorter one fills from here. */
function pasteEdit(value: readonly string[], index: number, pasted: string): Edit {
  const text = pasted.trim().replace(/^#/, "");
  if (/^[0-9a-f]{6}$/i.test(text)) return withText(value, 0, text);
  if (/^[0-9a-f]{1,5}$/i.test(text)) return withText(value, index, text);
  return "refuse";
}

/** What a key that clears or moves does in box `index`; null for other keys. */
function keyEdit(key: string, index: number, value: readonly string[]): Edit | null {
  switch (key) {
    case "Backspace":
      // A filled box empties; an empty one empties the box before it.
      if (value[index]) return { next: withChar(value, index, ""), focus: index - 1 };
      return index > 0 ? { next: withChar(value, index - 1, ""), focus: index - 1 } : {};
    case "Delete":
      return { next: withChar(value, index, "") };
    case "ArrowLeft":
      return { focus: index - 1 };
    case "ArrowRight":
      return { focus: index + 1 };
    case "Home":
      return { focus: 0 };
    case "End":
      return { focus: HEX_LENGTH - 1 };
    default:
      return null;
  }
}

/** The invalid-character message: shown for ERROR_MS after each refusal. */
function useRefusal(): { invalid: boolean; refuse: () => void } {
  const [invalid, setInvalid] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refuse = () => {
    setInvalid(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setInvalid(false), ERROR_MS);
  };
  return { invalid, refuse };
}

/**
 * Six one-character boxes after a '#'. Only 0-9 and A-F get in (uppercased);
 * anything else is refused with a message for 2.5 s. A valid character moves
 * on, Backspace clears and moves back, the arrows move, and pasting a whole
 * hex code fills every box.
 */
export function HexInput({
  value,
  onChange,
  firstBoxRef,
  label = "Your guess, as a hex code",
  ...rest
}: HexInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const { invalid, refuse } = useRefusal();
  const errorId = useId();

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(HEX_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const apply = (edit: Edit) => {
    if (edit === "refuse") return refuse();
    if (edit.next) onChange(edit.next);
    if (edit.focus !== undefined) focusBox(edit.focus);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A hex key replaces the box and moves on even when it types the character already there
    // (the input would not change, so no change event would move the focus).
    const hexKey = HEX_CHAR.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
    // What the box shows but the game does not hold was typed before the page's script ran:
    // the key adds to it, as it would have then.
    const shown = event.currentTarget.value;
    const early = shown !== (value[index] ?? "") ? shown : "";
    const edit = hexKey ? typingEdit(value, index, early + event.key) : keyEdit(event.key, index, value);
    if (!edit) return;
    event.preventDefault();
    apply(edit);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteEdit(value, index, event.clipboardData.getData("text")));
  };

  const setBox = (index: number, element: HTMLInputElement | null) => {
    boxes.current[index] = element;
    if (index === 0 && firstBoxRef) {
      if (typeof firstBoxRef === "function") firstBoxRef(element);
      else firstBoxRef.current = element;
    }
  };

  return (
    <Fieldset {...rest}>
      <Legend>{label}</Legend>
      <Row>
        <Hash aria-hidden="true">#</Hash>
        {Array.from({ length: HEX_LENGTH }, (_, index) => (
          <Box
            key={index}
            ref={(element) => setBox(index, element)}
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-label={`Hex digit ${index + 1} of ${HEX_LENGTH}`}
            aria-invalid={invalid ? "true" : undefined}
            aria-describedby={errorId}
            value={value[index] ?? ""}
            onChange={(event) => apply(typingEdit(value, index, event.target.value))}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </Row>
      <ErrorText id={errorId} role="alert">
        {invalid ? INVALID_HEX_MESSAGE : ""}
      </ErrorText>
    </Fieldset>
  );
}
