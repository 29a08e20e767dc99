// The page written in fewer bytes, the same document to a browser, so more of
// it fits a new connection's first round trip.
import { transformSync } from "esbuild";

// Kept quoted: the deploy's checks and the tests read these with regexes
// (links, image addresses, the newsletter form's action, new-tab links, the
// structured data's script type).
const KEPT_QUOTED = new Set(["href", "src", "srcset", "action", "content", "target", "rel", "type"]);

// What a parser reads as text until its end tag: nothing inside is markup to rewrite.
const RAW = /^<(script|style|textarea|noscript|title|xmp|iframe|noembed|noframes|plaintext)[\s>]/i;

/** A value HTML lets go without quotes: no whitespace, quotes, `=`, `<`, `>` or backtick, and not empty. */
const UNQUOTABLE = /^[^\s"'=<>`]+$/;

/** One start tag's double-quoted attribute values unquoted where they may be (see `compactHtml`). */
function compactTag(tag: string): string {
  return tag.replace(
    /(\s)([^\s"'>/=]+)="([^"]*)"/g,
    (attribute, space: string, name: string, value: string, at: number) => {
      const decoded = value.replace(/&#x27;/g, "'");
      // Before `/>` an unquoted value would take the slash in (`src=/a.webp/>`).
      const followedBySlash = tag[at + attribute.length] === "/";
      if (KEPT_QUOTED.has(name.toLowerCase()) || followedBySlash || !UNQUOTABLE.test(decoded))
        return `${space}${name}="${decoded}"`;
      return `${space}${name}=${decoded}`;
    },
  );
}

/**
 * The body of a prerendered page with the attribute values that need no
 * quotes unquoted (`class="css-1obf64m"` → `class=css-1obf64m`, valid
 * HTML that parses to the same attributes) and React's `&#x27;` written as
 * the apostrophe it is, in text and in quoted values (neither needs it
 * escaped). The head is left as it is (its tags are read by the sharing
 * checks and the tests), as are the insides of scripts, styles, comments and
 * other raw text, a value before `/>`, and the attributes in `KEPT_QUOTED`.
 * Run it last: the steps before it read the page's attributes quoted.
 */
export function compactHtml(html: string): string {
  const bodyStart = html.search(/<body[\s>]/);
  if (bodyStart === -1) return html;
  const body = html.slice(bodyStart);
  let result = "";
  // A comment, a tag, or the text up to the next of them.
  const token = /<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>|[^<]+|</g;
  for (let match = token.exec(body); match; match = token.exec(body)) {
    const [text] = match;
    const at = token.lastIndex;
    if (text.startsWith("<!--")) result += text;
    else if (text.startsWith("</") || text === "<") result += text;
    else if (text.startsWith("<")) {
      result += compactTag(text);
      const raw = RAW.exec(text);
      if (raw?.[1]) {
        const end = body.toLowerCase().indexOf(`</${raw[1].toLowerCase()}`, at);
        const stop = end === -1 ? body.length : end;
        result += body.slice(at, stop);
        token.lastIndex = stop;
      }
    } else result += text.replace(/&#x27;/g, "'");
  }
  return html.slice(0, bodyStart) + result;
}

/**
 * Emotion's style tags without the spaces and last semicolons a browser does
 * not need (esbuild's whitespace minifier: `@media (min-width: 900px){.a{gap:8px;}}`
 * → `@media(min-width:900px){.a{gap:8px}}`); custom properties' values are
 * kept as written. Each tag lists its rules' names with commas
 * (`data-emotion="c,1obf64m,19dn5og"`): @emotion/react, as it loads, makes a
 * cache of its own that moves every tag listed with spaces to the end of
 * <head>, which makes the browser restyle the whole page. The app's style
 * cache puts the spaces back and takes the tags over where they are
 * (`createStyleCache` in @duci/ui).
 */
export function compactStyles(html: string): string {
  return html.replace(
    /<style data-emotion="([^"]*)">([^<]*)<\/style>/g,
    (_, names: string, css: string) =>
      `<style data-emotion="${names.replaceAll(" ", ",")}">${transformSync(css, { loader: "css", minifyWhitespace: true }).code.trim()}</style>`,
  );
}
