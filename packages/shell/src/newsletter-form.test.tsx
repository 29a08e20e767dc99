import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "./newsletter-form.tsx";

const action = "https://example.us16.list-manage.com/subscribe/post?u=abc&id=def";

// The real JSONP request: a <script> the test answers as Mailchimp would.
async function pendingRequest() {
  const script = await waitFor(() => {
    const found = document.querySelector<HTMLScriptElement>('script[src*="/subscribe/post-json?"]');
    if (!found) throw new Error("no JSONP request yet");
    return found;
  });
  return { script, url: new URL(script.src) };
}

async function answer(reply: { result: string; msg?: string }) {
  const { url } = await pendingRequest();
  const callback = url.searchParams.get("c") ?? "";
  await act(async () => {
    (window as unknown as Record<string, (data: unknown) => void>)[callback]?.(reply);
  });
}

beforeEach(() => {
  // Let the script element exist without happy-dom fetching or failing it.
  (
    window as unknown as { happyDOM: { settings: Record<string, unknown> } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

afterEach(() => {
  for (const script of document.querySelectorAll("script")) script.remove();
  vi.restoreAllMocks();
});

describe("NewsletterForm (full)", () => {
  it("sends EMAIL, FNAME and LNAME to the post-json endpoint with callback c, then shows success", async () => {
    const user = userEvent.setup();
    render(<NewsletterForm action={action} />);
    await user.type(screen.getByLabelText("First name"), "Ana");
    await user.type(screen.getByLabelText("Last name"), "Ng");
    await user.type(screen.getByLabelText("Email"), "ana@uci.edu");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(screen.getByRole("button", { name: "Subscribing…" })).toHaveAttribute("aria-disabled", "true");
    const { url } = await pendingRequest();
    expect(url.pathname).toBe("/subscribe/post-json");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      u: "abc",
      id: "def",
      EMAIL: "ana@uci.edu",
      FNAME: "Ana",
      LNAME: "Ng",
    });
    expect(url.searchParams.get("c")).toMatch(/\w+/);

    await answer({ result: "success", msg: "Almost finished... We need to confirm your email address." });
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Subscribed!");
    expect(status).toHaveTextContent("Thank you.");
    expect(status).toHaveFocus();
    expect(screen.queryByRole("form", { name: "Newsletter sign-up" })).not.toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 384 }));
  });

  it("sends without any client check, even an empty form", async () => {
    const user = userEvent.setup();
    render(<NewsletterForm action={action} />);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const { url } = await pendingRequest();
    expect(url.searchParams.get("EMAIL")).toBe("");
  });

  it("treats 'already subscribed' (inside Mailchimp's HTML) as a thank-you", async () => {
    const user = userEvent.setup();
    render(<NewsletterForm action={action} />);
    await user.type(screen.getByLabelText("Email"), "ana@uci.edu");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await answer({
      result: "error",
      msg: 'ana@uci.edu is already subscribed to list Design at UCI. <a href="https://x.example/">Click here to update your profile</a>',
    });
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("You are already subscribed.");
    expect(status).toHaveTextContent("Thank you.");
    expect(status.querySelector("a")).toBeNull();
  });

  it("keeps the inputs on another error, shows the red message and Mailchimp's text as plain text, and scrolls only once", async () => {
    const user = userEvent.setup();
    render(<NewsletterForm action={action} />);
    await user.type(screen.getByLabelText("Email"), "ana");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await answer({ result: "error", msg: '0 - An email address must contain a single <b>@</b>.<img src="x">' });

    const message = screen.getByText("Error, please check your inputs and try again");
    expect(message).toBeVisible();
    expect(getComputedStyle(message).color.toLowerCase()).toBe("#d3002a");
    expect(screen.getByRole("status")).toHaveTextContent("An email address must contain a single @.");
    expect(screen.getByRole("status").querySelector("b, img")).toBeNull();
    expect(screen.getByLabelText("Email")).toHaveValue("ana");

    // A second try: the page does not scroll again.
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await answer({ result: "error", msg: "0 - Still wrong" });
    expect(screen.getByRole("status")).toHaveTextContent("Still wrong");
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it("reports an error when Mailchimp never answers before the time-out", async () => {
    const user = userEvent.setup();
    render(<NewsletterForm action={action} timeoutMs={40} />);
    await user.type(screen.getByLabelText("Email"), "ana@uci.edu");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await pendingRequest();
    expect(await screen.findByText("Error, please check your inputs and try again")).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveValue("ana@uci.edu");
    expect(document.querySelector('script[src*="post-json"]')).toBeNull();
  });

  it("reports an error when the request cannot load (network failure)", async () => {
    const user = userEvent.setup();
    render(<NewsletterForm action={action} />);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const { script } = await pendingRequest();
    await act(async () => {
      script.dispatchEvent(new Event("error"));
    });
    expect(await screen.findByText("Error, please check your inputs and try again")).toBeVisible();
  });

  it("reports an error at once when the answer loads without calling back (a 200 that is not JSONP)", async () => {
    const user = userEvent.setup();
    render(<NewsletterForm action={action} />);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const { script } = await pendingRequest();
    await act(async () => {
      script.dispatchEvent(new Event("load"));
    });
    expect(await screen.findByText("Error, please check your inputs and try again")).toBeVisible();
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  it("reports an error for a reply whose message is not text, and can be sent again", async () => {
    const user = userEvent.setup();
    render(<NewsletterForm action={action} />);
    await user.type(screen.getByLabelText("Email"), "ana@uci.edu");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const { url } = await pendingRequest();
    await act(async () => {
      const callback = url.searchParams.get("c") ?? "";
      (window as unknown as Record<string, (data: unknown) => void>)[callback]?.({
        result: "error",
        msg: Object.create(null),
      });
    });
    expect(await screen.findByText("Error, please check your inputs and try again")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await answer({ result: "success", msg: "Almost finished..." });
    expect(await screen.findByText("Subscribed!")).toBeVisible();
  });

  it("reports an error when sending itself fails, and can be sent again", async () => {
    const user = userEvent.setup();
    const subscribe = vi
      .fn()
      .mockRejectedValueOnce(new Error("the jsonp chunk did not load"))
      .mockResolvedValueOnce({ status: "success" });
    render(<NewsletterForm action={action} subscribe={subscribe} />);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Error, please check your inputs and try again")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Subscribed!")).toBeVisible();
  });

  it("wraps a long unbroken message inside the form", async () => {
    const user = userEvent.setup();
    render(<NewsletterForm action={action} />);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await answer({ result: "error", msg: `0 - ${"x".repeat(400)}` });
    const detail = await screen.findByText("x".repeat(400));
    expect(getComputedStyle(detail).overflowWrap).toBe("anywhere");
  });

  it("posts the form to Mailchimp's own page when this page's policy does not allow its script", async () => {
    const user = userEvent.setup();
    const meta = document.createElement("meta");
    meta.httpEquiv = "Content-Security-Policy";
    meta.content =
      "default-src 'self'; script-src 'self' 'sha256-abc'; form-action 'self' https://example.us16.list-manage.com";
    document.head.append(meta);
    try {
      render(<NewsletterForm action={action} />);
      await user.type(screen.getByLabelText("Email"), "ana@uci.edu");
      const form = screen.getByRole("form", { name: "Newsletter sign-up" });
      const posted = fireEvent.submit(form);
      // Not prevented: the browser posts to the form's action, in the whole window.
      expect(posted).toBe(true);
      expect(form).toHaveAttribute("action", action);
      expect(form).toHaveAttribute("target", "_top");
      expect(document.querySelector('script[src*="post-json"]')).toBeNull();
      expect(screen.getByRole("button", { name: "Subscribe" })).toBeVisible();

      meta.content = "default-src 'self'; script-src 'self' https://example.us16.list-manage.com";
      expect(fireEvent.submit(form)).toBe(false);
      await pendingRequest();
    } finally {
      meta.remove();
    }
  });

  it("explains itself instead of a form when no list is configured", () => {
    render(<NewsletterForm action="" />);
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByText(/Newsletter sign-up is not available/)).toBeVisible();
    expect(screen.getByRole("link", { name: "design@uci.edu" })).toHaveAttribute("href", "mailto:design@uci.edu");
  });
});

describe("NewsletterForm (simple)", () => {
  it("sends nothing until the email contains an @, then sends only EMAIL", async () => {
    const user = userEvent.setup();
    render(<NewsletterForm action={action} variant="simple" />);
    expect(screen.queryByLabelText("First name")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Email"), "ana.uci.edu");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(document.querySelector("script[src*='post-json']")).toBeNull();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Enter an email address with an @.")).toBeVisible();

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "ana@uci.edu");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const { url } = await pendingRequest();
    expect(url.searchParams.get("EMAIL")).toBe("ana@uci.edu");
    expect(url.searchParams.has("FNAME")).toBe(false);
    await answer({ result: "success" });
    expect(screen.getByRole("status")).toHaveTextContent("Subscribed!");
  });
});
