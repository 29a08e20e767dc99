// Brand guidelines content: the colour swatches and the downloadable symbols.

export interface ColorSwatch {
  /** HEX code with the leading '#', uppercase. */
  color: `#${string}`;
  /** The label text is white on this colour. */
  light: boolean;
  name: string;
}

export const brandSwatches = [
  { name: "Black", color: "#000024", light: true },
  { name: "Blue", color: "#089AFF", light: true },
  { name: "Orange", color: "#FC593D", light: true },
  { name: "Pink", color: "#FF9FF4", light: false },
  { name: "Yellow", color: "#FFCC45", light: false },
  { name: "Green", color: "#2ADB6A", light: false },
  { name: "Red", color: "#FC123D", light: true },
  { name: "Ultraviolet", color: "#011EFB", light: true },
  { name: "Gray", color: "#7A7A8D", light: true },
  { name: "Silver", color: "#E4E4E6", light: false },
  { name: "Sky", color: "#CEF2FF", light: false },
  { name: "Peach", color: "#FFDFD9", light: false },
  { name: "Blush", color: "#FFE1FB", light: false },
  { name: "Lime", color: "#D1FFE1", light: false },
] as const satisfies readonly ColorSwatch[];

export interface BrandSymbol {
  /** File name under /static/file/. */
  file: string;
  title: string;
  /** Light artwork needs a dark card to be seen. */
  dark?: boolean;
}

export const brandSymbols = [
  { file: "logo.svg", title: "Logo" },
  { file: "logo-silhouette.svg", title: "Logo silhouette" },
  { file: "logo-white.svg", title: "Logo, white", dark: true },
  { file: "logo-minimal.svg", title: "Minimal mark" },
  { file: "logo-circle-profile.svg", title: "Circle profile picture" },
  { file: "industry-logo.svg", title: "Industry events" },
  { file: "designathon-logo.svg", title: "Design-a-thon" },
  { file: "pt-logo.svg", title: "Project Teams" },
  { file: "pt-logo-outline.svg", title: "Project Teams, outline" },
  { file: "workshop-icon.svg", title: "Workshop icon" },
  { file: "social-icon.svg", title: "Socials icon" },
] as const satisfies readonly BrandSymbol[];

/** Where a brand symbol is served from. */
export function symbolUrl(file: string): string {
  return `/static/file/${file}`;
}

/** A brand swatch's HEX code, e.g. "#FFE1FB" (Blush): a type, so a record that names a colour imports nothing. */
export type BrandColor = (typeof brandSwatches)[number]["color"];
