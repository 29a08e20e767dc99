import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary.tsx";

function Fragile({ broken }: { broken: boolean }) {
  if (broken) throw new Error("stored data was not what we expected");
  return <p>Scores you can read</p>;
}

/** A page with a working part and a part that breaks at the press of a button. */
function Page({ onError }: { onError?: (error: unknown) => "handled" | undefined }) {
  const [broken, setBroken] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setBroken(true)}>
        Break
      </button>
      <ErrorBoundary onError={onError}>
        <h2>High scores</h2>
        <Fragile broken={broken} />
      </ErrorBoundary>
    </>
  );
}

beforeEach(() => {
  // React reports every caught error on the console; these are the errors this test causes.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ErrorBoundary", () => {
  it("shows a notice with a reload button and keeps the content that was on screen when a child throws", async () => {
    render(<Page />);
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Break" }));
    const notice = screen.getByRole("alert");
    expect(notice).toHaveTextContent("Something went wrong on this page");
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "High scores" })).toBeInTheDocument();
    expect(screen.getByText("Scores you can read")).toBeInTheDocument();
  });

  it("shows the notice alone when the child throws on its first render", () => {
    render(
      <ErrorBoundary>
        <Fragile broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Reloading usually fixes it.");
  });

  it("reloads the page from its button", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    render(
      <ErrorBoundary>
        <Fragile broken />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Reload the page" }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it("tells the parent, and leaves the notice out when the parent recovers on its own", async () => {
    const onError = vi.fn(() => "handled" as const);
    render(<Page onError={onError} />);
    await userEvent.click(screen.getByRole("button", { name: "Break" }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "stored data was not what we expected" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Scores you can read")).toBeInTheDocument();
  });

  it("tries its children again when the reset key changes", () => {
    const onReset = vi.fn();
    const { rerender } = render(
      <ErrorBoundary resetKey="/about/" onReset={onReset}>
        <Fragile broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/events/" onReset={onReset}>
        <Fragile broken={false} />
      </ErrorBoundary>,
    );
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Scores you can read")).toBeInTheDocument();
  });
});
