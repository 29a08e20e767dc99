// Merchandise drops, newest first, as the club published them: names, items,
// prices, stock and buy link. The descriptions are ours, and the pictures are
// our own drawings (no product photos); they live in images/merch/{path}/{photo}.
import { paths } from "./paths.ts";

export type MerchNote = string | { type: "link"; href: string; content: string };

export interface MerchItem {
  name: string;
  /** US dollars; left out when a drop sold the item at different prices. */
  price?: number;
  /** File name inside the collection's image folder. */
  photo: string;
  note?: MerchNote;
}

export interface MerchCollection {
  name: string;
  /** Image folder under images/merch. */
  path: string;
  description: string;
  inStock: boolean;
  buyLink?: string;
  items: readonly MerchItem[];
}

// Artwork may be SVG, PNG, JPEG or WebP.
const photos = import.meta.glob<string>("./images/merch/*/*.{svg,png,jpg,jpeg,webp}", {
  eager: true,
  import: "default",
});

/** The URL of an item's photo, or undefined when the file does not exist (the data test forbids that). */
export function merchPhoto(collection: Pick<MerchCollection, "path">, item: Pick<MerchItem, "photo">) {
  return photos[`./images/merch/${collection.path}/${item.photo}`];
}

export const merchCollections = [
  {
    name: "Winter 2023 Merch",
    path: "winter-2023",
    description: "A long-sleeved DAUCI shirt and four stickers.",
    inStock: true,
    buyLink: "https://forms.gle/JMiH9sDC1kiTppKE9",
    items: [
      { name: "I Survived DAUCI Sticker", price: 3, photo: "isurvived.svg" },
      { name: "You Belong Here Sticker", price: 3, photo: "youbelong.svg" },
      { name: "Long-Sleeved DAUCI Shirt", price: 22, photo: "shirt.svg" },
      { name: "Bobaeater", price: 3, photo: "bobaeater.svg" },
      { name: "DAUCI is My Passion", price: 3, photo: "passion.svg" },
    ],
  },
  {
    name: "Spring 2022 Merch",
    path: "spring-2022",
    description: "An embroidered UC Irvine t-shirt and two stickers.",
    inStock: false,
    items: [
      {
        name: "UC Irvine Embroidered T-Shirt",
        price: 30,
        photo: "shirt.svg",
        note: { type: "link", href: paths.shirt22, content: "View Shirt" },
      },
      { name: '"uc irvine sticker"', price: 3.5, photo: "ucirvine.svg" },
      { name: "Rainbow Heart Pen Tool", price: 3.5, photo: "heart.svg" },
    ],
  },
  {
    name: "Fall-Winter 2021 Stickers",
    path: "fall-winter-2021",
    description: "Four stickers, one of them holographic.",
    inStock: false,
    items: [
      { name: "Chill Out", photo: "frozen-eater.svg", note: "Holographic" },
      { name: "Bobaeater", price: 3, photo: "bobaeater.svg" },
      { name: "Design is My Passion", price: 3, photo: "passion.svg" },
      { name: "D@UCI Boba", price: 3, photo: "boba.svg" },
    ],
  },
  {
    name: "2020 Stickers",
    path: "fall-2020",
    description: "Three stickers from 2020.",
    inStock: false,
    items: [
      { name: "I Heart Design", price: 3, photo: "heart.svg" },
      { name: "Pen Tool", price: 3, photo: "pentool.svg" },
      { name: "Boba", price: 3, photo: "boba.svg" },
    ],
  },
] as const satisfies readonly MerchCollection[];

export interface GalleryPhoto {
  src: string;
  width: number;
  height: number;
  alt: string;
}

const shirtPhoto = (n: number) => photos[`./images/merch/spring-2022/gallery-${n}.svg`] as string;

/** The Spring '22 shirt page: its main image and the "More Photos" gallery, drawn by us. */
export const shirt22 = {
  name: "Spring '22 Shirt",
  price: 20,
  inStock: false,
  sizes: ["S", "M", "L"],
  mainImage: { src: photos["./images/merch/spring-2022/shirt.svg"] as string, width: 400, height: 400 },
  gallery: [
    {
      src: shirtPhoto(1),
      width: 600,
      height: 800,
      alt: "Illustration: the front of the shirt laid flat, UCI stitched on the chest",
    },
    { src: shirtPhoto(2), width: 800, height: 600, alt: "Illustration: the back of the shirt" },
    { src: shirtPhoto(3), width: 600, height: 600, alt: "Illustration: the stitched UCI up close" },
    {
      src: shirtPhoto(4),
      width: 600,
      height: 900,
      alt: "Illustration: the short sleeve up close, with its seam and hem",
    },
    { src: shirtPhoto(5), width: 800, height: 533, alt: "Illustration: the shirt folded square on a stack of tees" },
    { src: shirtPhoto(6), width: 600, height: 750, alt: "Illustration: the shirt on a hanger" },
    {
      src: shirtPhoto(7),
      width: 700,
      height: 700,
      alt: "Illustration: a flat lay of the shirt with a UCI sticker, a notebook and a pencil",
    },
    { src: shirtPhoto(8), width: 600, height: 800, alt: "Illustration: the neck tag up close, size M" },
  ],
} as const satisfies {
  name: string;
  price: number;
  inStock: boolean;
  sizes: readonly string[];
  mainImage: Omit<GalleryPhoto, "alt">;
  gallery: readonly GalleryPhoto[];
};
