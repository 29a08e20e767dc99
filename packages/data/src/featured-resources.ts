// The curated list behind /resources/featured. Preview images are looked up by
// key; a resource without one (or with a key that has no file) shows the default.
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
    title: "Figma",
    type: "Tool",
    link: "https://www.figma.com/",
    desc: "The collaborative interface design tool we teach in most workshops. Free for students.",
    ogImg: "figma",
  },
  {
    title: "Laws of UX",
    type: "Guide",
    link: "https://lawsofux.com/",
    desc: "Psychology principles behind good interfaces, each explained on one illustrated card.",
    ogImg: "laws-of-ux",
  },
  {
    title: "Dribbble",
    type: "Inspiration",
    link: "https://dribbble.com/",
    desc: "Shots from designers around the world; search any pattern to see dozens of takes on it.",
    ogImg: "dribbble",
  },
  {
    title: "Coolors",
    type: "Tool",
    link: "https://coolors.co/",
    desc: "Generate, lock and tweak colour palettes with the space bar, then export them anywhere.",
    ogImg: "coolors",
  },
  {
    title: "Material Design 3",
    type: "Guide",
    link: "https://m3.material.io/",
    desc: "Google's design system: components, layout, colour and motion, with the reasons behind them.",
    ogImg: "material-3",
  },
  {
    title: "Mobbin",
    type: "Inspiration",
    link: "https://mobbin.com/",
    desc: "A library of real app screens and flows, handy when you research how others solved a problem.",
    ogImg: "mobbin",
  },
  {
    title: "WebAIM Contrast Checker",
    type: "Tool",
    link: "https://webaim.org/resources/contrastchecker/",
    desc: "Check that your text and background colours pass WCAG contrast before anyone else checks.",
    ogImg: "webaim-contrast",
  },
  {
    title: "Human Interface Guidelines",
    type: "Guide",
    link: "https://developer.apple.com/design/human-interface-guidelines",
    desc: "Apple's guidance for designing apps that feel at home on iPhone, iPad, Mac and Watch.",
    ogImg: "apple-hig",
  },
  {
    title: "Behance",
    type: "Inspiration",
    link: "https://www.behance.net/",
    desc: "Full case studies from designers and studios: see the process, not just the final shot.",
    ogImg: "behance",
  },
  {
    title: "Design Matters",
    type: "Podcast",
    link: "https://www.designmattersmedia.com/",
    desc: "Long conversations with designers, artists and writers about how they built their careers.",
    ogImg: "design-matters",
  },
  {
    title: "Fontpair",
    type: "Tool",
    link: "https://www.fontpair.co/",
    desc: "Free font pairings you can preview together, so headings and body text get along.",
    ogImg: "fontpair",
  },
  {
    title: "Nielsen Norman Group Articles",
    type: "Guide",
    link: "https://www.nngroup.com/articles/",
    desc: "Research-backed articles on usability, from heuristics to writing for the web.",
    ogImg: "nngroup",
  },
  {
    title: "Awwwards",
    type: "Inspiration",
    link: "https://www.awwwards.com/",
    desc: "Award-winning websites judged on design, usability and creativity, updated daily.",
    ogImg: "awwwards",
  },
  {
    title: "ADPList",
    type: "Mentorship",
    link: "https://adplist.org/",
    desc: "Book free one-on-one calls with designers in the industry for portfolio and career advice.",
    ogImg: "adplist",
  },
  {
    title: "Phosphor Icons",
    type: "Tool",
    link: "https://phosphoricons.com/",
    desc: "A flexible open icon family in six weights, with a Figma plugin.",
    ogImg: "phosphor",
  },
  {
    title: "The A11Y Project Checklist",
    type: "Guide",
    link: "https://www.a11yproject.com/checklist/",
    desc: "A plain-language checklist for accessible designs, built on WCAG.",
    ogImg: "a11y-checklist",
  },
  {
    title: "Godly",
    type: "Inspiration",
    link: "https://godly.website/",
    desc: "A gallery of bold, animated web design to stretch your sense of what a site can be.",
    ogImg: "godly",
  },
  {
    title: "Figma Community",
    type: "Community",
    link: "https://www.figma.com/community",
    desc: "Free files, UI kits and plugins shared by other designers; duplicate one and take it apart.",
    ogImg: "figma-community",
  },
  {
    title: "Haikei",
    type: "Tool",
    link: "https://haikei.app/",
    desc: "Generate blobs, waves and gradients as SVG backgrounds, ready to drop into a layout.",
    ogImg: "haikei",
  },
  {
    title: "Practical Typography",
    type: "Guide",
    link: "https://practicaltypography.com/",
    desc: "A free online book about making text look good, with rules you can use today.",
    ogImg: "practical-typography",
  },
  {
    title: "Land-book",
    type: "Inspiration",
    link: "https://land-book.com/",
    desc: "Landing pages sorted by industry and style, for when a hero section will not come together.",
    ogImg: "land-book",
  },
  {
    title: "Google UX Design Certificate",
    type: "Course",
    link: "https://grow.google/certificates/ux-design/",
    desc: "A self-paced online course that walks through the whole UX process with portfolio projects.",
    ogImg: "google-ux-cert",
  },
  {
    title: "Blush",
    type: "Tool",
    link: "https://blush.design/",
    desc: "Mix and match illustration collections by many artists to make your own scenes.",
    ogImg: "blush",
  },
  {
    title: "Refactoring UI",
    type: "Guide",
    link: "https://www.refactoringui.com/",
    desc: "Practical tactics for making interfaces look better, written for developers and designers.",
    ogImg: "refactoring-ui",
  },
  {
    title: "Page Flows",
    type: "Inspiration",
    link: "https://pageflows.com/",
    desc: "Recorded user flows of real products: onboarding, checkout, settings and more.",
    ogImg: "page-flows",
  },
  {
    title: "remove.bg",
    type: "Tool",
    link: "https://www.remove.bg/",
    desc: "Cut the background out of a photo in seconds for mockups and posters.",
    ogImg: "remove-bg",
  },
  {
    title: "Figma Config Talks",
    type: "Video",
    link: "https://www.youtube.com/@Figma",
    desc: "Recorded talks from Figma's yearly conference on design systems, craft and careers.",
    ogImg: "figma-config-talks",
  },
] as const satisfies readonly FeaturedResource[];
