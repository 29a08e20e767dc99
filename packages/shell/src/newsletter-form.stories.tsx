import { endpoints } from "@duci/data/config";
import type { SubscribeOutcome } from "@duci/data/newsletter";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { NewsletterForm } from "./newsletter-form.tsx";

// Stories never reach Mailchimp: each answers with a fixed outcome after a moment.
const answer = (outcome: SubscribeOutcome) => () =>
  new Promise<SubscribeOutcome>((resolve) => setTimeout(() => resolve(outcome), 600));

const meta = {
  title: "Forms/NewsletterForm",
  component: NewsletterForm,
  args: {
    action: endpoints.newsletter,
    subscribe: answer({ status: "success" }),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main form of /join: email, first and last name. Submitting shows "Subscribed!". */
export const Full: Story = {};

/** The email-only form: it sends only when the address has an @. */
export const Simple: Story = { args: { variant: "simple" } };

/** Submitting shows "You are already subscribed." */
export const AlreadySubscribed: Story = { args: { subscribe: answer({ status: "already-subscribed" }) } };

/** Submitting shows the red error and keeps the inputs. */
export const ProviderError: Story = {
  args: { subscribe: answer({ status: "error", message: "An email address must contain a single @." }) },
};

/** VITE_NEWSLETTER_URL set to empty. */
export const TurnedOff: Story = { args: { action: "" } };
