// The board's photos: an event's photo (a field of the event), and three small
// documents for what the site keeps in its bundled data (the board, merch,
// Design-a-thon winners), each matched by the name the site shows. Names and
// the query the site reads them with are in @duci/data/service-photos.
import { ALT_TEXT_LIMIT, PHOTO_DOCUMENT_TYPES } from "@duci/data/service-photos";
import { defineField, defineType } from "sanity";

const ALT_HELP =
  "What the photo shows, for people who cannot see it (“Members sketching wireframes at a long table”). Required: without it the photo is not published on the site.";

/** Whether an image field holds an uploaded file. */
function hasAsset(value: unknown): boolean {
  const asset = (value as { asset?: { _ref?: unknown } } | undefined)?.asset;
  return typeof asset?._ref === "string";
}

/** An image with its hotspot (the part every crop keeps) and required alt text. */
export function photoField({
  name,
  title,
  description,
  required = false,
}: {
  name: string;
  title: string;
  description: string;
  required?: boolean;
}) {
  return defineField({
    name,
    title,
    type: "image",
    description,
    options: { hotspot: true },
    fields: [
      defineField({
        name: "alt",
        title: "Alt text",
        type: "string",
        description: ALT_HELP,
        validation: (rule) => [
          rule.custom((alt, context) =>
            hasAsset(context.parent) && !(typeof alt === "string" && alt.trim())
              ? "Describe what the photo shows (alt text)"
              : true,
          ),
          rule.max(ALT_TEXT_LIMIT).error(`At most ${ALT_TEXT_LIMIT} characters: a sentence, not a caption`),
        ],
      }),
    ],
    validation: (rule) => (required ? rule.custom((value) => (hasAsset(value) ? true : "Upload a photo")) : rule),
  });
}

/** The event's photo: shown on its card among the term's highlights on /events. */
export const eventPhotoField = photoField({
  name: "photo",
  title: "Photo",
  description:
    "A photo from the event, at least 1600 pixels wide; it shows on the event's card among last term's highlights on the events page.",
});

/** The words beside the consent box, and why it matters. */
export const CONSENT_TITLE = "The member agreed to show this photo on the site";
export const CONSENT_HELP =
  "Tick only once the member has said yes, in writing, to this photo on the public site. Unticked, the photo is never shown: the site keeps the drawing of them. Untick it (or delete this document) as soon as they ask.";

export const memberPhotoType = defineType({
  name: PHOTO_DOCUMENT_TYPES.member,
  type: "document",
  title: "Board member headshot",
  fields: [
    defineField({
      name: "name",
      title: "Member's name",
      type: "string",
      description: "Exactly as on the About page's board list (packages/data/src/board.ts).",
      validation: (rule) => rule.required().error("The member's name, as on the About page"),
    }),
    photoField({
      name: "image",
      title: "Headshot",
      description: "Square, at least 600 × 600 pixels; set the hotspot on the face.",
      required: true,
    }),
    defineField({
      name: "consent",
      title: CONSENT_TITLE,
      type: "boolean",
      description: CONSENT_HELP,
      initialValue: false,
      validation: (rule) =>
        rule
          .custom((value) => (value === true ? true : "Not shown on the site until the member's consent is ticked"))
          .warning(),
    }),
  ],
  preview: { select: { title: "name", media: "image" } },
});

export const merchPhotoType = defineType({
  name: PHOTO_DOCUMENT_TYPES.merch,
  type: "document",
  title: "Merch product shot",
  fields: [
    defineField({
      name: "drop",
      title: "Drop",
      type: "string",
      description: "The drop's folder name in packages/data/src/merch.ts, e.g. “fall-2024”.",
      validation: (rule) => rule.required().error("The drop, as in the merch data"),
    }),
    defineField({
      name: "item",
      title: "Item",
      type: "string",
      description: "The item's name exactly as on the Merch page.",
      validation: (rule) => rule.required().error("The item's name, as on the Merch page"),
    }),
    photoField({
      name: "image",
      title: "Product shot",
      description: "Square, at least 800 × 800 pixels, the product on a plain ground.",
      required: true,
    }),
  ],
  preview: { select: { title: "item", subtitle: "drop", media: "image" } },
});

export const winnerScreenType = defineType({
  name: PHOTO_DOCUMENT_TYPES.winner,
  type: "document",
  title: "Design-a-thon winning entry",
  fields: [
    defineField({
      name: "year",
      title: "Edition year",
      type: "number",
      validation: (rule) => rule.required().integer().min(2022).error("The Design-a-thon's year, e.g. 2026"),
    }),
    defineField({
      name: "entry",
      title: "Team or entry",
      type: "string",
      description: "Exactly as in the edition's winners list.",
      validation: (rule) => rule.required().error("The team or entry name, as in the winners list"),
    }),
    photoField({
      name: "image",
      title: "Screen",
      description: "A screen of the entry, at least 1600 pixels wide (16:10 or wider).",
      required: true,
    }),
  ],
  preview: { select: { title: "entry", subtitle: "year", media: "image" } },
});

export const photoTypes = [memberPhotoType, merchPhotoType, winnerScreenType];
