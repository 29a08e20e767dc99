import styled from "@emotion/styled";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { colors, radius } from "./theme/tokens.ts";

export interface MasonryPhoto {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** Container widths at which the layout steps up, and what each step uses. */
export const galleryBreakpoints = [
  { minWidth: 1200, spacing: 20, columns: 5 },
  { minWidth: 600, spacing: 15, columns: 4 },
  { minWidth: 300, spacing: 10, columns: 3 },
  { minWidth: 0, spacing: 5, columns: 2 },
] as const;

/** Photos below the fold wait this long after scrolling into view before loading. */
export const LAZY_DELAY_MS = 500;

// Breakpoints follow the gallery's own width (a container query), so the CSS
// alone picks columns and spacing: the prerendered page already has its final
// layout and nothing moves when the script arrives.
const responsive = Object.fromEntries(
  galleryBreakpoints
    .filter((step) => step.minWidth > 0)
    .reverse()
    .map((step) => [
      `@container masonry (min-width: ${step.minWidth}px)`,
      { "--gallery-gap": `${step.spacing}px`, "--gallery-auto-columns": String(step.columns) },
    ]),
);

const Root = styled.div({ containerType: "inline-size", containerName: "masonry" });

const Columns = styled.ul({
  "--gallery-gap": "5px",
  "--gallery-auto-columns": "2",
  ...responsive,
  listStyle: "none",
  margin: 0,
  padding: 0,
  columnCount: "var(--gallery-columns, var(--gallery-auto-columns))",
  columnGap: "var(--gallery-gap)",
});

const Item = styled.li({
  breakInside: "avoid",
  marginBottom: "var(--gallery-gap)",
  borderRadius: radius.sm,
  overflow: "hidden",
  background: colors.silver,
});

const Frame = styled.span({ display: "block", width: "100%" });

const Img = styled.img({
  display: "block",
  width: "100%",
  height: "auto",
  animation: "masonry-fade 300ms ease",
  "@keyframes masonry-fade": { from: { opacity: 0 }, to: { opacity: 1 } },
  "@media (prefers-reduced-motion: reduce)": { animation: "none" },
});

function LazyPhoto({ photo, delayMs }: { photo: MasonryPhoto; delayMs: number }) {
  const frame = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setShown(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible) {
          observer.disconnect();
          // Photos on screen at load appear at once; the rest wait after scrolling in.
          if (firstReport) setShown(true);
          else timer = setTimeout(() => setShown(true), delayMs);
        }
        firstReport = false;
        // Counted from a little before the screen's edge: a photo scrolled past between two frames is still seen.
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [delayMs]);

  return (
    <Frame
      ref={frame}
      style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
      role={shown ? undefined : "img"}
      aria-label={shown ? undefined : photo.alt}
      data-state={shown ? "loaded" : "waiting"}
    >
      {shown ? (
        <Img src={photo.src} width={photo.width} height={photo.height} alt={photo.alt} decoding="async" />
      ) : (
        <noscript>
          <img
            src={photo.src}
            width={photo.width}
            height={photo.height}
            alt={photo.alt}
            style={{ width: "100%", height: "auto" }}
          />
        </noscript>
      )}
    </Frame>
  );
}

export interface MasonryGalleryProps extends ComponentProps<"div"> {
  photos: readonly MasonryPhoto[];
  /** A fixed column count; left out, the columns follow the gallery width (5/4/3/2). */
  columns?: number;
  lazyDelayMs?: number;
}

/**
 * Photos of any proportions in columns, each box sized from the photo's width
 * and height so nothing shifts while they load. Spacing grows with the
 * gallery's width (20/15/10/5 px at 1200/600/300/0).
 */
export function MasonryGallery({ photos, columns, lazyDelayMs = LAZY_DELAY_MS, style, ...rest }: MasonryGalleryProps) {
  return (
    <Root {...rest}>
      <Columns
        data-columns={columns ?? "auto"}
        style={columns ? { ...style, ["--gallery-columns" as string]: String(columns) } : style}
      >
        {photos.map((photo) => (
          <Item key={photo.src}>
            <LazyPhoto photo={photo} delayMs={lazyDelayMs} />
          </Item>
        ))}
      </Columns>
    </Root>
  );
}
