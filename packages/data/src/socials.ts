export type SocialName = "Instagram" | "Discord" | "Facebook" | "LinkedIn" | "YouTube" | "TikTok";

export interface SocialLink {
  name: SocialName;
  link: string;
  /** Short line shown on the join page's cards. */
  blurb: string;
}

export const socials = [
  { name: "Instagram", link: "https://www.instagram.com/designatuci/", blurb: "Event photos and announcements" },
  { name: "Discord", link: "https://discord.com/invite/MBVrKe9", blurb: "Chat with members between meetings" },
  { name: "Facebook", link: "https://www.facebook.com/designatuci/", blurb: "Event pages and reminders" },
  { name: "LinkedIn", link: "https://www.linkedin.com/company/design-at-uci/", blurb: "Club news for your network" },
  {
    name: "YouTube",
    link: "https://www.youtube.com/channel/UC3LqXqBN-R7C91ttlyXHhIQ",
    blurb: "Workshop recordings and talks",
  },
  { name: "TikTok", link: "https://www.tiktok.com/@design_at_uci", blurb: "Short videos from the club" },
] as const satisfies readonly SocialLink[];

/** The four networks of the join page's and the link hub's cards, as the club's site showed them. */
export const shortSocials = socials.filter((social) =>
  (["Instagram", "Discord", "LinkedIn", "TikTok"] as const).some((name) => name === social.name),
);
