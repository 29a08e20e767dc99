import styled from "@emotion/styled";
import { useSyncExternalStore } from "react";
import { type CdnImage, CdnPhoto } from "../cdn-photo.tsx";
import { radius } from "../theme/tokens.ts";

// The card's width in the winners' grid: a column of one on a phone, of three from 600 px,
// the page's 1120 px at most; up to a 2x screen.
const SCREEN_SIZES = "(min-width: 1120px) 300px, (min-width: 600px) 30vw, 100vw";
const SCREEN_WIDTHS = [400, 640, 800, 1200];

// Its width and height attributes give the browser its shape before it loads: nothing moves.
const Screen = styled(CdnPhoto)({ display: "block", width: "100%", height: "auto", borderRadius: radius.sm });

// The screen's place, held in the page from its first paint.
const Frame = styled.span({ display: "block", width: "100%" });

export interface WinnerScreenProps {
  /** The entry's screen on the image CDN, with its alt text. */
  image: CdnImage;
}

/** The screen as shown: uncropped, lazy, sized from the CDN; when it cannot be loaded, the card is as it is without one. */
export function WinnerScreenPhoto({ image }: WinnerScreenProps) {
  return <Screen image={image} widths={SCREEN_WIDTHS} sizes={SCREEN_SIZES} fallback={null} />;
}

const noSubscription = () => () => {};

/**
 * A winning entry's screen at the top of its card in `Winners`. The page's
 * HTML holds only its place, in its shape: an edition's document must arrive
 * in a connection's first round trip, and a photo's markup is content the
 * board adds, so the photo comes with the page's scripts (the render after
 * hydration), below the first screen and lazily; nothing moves when it does.
 */
export function WinnerScreen({ image }: WinnerScreenProps) {
  // The server's value in the prerender and while hydrating; the browser's once the page runs.
  const running = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return running ? (
    <WinnerScreenPhoto image={image} />
  ) : (
    <Frame aria-hidden="true" style={{ aspectRatio: `${image.width} / ${image.height}` }} />
  );
}
