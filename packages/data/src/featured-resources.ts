// The curated list behind /resources/featured, as the club published it (title,
// type and link); the descriptions are ours. Preview images are our own
// drawings, looked up by key; a resource without one (or with a key that has no
// file) shows the default.
import defaultImage from "./images/featured/default.svg";

/** The four types the filters know; any other string counts as "other". */
export type FeaturedType = "Tool" | "Guide" | "Inspiration" | (string & {});

export interface FeaturedResource {
  title: string;
  type: FeaturedType;
  link: string;
  desc: string;
  /** Key of a preview image in images/featured (file name without .svg). */
  ogImg?: string;
}

const previews = import.meta.glob<string>("./images/featured/*.svg", { eager: true, import: "default" });

/** Whether a preview image key has a file; the data test checks every key with it. */
export function hasFeaturedImage(key: string): boolean {
  return `./images/featured/${key}.svg` in previews;
}

/** The preview image of a resource: its own, or the default when none is given or found. */
export function featuredImage(resource: Pick<FeaturedResource, "ogImg">): string {
  if (!resource.ogImg) return defaultImage;
  return previews[`./images/featured/${resource.ogImg}.svg`] ?? defaultImage;
}

export const defaultFeaturedImage = defaultImage;

export const featuredResources = [
  {
    title: "Web Design slides",
    type: "Guide",
    link: "https://docs.google.com/presentation/d/1Tp5mBXcrHnvg8_39mH8UcDpbNoR8iV0-Z1FoZm4q66w/edit#slide=id.g297f2a3b982_0_71",
    desc: "Our workshop deck on designing for the web, slide by slide.",
    ogImg: "web-design-slides",
  },
  {
    title: "End to End Figma demo file",
    type: "Inspiration",
    link: "https://www.figma.com/file/MzXQupHXpnSdIHPlzuKspa/DAUCI%3A-Figma-Tutorial?type=design&node-id=0%3A1&mode=design&t=dqDR26QxegfZKEPH-1",
    desc: "Our Figma tutorial file: open it and follow one design through every step.",
    ogImg: "figma-demo-file",
  },
  {
    title: "Figma",
    type: "Tool",
    link: "https://www.figma.com/",
    desc: "Interface design and prototyping in the browser, with room for a whole team.",
    ogImg: "figma",
  },
  {
    title: "Intro to Frontend Development",
    type: "Guide",
    link: "https://learn.ryqn.dev/tutorial/webapp-demos/design-at-uci-fall-23",
    desc: "Build a small web app step by step with the guide from our Fall 2023 workshop.",
    ogImg: "intro-frontend",
  },
  {
    title: "Past Slides",
    type: "Guide",
    link: "https://drive.google.com/drive/folders/14yhiCBnk0E6GECv8LPwSxduM1Nb6GOAQ",
    desc: "The shared folder of slides from our workshops.",
    ogImg: "past-slides",
  },
  {
    title: "Coolfolios",
    type: "Inspiration",
    link: "https://cofolios.com/",
    desc: "A gallery of designers' portfolios to study before you build your own.",
    ogImg: "coolfolios",
  },
  {
    title: "Laws of UX",
    type: "Guide",
    link: "https://lawsofux.com/",
    desc: "Short, illustrated explanations of the principles behind usable interfaces.",
    ogImg: "laws-of-ux",
  },
  {
    title: "Google Fonts",
    type: "Tool",
    link: "https://fonts.google.com/",
    desc: "Free typefaces you can preview, pair and download for any project.",
    ogImg: "google-fonts",
  },
  {
    title: "Design System Articles",
    type: "Guide",
    link: "https://www.designsystems.com/",
    desc: "Essays and interviews on how teams build and keep up a design system.",
    ogImg: "design-systems",
  },
  {
    title: "Dribbble",
    type: "Inspiration",
    link: "https://dribbble.com/shots",
    desc: "Shots of interface and visual work posted by designers around the world.",
    ogImg: "dribbble",
  },
  {
    title: "Daily UI",
    type: "Inspiration",
    link: "https://www.dailyui.co/",
    desc: "A design challenge in your inbox every day, to keep you practising.",
    ogImg: "daily-ui",
  },
  {
    title: "Behance",
    type: "Inspiration",
    link: "https://www.behance.net/",
    desc: "Whole portfolio projects from designers and studios, process included.",
    ogImg: "behance",
  },
  {
    title: "Medium Design Articles",
    type: "Guide",
    link: "https://medium.com/topic/design",
    desc: "Writing on design by many authors, gathered under one topic.",
    ogImg: "medium-design",
  },
  {
    title: "Coolors",
    type: "Tool",
    link: "https://coolors.co/app",
    desc: "Make a colour palette in seconds, then tweak it and export it.",
    ogImg: "coolors",
  },
] as const satisfies readonly FeaturedResource[];
