// Merchandise drops, newest first. Photos live in images/merch/{path}/{photo}.
import { links } from "./config.ts";
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
    name: "Winter 2023",
    path: "winter-2023",
    description:
      "Our winter drop: a cosy long-sleeved shirt and a fresh sticker set for your laptop, water bottle or sketchbook.",
    inStock: true,
    buyLink: links.merchOrderForm,
    items: [
      { name: "Long-Sleeved Logo Shirt", price: 22, photo: "long-sleeve.svg", note: "Unisex S to XL" },
      { name: "Holographic Logo Sticker", price: 3.5, photo: "holo-sticker.svg", note: "Holographic" },
      { name: "Pixel Pal Sticker", price: 3, photo: "pixel-sticker.svg" },
      { name: "Palette Sticker", price: 3, photo: "palette-sticker.svg", note: "Matte" },
    ],
  },
  {
    name: "Fall 2022",
    path: "fall-2022",
    description: "An embroidered shirt with a stitched mark on the chest, and an autumn sticker to go with it.",
    inStock: false,
    items: [
      { name: "Embroidered Shirt", price: 30, photo: "embroidered-shirt.svg", note: "Embroidered" },
      { name: "Leaf Sticker", price: 3, photo: "leaf-sticker.svg" },
    ],
  },
  {
    name: "Spring 2022",
    path: "spring-2022",
    description: "Our first embroidered t-shirt, made in a small run, and a flower sticker for the season.",
    inStock: false,
    items: [
      {
        name: "Spring '22 Shirt",
        photo: "spring-shirt.svg",
        note: { type: "link", href: `${paths.merch}shirt22/`, content: "More photos" },
      },
      { name: "Flower Sticker", price: 3, photo: "flower-sticker.svg", note: "Glossy" },
    ],
  },
  {
    name: "Winter 2022",
    path: "winter-2022",
    description: "Stickers celebrating our first Design-a-thon, Impact, and the classic logo.",
    inStock: false,
    items: [
      { name: "Impact '22 Sticker", price: 3.5, photo: "impact-sticker.svg", note: "Holographic" },
      { name: "Logo Sticker", price: 3, photo: "logo-sticker.svg" },
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

/** The Spring '22 shirt page: its main image and the "More Photos" gallery. */
export const shirt22 = {
  name: "Spring '22 Shirt",
  price: 20,
  inStock: false,
  sizes: ["S", "M", "L"],
  mainImage: { src: photos["./images/merch/spring-2022/spring-shirt.svg"] as string, width: 400, height: 400 },
  gallery: [
    {
      src: shirtPhoto(1),
      width: 600,
      height: 800,
      alt: "The front of the sky-blue shirt laid flat, the flower on the chest",
    },
    {
      src: shirtPhoto(2),
      width: 800,
      height: 600,
      alt: "The back of the shirt, with a small club mark below the collar",
    },
    { src: shirtPhoto(3), width: 600, height: 600, alt: "Close-up of the embroidered flower stitched into the cotton" },
    { src: shirtPhoto(4), width: 600, height: 900, alt: "The sleeve up close: the shoulder seam and the stitched hem" },
    { src: shirtPhoto(5), width: 800, height: 533, alt: "The shirt folded square on a stack, the flower showing" },
    { src: shirtPhoto(6), width: 600, height: 750, alt: "The shirt on a hanger against a pale blue wall" },
    {
      src: shirtPhoto(7),
      width: 700,
      height: 700,
      alt: "A flat lay of the shirt with the flower sticker, a sketchbook and a pencil",
    },
    {
      src: shirtPhoto(8),
      width: 600,
      height: 800,
      alt: "The neck tag up close: the club mark, size M and care symbols",
    },
  ],
} as const satisfies {
  name: string;
  price: number;
  inStock: boolean;
  sizes: readonly string[];
  mainImage: Omit<GalleryPhoto, "alt">;
  gallery: readonly GalleryPhoto[];
};
