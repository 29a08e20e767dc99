import styled from "@emotion/styled";
import { Component, createRef, type ErrorInfo, type ReactNode } from "react";
import { Button } from "./button.tsx";
import { colors, radius, space } from "./theme/tokens.ts";

/** What the parent may do with an error: "handled" when it started its own recovery (a full page load). */
export type ErrorHandling = "handled" | undefined;

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes (the route's path), the boundary tries its children again. */
  resetKey?: unknown;
  /** Called once per error, after the boundary has caught it. */
  onError?: (error: unknown) => ErrorHandling;
  /** Called just before the children are tried again. */
  onReset?: () => void;
}

// The boundary's own wrapper takes no box, so the page lays out as if it were not there.
const Region = styled.div({ display: "contents" });

const Notice = styled.div({
  maxWidth: 720,
  // Side margins on a phone, centred on wider screens.
  margin: `${space[5]}px max(${space[4]}px, calc((100% - 720px) / 2))`,
  padding: space[5],
  display: "grid",
  gap: space[3],
  justifyItems: "start",
  borderRadius: radius.lg,
  border: `2px solid ${colors.orange}`,
  background: colors.peach,
  color: colors.text,
  "& h2": { fontSize: 22 },
});

/** The friendly message of a part of the page that stopped working, with a way to reload. */
export function ErrorNotice({ onReload }: { onReload: () => void }) {
  return (
    <Notice role="alert">
      <h2>Something went wrong on this page</h2>
      <p>Part of the page stopped working. Reloading usually fixes it.</p>
      <Button type="button" data-variant="primary" onClick={onReload}>
        Reload the page
      </Button>
    </Notice>
  );
}

function reloadPage() {
  window.location.reload();
}

interface State {
  error: unknown;
  /** The error was caught; "handled" once the parent took over (the notice is then left out). */
  status: "ok" | "failed" | "handled";
}

/**
 * Catches an error thrown while rendering its children: instead of an empty
 * page it shows a friendly notice with a reload button, above a copy of the
 * content that was on screen (the prerendered HTML, or the last good render),
 * so nothing a visitor was reading disappears.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, status: "ok" };
  /** A copy of what was on screen when the error came, shown instead of an empty space. */
  private frozen: Node | null = null;
  private region = createRef<HTMLDivElement>();

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, status: "failed" };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (this.props.onError?.(error) === "handled") this.setState({ status: "handled" });
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.status !== "ok" && previous.resetKey !== this.props.resetKey) {
      this.frozen = null;
      this.props.onReset?.();
      this.setState({ error: null, status: "ok" });
    }
  }

  /**
   * Copies the region's current content before React replaces it: the render
   * phase runs before the commit, so the DOM still shows what the visitor saw.
   */
  private freeze() {
    this.frozen ??= this.region.current?.cloneNode(true) ?? null;
  }

  override render() {
    if (this.state.status === "ok") return <Region ref={this.region}>{this.props.children}</Region>;
    this.freeze();
    const frozen = this.frozen;
    return (
      <Region ref={this.region} data-state="failed">
        {this.state.status === "failed" ? <ErrorNotice onReload={reloadPage} /> : null}
        {frozen ? (
          <Region
            data-part="last-content"
            ref={(element) => {
              if (element && element.firstChild === null)
                element.append(...Array.from(frozen.cloneNode(true).childNodes));
            }}
          />
        ) : null}
      </Region>
    );
  }
}
