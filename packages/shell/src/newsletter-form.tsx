import { club, endpoints } from "@duci/data/config";
import {
  subscribe as mailchimpSubscribe,
  pageAllowsScriptFrom,
  type SubscribeOutcome,
  type SubscriberInput,
} from "@duci/data/newsletter";
import { Button } from "@duci/ui/button";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { type ComponentProps, type FormEvent, useEffect, useId, useRef, useState } from "react";

/** Where the page scrolls to after the first result. */
export const resultScrollOffset = 384;

export type NewsletterStatus = "idle" | "sending" | "error" | "success";

const Root = styled.div({ display: "grid" });

const Form = styled.form({
  display: "grid",
  gap: space[4],
  "&[data-variant='full']": { [mq.sm]: { gridTemplateColumns: "1fr 1fr" } },
  "&[data-variant='simple']": { [mq.sm]: { gridTemplateColumns: "1fr auto", alignItems: "end" } },
});

const Field = styled.div({
  display: "grid",
  gap: space[1],
  "&[data-wide]": { [mq.sm]: { gridColumn: "1 / -1" } },
});

const Label = styled.label({ fontWeight: font.bold, fontSize: text.small.fontSize });

const Input = styled.input({
  // Its default width is 20 characters of the font in use, wider than a 320 px phone's card: the grid sizes it.
  minWidth: 0,
  font: "inherit",
  fontSize: text.large.fontSize,
  minHeight: 48,
  padding: `${space[2]}px ${space[4]}px`,
  borderRadius: radius.md,
  border: `2px solid ${colors.black}`,
  background: colors.white,
  color: colors.text,
  "&[aria-invalid='true']": { borderColor: colors.danger },
});

const Submit = styled(Button)({
  justifySelf: "start",
  "form[data-variant='full'] &": { [mq.sm]: { gridColumn: "1 / -1" } },
});

const Hint = styled.p({ color: colors.danger, fontSize: text.small.fontSize });

const Status = styled.div({
  "&:focus": { outline: "none" },
  "&:not(:empty)": { marginTop: space[4] },
});

const ResultTitle = styled.p({ fontSize: 28, fontWeight: font.bold });

// The provider's words may hold an unbroken address or token: they wrap inside the form.
const ErrorText = styled.p({ color: colors.danger, fontWeight: font.bold, overflowWrap: "anywhere" });

const Detail = styled.p({
  color: colors.textMuted,
  fontSize: text.small.fontSize,
  marginTop: space[1],
  overflowWrap: "anywhere",
});

const Off = styled.p({ padding: space[4], borderRadius: radius.md, background: colors.silver });

export interface NewsletterFormProps extends ComponentProps<"div"> {
  /** "full": email, first and last name, no client check. "simple": email only, sent only with an @. */
  variant?: "full" | "simple";
  /** The Mailchimp list's form action; empty turns the form off. Defaults to the site config. */
  action?: string;
  /** How long the provider has to answer. */
  timeoutMs?: number;
  /**
   * Where the first result scrolls the page (384 px, for the join page's
   * layout); null where that would carry the result out of view.
   */
  scrollOffset?: number | null;
  /** Sends the sign-up; replaceable for stories. */
  subscribe?: typeof mailchimpSubscribe;
}

type Variant = NonNullable<NewsletterFormProps["variant"]>;

/** A ref that turns false once the component is gone: an answer arriving after that changes nothing. */
function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

type SignUpOptions = Required<Pick<NewsletterFormProps, "action" | "scrollOffset" | "subscribe">> &
  Pick<NewsletterFormProps, "timeoutMs"> & { variant: Variant };

/**
 * Sends what the form holds and keeps where the sign-up stands: its status, the provider's
 * outcome, and whether the simple form's address lacks an @.
 */
function useSignUp({ variant, action, timeoutMs, scrollOffset, subscribe }: SignUpOptions) {
  const [status, setStatus] = useState<NewsletterStatus>("idle");
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const [missingAt, setMissingAt] = useState(false);
  const scrolled = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const mounted = useMounted();

  // The form is gone after a success: the message takes the focus.
  useEffect(() => {
    if (status === "success") statusRef.current?.focus();
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // The inputs are uncontrolled, so what a visitor typed before scripts ran is kept and sent.
    const data = new FormData(event.currentTarget);
    const value = (name: keyof SubscriberInput) => String(data.get(name) ?? "");
    const values = { EMAIL: value("EMAIL"), FNAME: value("FNAME"), LNAME: value("LNAME") };
    if (variant === "simple" && !values.EMAIL.includes("@")) {
      event.preventDefault();
      setMissingAt(true);
      return;
    }
    // Where this page's policy blocks Mailchimp's script, the browser posts
    // the form to Mailchimp's own page, as it does without JavaScript.
    if (subscribe === mailchimpSubscribe && !pageAllowsScriptFrom(action)) return;
    event.preventDefault();
    if (status === "sending") return;
    setMissingAt(false);
    setStatus("sending");
    const input: SubscriberInput = variant === "full" ? values : { EMAIL: values.EMAIL };
    let result: SubscribeOutcome;
    try {
      result = await subscribe(action, input, timeoutMs === undefined ? {} : { timeoutMs });
    } catch {
      // Sending must always end, so the visitor can try again.
      result = { status: "error", message: "" };
    }
    if (!mounted.current) return;
    setOutcome(result);
    setStatus(result.status === "error" ? "error" : "success");
    if (!scrolled.current && scrollOffset !== null) {
      scrolled.current = true;
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      window.scrollTo({ top: scrollOffset, behavior: reduce ? "auto" : "smooth" });
    }
  };

  return { status, outcome, missingAt, statusRef, onSubmit };
}

/** One labelled input of the form; `wide` spans both columns of the full form. */
function SignUpField({
  formId,
  name,
  label,
  wide = false,
  ...input
}: ComponentProps<"input"> & { formId: string; name: keyof SubscriberInput; label: string; wide?: boolean }) {
  return (
    <Field data-wide={wide || undefined}>
      <Label htmlFor={`${formId}-${name}`}>{label}</Label>
      <Input id={`${formId}-${name}`} name={name} {...input} />
    </Field>
  );
}

const email = { type: "email", autoComplete: "email", inputMode: "email" } as const;

/** The inputs: first name, last name and email (full), or the email alone, flagged when it lacks an @ (simple). */
function SignUpFields({ formId, variant, missingAt }: { formId: string; variant: Variant; missingAt: boolean }) {
  if (variant === "full") {
    return (
      <>
        <SignUpField formId={formId} name="FNAME" label="First name" type="text" autoComplete="given-name" />
        <SignUpField formId={formId} name="LNAME" label="Last name" type="text" autoComplete="family-name" />
        <SignUpField formId={formId} name="EMAIL" label="Email" {...email} wide />
      </>
    );
  }
  return (
    <SignUpField
      formId={formId}
      name="EMAIL"
      label="Email"
      {...email}
      aria-invalid={missingAt || undefined}
      aria-describedby={missingAt ? `${formId}-hint` : undefined}
    />
  );
}

/** What the provider answered: subscribed, already subscribed, or an error with its words; nothing while sending. */
function SignUpResult({ outcome, status }: { outcome: SubscribeOutcome | null; status: NewsletterStatus }) {
  if (outcome?.status === "success") {
    return (
      <>
        <ResultTitle>Subscribed!</ResultTitle>
        <p>Thank you.</p>
      </>
    );
  }
  if (outcome?.status === "already-subscribed") {
    return (
      <>
        <ResultTitle>You are already subscribed.</ResultTitle>
        <p>Thank you.</p>
      </>
    );
  }
  if (outcome?.status === "error" && status !== "sending") {
    return (
      <>
        <ErrorText>Error, please check your inputs and try again</ErrorText>
        {outcome.message ? <Detail>{outcome.message}</Detail> : null}
      </>
    );
  }
  return null;
}

/** The newsletter sign-up: idle, sending, error or success. */
export function NewsletterForm({
  variant = "full",
  action = endpoints.newsletter,
  timeoutMs,
  scrollOffset = resultScrollOffset,
  subscribe = mailchimpSubscribe,
  ...rest
}: NewsletterFormProps) {
  const id = useId();
  const { status, outcome, missingAt, statusRef, onSubmit } = useSignUp({
    variant,
    action,
    timeoutMs,
    scrollOffset,
    subscribe,
  });

  if (!action) {
    return (
      <Root {...rest}>
        <Off>
          Newsletter sign-up is not available on this copy of the site. Email{" "}
          <a href={`mailto:${club.email}`}>{club.email}</a> and we will add you to the list.
        </Off>
      </Root>
    );
  }

  return (
    <Root data-state={status} {...rest}>
      {status !== "success" ? (
        // Without JavaScript the form still posts to Mailchimp's own page, at the top of the
        // window: a frame of another site that stops our scripts (which would keep the page
        // hidden) cannot send it unless it lets us take the visitor's whole window, where they
        // see where they are.
        <Form
          data-variant={variant}
          action={action}
          method="post"
          target="_top"
          noValidate
          onSubmit={onSubmit}
          aria-label="Newsletter sign-up"
        >
          <SignUpFields formId={id} variant={variant} missingAt={missingAt} />
          <Submit type="submit" aria-disabled={status === "sending" || undefined}>
            {status === "sending" ? "Subscribing…" : "Subscribe"}
          </Submit>
          {missingAt ? <Hint id={`${id}-hint`}>Enter an email address with an @.</Hint> : null}
        </Form>
      ) : null}
      <Status ref={statusRef} role="status" tabIndex={-1}>
        <SignUpResult outcome={outcome} status={status} />
      </Status>
    </Root>
  );
}
