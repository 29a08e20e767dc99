/** The SVG with every <text> element replaced by outlines in DM Sans. */
export function outlineText(svg: string): string;
/** True when the SVG has live <text> that depends on fonts it does not carry. */
export function hasLiveText(svg: string): boolean;
/** True when the SVG embeds its own font. */
export function embedsFont(svg: string): boolean;
