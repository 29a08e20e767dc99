// The Mailchimp newsletter sign-up: the list's form action called as JSONP
// (Mailchimp sends no CORS headers, so a script request is the only way in).

/** What the visitor typed; Mailchimp's own field names. */
export interface SubscriberInput {
  EMAIL: string;
  FNAME?: string;
  LNAME?: string;
}

/** Mailchimp's JSONP reply. */
export interface MailchimpReply {
  result: string;
  msg?: string;
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

/** Success, "already subscribed" (a friendly end), or an error. */
export function interpretReply(reply: MailchimpReply): SubscribeOutcome {
  if (reply.result === "success") return { status: "success" };
  const message = cleanMessage(String(reply.msg ?? ""));
  if (/already subscribed/i.test(message)) return { status: "already-subscribed" };
  return { status: "error", message };
}

let requestCount = 0;

export interface SubscribeOptions {
  timeoutMs?: number;
}

/**
 * Sends the sign-up through JSONP and resolves with the outcome; a time-out or
 * a script that fails to load is an error too. Never rejects.
 */
export async function subscribe(
  formAction: string,
  input: SubscriberInput,
  { timeoutMs = defaultTimeoutMs }: SubscribeOptions = {},
): Promise<SubscribeOutcome> {
  // Loaded on demand: only a visitor who submits pays for it.
  const { default: jsonp } = await import("jsonp");
  const url = subscribeUrl(formAction, input);
  const name = `__duciNewsletter${requestCount++}`;
  return new Promise<SubscribeOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: SubscribeOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const cancel = jsonp(url, { param: callbackParam, name, timeout: timeoutMs }, (error, data: MailchimpReply) => {
      if (error) finish({ status: "error", message: "" });
      else finish(interpretReply(data ?? { result: "error" }));
    });
    // The jsonp package never hears about a failed script load; we listen ourselves.
    const script = Array.from(document.scripts).find((element) => element.src.includes(`${callbackParam}=${name}`));
    script?.addEventListener("error", () => {
      cancel();
      finish({ status: "error", message: "" });
    });
  });
}
