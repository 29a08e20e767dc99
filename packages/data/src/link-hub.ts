// The link hub at /hey (the page behind the club's social bios).
import { links } from "./config.ts";
import { paths } from "./paths.ts";
import { socials } from "./socials.ts";

export interface HubCard {
  title: string;
  description: string;
  href: string;
  /** Accent of the card, one of the brand's light tints. */
  tone: "sky" | "peach" | "blush" | "lime" | "silver";
}

/** The big card at the top: our own website. */
export const websiteCard = {
  title: "designatuci.com",
  description: "Events, resources, the board and everything else about the club.",
  href: paths.home,
  tone: "sky",
} as const satisfies HubCard;

const socialDescriptions: Record<(typeof socials)[number]["name"], string> = {
  Instagram: "Photos from last week and posters for next week.",
  Discord: "Ask questions, share work, find teammates.",
  Facebook: "Event pages with reminders.",
  LinkedIn: "Club news for your professional network.",
  YouTube: "Recordings of talks and workshops.",
  TikTok: "Design tips in under a minute.",
};

const tones = ["peach", "blush", "lime", "sky", "silver"] as const;

/** External link cards; every one opens in a new tab. */
export const hubCards: readonly HubCard[] = [
  ...socials.map((social, index) => ({
    title: social.name,
    description: socialDescriptions[social.name],
    href: social.link,
    tone: tones[index % tones.length] ?? "silver",
  })),
  {
    title: "Newsletter Archive",
    description: "Every issue we have sent, in case you missed one.",
    href: links.newsletterArchive,
    tone: "lime",
  },
];

export const stickerOrder = {
  title: "Order stickers",
  description: "Holographic club stickers; every sale funds free events.",
  href: links.merchOrderForm,
} as const;

export const socialJusticeResource = {
  title: "Black Lives Matter resources",
  description: "Ways to donate, petitions to sign and reading to do, gathered in one place.",
  href: "https://blacklivesmatters.carrd.co/",
} as const;
