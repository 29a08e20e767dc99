import { describe, expect, it } from "vitest";
import { cleanMessage, interpretReply, subscribeUrl } from "./newsletter.ts";

const action = "https://weebly.us16.list-manage.com/subscribe/post?u=96e1277e37e6f4c2940cd1dc9&id=3cdf6c3ea8";

describe("subscribeUrl", () => {
  it("uses the post-json endpoint and adds the three fields, encoded", () => {
    const url = new URL(subscribeUrl(action, { EMAIL: "ana+news@uci.edu", FNAME: "Ana María", LNAME: "Ng" }));
    expect(url.pathname).toBe("/subscribe/post-json");
    expect(url.searchParams.get("u")).toBe("96e1277e37e6f4c2940cd1dc9");
    expect(url.searchParams.get("id")).toBe("3cdf6c3ea8");
    expect(url.searchParams.get("EMAIL")).toBe("ana+news@uci.edu");
    expect(url.searchParams.get("FNAME")).toBe("Ana María");
    expect(url.searchParams.get("LNAME")).toBe("Ng");
  });

  it("sends only the email for the simple form", () => {
    const url = new URL(subscribeUrl(action, { EMAIL: "a@b.co" }));
    expect([...url.searchParams.keys()]).toEqual(["u", "id", "EMAIL"]);
  });
});

describe("cleanMessage", () => {
  it("drops the field prefix and HTML, keeping the words", () => {
    expect(cleanMessage('0 - Please enter a <b>valid</b> email &amp; try <a href="x">again</a>')).toBe(
      "Please enter a valid email & try again",
    );
  });

  it("turns markup into inert text", () => {
    expect(cleanMessage('<img src=x onerror="alert(1)">Too many &lt;tries&gt;')).toBe("Too many <tries>");
  });
});

describe("interpretReply", () => {
  it("reads success", () => {
    expect(interpretReply({ result: "success", msg: "Almost finished..." })).toEqual({ status: "success" });
  });

  it("treats 'already subscribed' as a friendly ending, even inside HTML", () => {
    expect(
      interpretReply({
        result: "error",
        msg: 'a@b.co is already subscribed to list Design at UCI. <a href="https://x">Click here to update</a>',
      }),
    ).toEqual({ status: "already-subscribed" });
  });

  it("reports any other error with its plain-text message", () => {
    expect(interpretReply({ result: "error", msg: "0 - An email address must contain a single @." })).toEqual({
      status: "error",
      message: "An email address must contain a single @.",
    });
  });

  it("treats a reply without a message as an error", () => {
    expect(interpretReply({ result: "error" })).toEqual({ status: "error", message: "" });
  });

  it("treats a message that is not text as an error without a message, and never throws", () => {
    const unprintable = Object.create(null);
    for (const msg of [unprintable, { toString: null }, ["already subscribed"], 42, { a: 1 }]) {
      expect(interpretReply({ result: "error", msg })).toEqual({ status: "error", message: "" });
    }
  });

  it("treats a reply of any other shape as an error", () => {
    const throwing = {
      get result(): string {
        throw new Error("boom");
      },
    };
    for (const reply of [undefined, null, "success", 1, [], throwing]) {
      expect(interpretReply(reply)).toEqual({ status: "error", message: "" });
    }
  });
});
