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
  const [invalid, setInvalid] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const errorId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(HEX_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const reject = () => {
    setInvalid(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setInvalid(false), ERROR_MS);
  };

  const set = (index: number, char: string) => {
    const next = Array.from({ length: HEX_LENGTH }, (_, i) => value[i] ?? "");
    next[index] = char;
    return next;
  };

  const fillFrom = (start: number, text: string) => {
    const next = Array.from({ length: HEX_LENGTH }, (_, i) => value[i] ?? "");
    const chars = text.toUpperCase().split("");
    chars.forEach((char, offset) => {
      if (start + offset < HEX_LENGTH) next[start + offset] = char;
    });
    onChange(next);
    focusBox(Math.min(HEX_LENGTH - 1, start + chars.length));
  };

  const handleChange = (index: number, raw: string) => {
    const old = value[index] ?? "";
    if (raw === "") {
      onChange(set(index, ""));
      return;
    }
    // Typing into a filled box gives two characters: keep the new one.
    const typed = old && raw.length > 1 ? raw.replace(old, "").slice(-1) || old : raw.slice(-1);
    if (raw.length > 2) {
      if (/^#?[0-9a-f]+$/i.test(raw)) fillFrom(index, raw.replace("#", ""));
      else reject();
      return;
    }
    if (!HEX_CHAR.test(typed)) {
      reject();
      return;
    }
    onChange(set(index, typed.toUpperCase()));
    if (index < HEX_LENGTH - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A hex key replaces the box and moves on even when it types the character already there
    // (the input would not change, so no change event would move the focus).
    if (HEX_CHAR.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      onChange(set(index, event.key.toUpperCase()));
      if (index < HEX_LENGTH - 1) focusBox(index + 1);
      return;
    }
    switch (event.key) {
      case "Backspace": {
        event.preventDefault();
        if (value[index]) {
          onChange(set(index, ""));
          focusBox(index - 1);
        } else if (index > 0) {
          onChange(set(index - 1, ""));
          focusBox(index - 1);
        }
        return;
      }
      case "Delete":
        event.preventDefault();
        onChange(set(index, ""));
        return;
      case "ArrowLeft":
        event.preventDefault();
        focusBox(index - 1);
        return;
      case "ArrowRight":
        event.preventDefault();
        focusBox(index + 1);
        return;
      case "Home":
        event.preventDefault();
        focusBox(0);
        return;
      case "End":
        event.preventDefault();
        focusBox(HEX_LENGTH - 1);
        return;
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData("text").trim().replace(/^#/, "");
    if (/^[0-9a-f]{6}$/i.test(text)) fillFrom(0, text);
    else if (/^[0-9a-f]{1,5}$/i.test(text)) fillFrom(index, text);
    else reject();
  };

  return (
    <Fieldset {...rest}>
      <Legend>{label}</Legend>
      <Row>
        <Hash aria-hidden="true">#</Hash>
        {Array.from({ length: HEX_LENGTH }, (_, index) => (
          <Box
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
              if (index === 0 && firstBoxRef) {
                if (typeof firstBoxRef === "function") firstBoxRef(element);
                else firstBoxRef.current = element;
              }
            }}
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-label={`Hex digit ${index + 1} of ${HEX_LENGTH}`}
            aria-invalid={invalid ? "true" : undefined}
            aria-describedby={errorId}
            value={value[index] ?? ""}
            onChange={(event) => handleChange(index, event.target.value)}
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
