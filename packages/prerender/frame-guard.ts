// A framed page stays hidden, so no other site can lay it under its own and
// steer a visitor's clicks (clickjacking), also where the host sends no
// frame-ancestors header (GitHub Pages ignores _headers, and a <meta> policy
// cannot carry it).

import { showUnlessFramed as showUnlessFramedScript } from "./inline/show-unless-framed.ts";
import { showUnlessFramedElsewhere as showUnlessFramedElsewhereScript } from "./inline/show-unless-framed-elsewhere.ts";
import { inlineScript } from "./inline-script.ts";

/** The id of the style that hides a page until its script has seen it is not framed by another site. */
export const FRAME_GUARD_ID = "frame-guard";

/** Removes the hiding style unless the page is in a frame; allowed by its hash in the page's policy. */
export const showUnlessFramed = inlineScript(showUnlessFramedScript, FRAME_GUARD_ID);

/** Removes the hiding style unless the page is framed by a page of another origin (Storybook's manager frames its own preview). */
export const showUnlessFramedElsewhere = inlineScript(showUnlessFramedElsewhereScript, FRAME_GUARD_ID);

/**
 * The tags that keep a page hidden while framed: a style hiding the whole
 * page, a <noscript> style showing it again (without JavaScript the page
 * reads as it always did; a frame that forbids scripts gets that reading
 * too, with nothing scripted working), and the inline script that removes
 * the hiding style at once unless the page is framed. With `sameOrigin`, a
 * frame of our own origin may show the page.
 */
export function frameGuard({ sameOrigin = false }: { sameOrigin?: boolean } = {}): string {
  return [
    `<style id="${FRAME_GUARD_ID}">html{display:none!important}</style>`,
    "<noscript><style>html{display:block!important}</style></noscript>",
    `<script>${sameOrigin ? showUnlessFramedElsewhere : showUnlessFramed}</script>`,
  ].join("");
}

/**
 * The page with `frameGuard()` first in <head>, right after its charset. All of
 * it runs before the first paint, with no request, so an unframed page paints
 * as before.
 */
export function hideWhenFramed(html: string): string {
  const charset = /<meta charset="?[\w-]+"?\s*\/?>/i;
  const at = charset.test(html) ? charset : /<head>/i;
  if (!at.test(html)) throw new Error("index.html needs a <head> for the frame guard");
  return html.replace(at, (tag) => `${tag}${frameGuard()}`);
}
