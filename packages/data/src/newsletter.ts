// The Mailchimp newsletter sign-up: the list's form action called as JSONP
// (Mailchimp sends no CORS headers, so a script request is the only way in).
import { policyAllows } from "./document-policy.ts";

/** What the visitor typed; Mailchimp's own field names. */
export interface SubscriberInput {
  EMAIL: string;
  FNAME?: string;
  LNAME?: string;
}

export type SubscribeOutcome =
  | { status: "success" }
  | { status: "already-subscribed" }
  /** `message` is Mailchimp's text with its HTML and "0 - " prefix removed; plain text only. */
  | { status: "error"; message: string };

/** The callback parameter Mailchimp's post-json endpoint reads. */
export const callbackParam = "c";

/** The provider gets a minute to answer before the form shows an error. */
export const defaultTimeoutMs = 60_000;

/**
 * The JSONP address for a list's form action and the visitor's fields.
 *
 * @example
 * subscribeUrl("https://x.list-manage.com/subscribe/post?u=1&id=2", { EMAIL: "a@b.co" })
 * // "https://x.list-manage.com/subscribe/post-json?u=1&id=2&EMAIL=a%40b.co"
 */
export function subscribeUrl(formAction: string, input: SubscriberInput): string {
  const base = formAction.replace("/subscribe/post?", "/subscribe/post-json?");
  const query = new URLSearchParams();
  query.set("EMAIL", input.EMAIL);
  if (input.FNAME !== undefined) query.set("FNAME", input.FNAME);
  if (input.LNAME !== undefined) query.set("LNAME", input.LNAME);
  return `${base}${base.includes("?") ? "&" : "?"}${query.toString()}`;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/**
 * Mailchimp's message as plain text: tags dropped, common entities decoded,
 * the "0 - " field prefix removed. The result is shown as text, never as HTML.
 *
 * @example
 * cleanMessage('0 - Please enter a <b>valid</b> email') // "Please enter a valid email"
 */
export function cleanMessage(message: string): string {
  return message
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? "")
    .replace(/^\s*\d+\s+-\s+/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Success, "already subscribed" (a friendly end), or an error. Reads any value
 * the provider's script passes (it is untrusted): a reply that is not an
 * object, or whose `msg` is not text, is an error without a message. Never throws.
 */
export function interpretReply(reply: unknown): SubscribeOutcome {
  try {
    if (typeof reply !== "object" || reply === null) return { status: "error", message: "" };
    const { result, msg } = reply as { result?: unknown; msg?: unknown };
    if (result === "success") return { status: "success" };
    const message = typeof msg === "string" ? cleanMessage(msg) : "";
    if (/already subscribed/i.test(message)) return { status: "already-subscribed" };
    return { status: "error", message };
  } catch {
    // A getter that throws, a proxy: nothing a real reply does.
    return { status: "error", message: "" };
  }
}

/**
 * Whether the page's Content-Security-Policy lets a script load from `url`'s
 * origin. Only the pages with the form allow Mailchimp's script, and a visitor
 * who reached the form by following a link inside the site still has the
 * policy of the page they came from.
 */
export function pageAllowsScriptFrom(url: string, doc: Document = document): boolean {
  return policyAllows("script-src", url, doc);
}

let requestCount = 0;

export interface SubscribeOptions {
  timeoutMs?: number;
}

/**
 * Sends the sign-up through JSONP and resolves with the outcome. Every other
 * ending is an error: no answer within `timeoutMs`, a script that fails to
 * load, a script that loads without calling back (a 200 that is not the
 * JSONP reply), a reply of any other shape. Never rejects.
 */
export async function subscribe(
  formAction: string,
  input: SubscriberInput,
  { timeoutMs = defaultTimeoutMs }: SubscribeOptions = {},
): Promise<SubscribeOutcome> {
  const failed: SubscribeOutcome = { status: "error", message: "" };
  try {
    // Loaded on demand: only a visitor who submits pays for it.
    const { default: jsonp } = await import("jsonp");
    const url = subscribeUrl(formAction, input);
    const name = `__duciNewsletter${requestCount++}`;
    return await new Promise<SubscribeOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: SubscribeOutcome) => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      const cancel = jsonp(url, { param: callbackParam, name, timeout: timeoutMs }, (error, data: unknown) => {
        finish(error ? failed : interpretReply(data));
      });
      // The jsonp package hears neither about a script that fails to load nor
      // about one that runs without calling back; we listen ourselves. A
      // reply's script calls back while it runs, before its load event.
      const script = Array.from(document.scripts).find((element) => element.src.includes(`${callbackParam}=${name}`));
      for (const type of ["error", "load"]) {
        script?.addEventListener(type, () => {
          if (settled) return;
          cancel();
          finish(failed);
        });
      }
    });
  } catch {
    // The jsonp chunk failed to load (a redeploy, the network gone).
    return failed;
  }
}
