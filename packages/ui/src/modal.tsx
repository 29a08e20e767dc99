import styled from "@emotion/styled";
import { type ComponentProps, type ReactNode, useEffect, useRef } from "react";
import { colors, mq, radius, space } from "./theme/tokens.ts";

// Invoker commands (`<button command="show-modal" commandfor="dialog-id">`) open and
// close a dialog natively, without scripts; React's types do not list them yet.
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close";
    commandfor?: string;
  }
}

export interface ModalProps extends Omit<ComponentProps<"dialog">, "open" | "title"> {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** 2023 behaviour: a click anywhere in the dialog closes it. */
  closeOnContentClick?: boolean;
  children: ReactNode;
}

const Dialog = styled.dialog({
  border: 0,
  padding: 0,
  borderRadius: radius.lg,
  maxWidth: "min(720px, calc(100vw - 32px))",
  maxHeight: "calc(100vh - 32px)",
  width: "100%",
  background: colors.white,
  color: colors.text,
  // Always white, whatever the ground of the section it was opened from.
  "--muted": colors.textMuted,
  "--link": colors.link,
  boxShadow: "0 24px 64px rgba(0, 0, 36, 0.35)",
  "&::backdrop": { background: "rgba(0, 0, 36, 0.6)" },
  "&[open]": { animation: "modal-in 200ms ease" },
  "@keyframes modal-in": { from: { opacity: 0, transform: "translateY(12px)" }, to: { opacity: 1, transform: "none" } },
  [mq.reducedMotion]: { "&[open]": { animation: "none" } },
});

const Body = styled.div({ padding: space[6], position: "relative" });

// Emotion drops attributes it does not know, such as the invoker commands: this button keeps them.
const Close = styled("button", { shouldForwardProp: (prop) => prop !== "theme" })({
  position: "absolute",
  top: space[3],
  right: space[3],
  width: 44,
  height: 44,
  display: "grid",
  placeItems: "center",
  border: 0,
  borderRadius: radius.pill,
  background: colors.silver,
  color: colors.text,
  cursor: "pointer",
});

/**
 * A modal dialog on the native <dialog>: labelled by its title, focus kept
 * inside while open, closed by Escape, the close button or a click on the
 * overlay, and focus given back to whatever opened it. With an `id`, its
 * close button also works before scripts run (an invoker command).
 */
export function Modal({ open, onClose, title, hideTitle, closeOnContentClick, children, ...rest }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = `${rest.id ?? "modal"}-title`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (open) return;
    opener.current?.focus();
    opener.current = null;
  }, [open]);

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Native modal dialogs let Tab leave for the browser's own UI; keep it cycling inside.
        if (event.key !== "Tab") return;
        const focusable = Array.from(
          event.currentTarget.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
          ),
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on its backdrop, outside the body.
        if (closeOnContentClick || event.target === event.currentTarget) onClose();
      }}
      {...rest}
    >
      <Body>
        <h2 id={titleId} className={hideTitle ? "visually-hidden" : undefined}>
          {title}
        </h2>
        {children}
        <Close
          type="button"
          aria-label="Close"
          // Without scripts the browser closes the dialog; with them, the click is ours.
          {...(rest.id ? { command: "close", commandfor: rest.id } : {})}
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </Close>
      </Body>
    </Dialog>
  );
}
