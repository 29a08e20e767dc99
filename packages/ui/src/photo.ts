// What a picture of a person needs to be shown: the files the image pipeline
// (`@duci/images/photo`) makes from a `?photo` import, e.g.
// `import averyPhoto from "./images/people/avery-quinn.jpg?photo"`.

export interface PhotoSource {
  type: "image/avif" | "image/webp";
  /** Fingerprinted files with their widths: "a.avif 120w, b.avif 240w, c.avif 480w". */
  srcSet: string;
}

export interface Photo {
  /** The largest file's size in pixels (photos are cropped square). */
  width: number;
  height: number;
  /** A WebP file for browsers that ignore `<source>`. */
  src: string;
  sources: readonly PhotoSource[];
}
