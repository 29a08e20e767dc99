import styled from "@emotion/styled";
import { type CdnImage, CdnPhoto } from "../cdn-photo.tsx";
import { radius } from "../theme/tokens.ts";

// The card's width in the winners' grid: a column of one on a phone, of three from 600 px,
// the page's 1120 px at most; up to a 2x screen.
const SCREEN_SIZES = "(min-width: 1120px) 300px, (min-width: 600px) 30vw, 100vw";
const SCREEN_WIDTHS = [400, 640, 800, 1200];

// Its width and height attributes give the browser its shape before it loads: nothing moves.
const Screen = styled(CdnPhoto)({ display: "block", width: "100%", height: "auto", borderRadius: radius.sm });

export interface WinnerScreenProps {
  /** The entry's screen on the image CDN, with its alt text. */
  image: CdnImage;
}

/**
 * A winning entry's screen at the top of its card in `Winners`, uncropped,
 * lazy, over its blurred preview; when it cannot be loaded, the card is as it is without one.
 */
export function WinnerScreen({ image }: WinnerScreenProps) {
  return <Screen image={image} widths={SCREEN_WIDTHS} sizes={SCREEN_SIZES} fallback={null} />;
}
