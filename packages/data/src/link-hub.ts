// The link hub at /hey (the page behind the club's social bios).
import { paths } from "./paths.ts";
import { type SocialName, shortSocials, type socials } from "./socials.ts";

export interface HubCard {
  title: string;
  description: string;
  href: string;
  /** Accent of the card, one of the brand's light tints. */
  tone: "sky" | "peach" | "blush" | "lime" | "silver";
  /** The network the card leads to, whose icon it shows. */
  network?: SocialName;
}

/** The big card at the top: our own website. */
export const websiteCard = {
  title: "designatuci.com",
  description: "Events, resources, the board and everything else about the club.",
  href: paths.home,
  tone: "sky",
} as const satisfies HubCard;

const socialDescriptions: Record<(typeof socials)[number]["name"], string> = {
  Instagram: "Event posters, photos and announcements.",
  Discord: "Our server: chat with members between meetings.",
  Facebook: "Our page, with event reminders.",
  LinkedIn: "Club news for your professional network.",
  YouTube: "Our channel of recorded talks and workshops.",
  TikTok: "Our short videos.",
};

const tones = ["peach", "blush", "lime", "sky", "silver"] as const;

/** External link cards, the networks the club's hub listed; every one opens in a new tab. */
export const hubCards: readonly HubCard[] = shortSocials.map((social, index) => ({
  title: social.name,
  network: social.name,
  description: socialDescriptions[social.name],
  href: social.link,
  tone: tones[index % tones.length] ?? "silver",
}));

/** The sticker order form the club's link hub gave. */
export const stickerOrder = {
  title: "Order stickers",
  description: "Club stickers by order form; every sale helps fund our free events.",
  href: "https://forms.gle/5P4Hq6egXJvBU76G8",
} as const;

export const socialJusticeResource = {
  title: "Black Lives Matter resources",
  description: "Ways to donate, petitions to sign and reading to do, gathered in one place.",
  href: "https://blacklivesmatters.carrd.co/?ltclid=",
} as const;
