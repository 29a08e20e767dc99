import { type ComponentProps, type ReactNode, useCallback, useState } from "react";

/** A photo on an image CDN that sizes and crops from URL parameters (?w=…&h=…&auto=format&fit=crop). */
export interface CdnImage {
  /** The original file's address, without parameters. */
  url: string;
  /** The original's size in pixels. */
  width: number;
  height: number;
  alt: string;
  /** A tiny blurred copy as a data: URL, shown until the photo has loaded; "" for none. */
  lqip: string;
}

export interface CdnPhotoProps
  extends Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "width" | "height" | "alt" | "loading"> {
  image: CdnImage;
  /** The widths the CDN is asked for, in pixels; the browser picks one from `sizes`. */
  widths: readonly number[];
  /** The shown width in CSS, as the `sizes` attribute says it ("(min-width: 800px) 25vw, 50vw"). */
  sizes: string;
  /** Width over height to crop to (around the editor's hotspot); the original's by default. */
  aspect?: number;
  /** The shown width in CSS pixels when it is fixed (a headshot); the largest asked width otherwise, scaled by CSS. */
  width?: number;
  /** "eager" only for a photo in the first screenful of a page. */
  loading?: "lazy" | "eager";
  /** Shown instead when the photo cannot be loaded. */
  fallback: ReactNode;
}

/** The CDN's address of `image` at `width` pixels wide, cropped to `height` when given. */
export function cdnPhotoUrl(image: Pick<CdnImage, "url">, width: number, height?: number): string {
  const size = height ? `w=${width}&h=${height}` : `w=${width}`;
  return `${image.url}?${size}&auto=format&fit=crop`;
}

/**
 * A photo at the pixels the screen needs: `srcset` from the CDN's sizes,
 * width and height set so nothing shifts, loaded lazily and decoded off the
 * main thread, over its blurred preview, which is removed once it has loaded.
 * The photo shows without any script; if it fails, `fallback` stands in.
 */
export function CdnPhoto({
  image,
  widths,
  sizes,
  aspect,
  width,
  loading = "lazy",
  fallback,
  style,
  ...rest
}: CdnPhotoProps) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const ratio = aspect ?? image.width / image.height;
  // Never ask for more pixels than the original has.
  const fitting = widths.filter((each) => each <= image.width);
  const asked = fitting.length > 0 ? fitting : [Math.min(...widths, image.width)];
  const largest = Math.max(...asked);
  const height = (asked: number) => (aspect ? Math.round(asked / aspect) : undefined);
  // A photo that finished (or failed) before React took over fires no event React sees.
  const seen = useCallback((img: HTMLImageElement | null) => {
    if (!img?.complete || !img.currentSrc) return;
    setState(img.naturalWidth > 0 ? "loaded" : "failed");
  }, []);
  if (state === "failed") return <>{fallback}</>;
  const placeholder =
    state === "loading" && image.lqip ? { backgroundImage: `url("${image.lqip}")`, backgroundSize: "cover" } : {};
  return (
    <img
      ref={seen}
      src={cdnPhotoUrl(image, largest, height(largest))}
      srcSet={asked.map((each) => `${cdnPhotoUrl(image, each, height(each))} ${each}w`).join(", ")}
      sizes={sizes}
      width={width ?? largest}
      height={Math.round((width ?? largest) / ratio)}
      alt={image.alt}
      loading={loading}
      decoding="async"
      data-state={state}
      onLoad={() => setState("loaded")}
      onError={() => setState("failed")}
      style={{ ...placeholder, ...style }}
      {...rest}
    />
  );
}
