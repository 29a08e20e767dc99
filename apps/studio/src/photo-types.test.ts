// Runs the photo documents through Sanity's own validation engine, the one
// that decides whether the Publish button works.
import { createSchema, validateDocument } from "sanity";
import { describe, expect, it } from "vitest";
import { eventType } from "./event-type.ts";
import { CONSENT_TITLE, photoTypes } from "./photo-types.ts";

const schema = createSchema({ name: "test", types: [eventType, ...photoTypes] });

async function markers(doc: { _type: string } & Record<string, unknown>) {
  const workspace = { schema, getClient: () => ({ fetch: async () => [] }) } as unknown as Parameters<
    typeof validateDocument
  >[0]["workspace"];
  const document = {
    _id: "drafts.photo-1",
    _createdAt: "2026-01-01T00:00:00Z",
    _updatedAt: "2026-01-01T00:00:00Z",
    _rev: "r1",
    ...doc,
  };
  const found = await validateDocument({ document, workspace, getDocumentExists: async () => true });
  return found.map((marker) => ({ level: marker.level, path: marker.path.join("."), message: marker.message }));
}

const image = (alt?: string) => ({ _type: "image", asset: { _type: "reference", _ref: "image-abc-600x600-png" }, alt });

describe("the board member headshot", () => {
  it("publishes with a name, a headshot with alt text and the member's consent", async () => {
    expect(
      await markers({ _type: "memberPhoto", name: "Avery Quinn", image: image("Avery smiling"), consent: true }),
    ).toEqual([]);
  });

  it("asks for alt text, and says an unticked consent keeps the photo off the site", async () => {
    const found = await markers({ _type: "memberPhoto", name: "Avery Quinn", image: image(" "), consent: false });
    expect(found).toHaveLength(2);
    expect(found).toContainEqual({
      level: "error",
      path: "image.alt",
      message: "Describe what the photo shows (alt text)",
    });
    expect(found).toContainEqual({
      level: "warning",
      path: "consent",
      message: "Not shown on the site until the member's consent is ticked",
    });
  });

  it("names the consent box in the member's words", () => {
    const type = schema.get("memberPhoto") as { fields: { name: string; type: { title?: string } }[] };
    expect(type.fields.find((field) => field.name === "consent")?.type.title).toBe(
      "The member agreed to show this photo on the site",
    );
    expect(CONSENT_TITLE).toBe("The member agreed to show this photo on the site");
  });

  it("needs a photo and a name", async () => {
    expect((await markers({ _type: "memberPhoto", consent: true })).map((marker) => marker.path)).toEqual([
      "name",
      "image",
    ]);
  });
});

describe("merch shots and winners' screens", () => {
  it("need what they are matched by, and alt text", async () => {
    expect(await markers({ _type: "merchPhoto", drop: "fall-2024", item: "Tote", image: image("A tote") })).toEqual([]);
    expect((await markers({ _type: "merchPhoto", image: image() })).map((marker) => marker.path)).toEqual([
      "drop",
      "item",
      "image.alt",
    ]);
    expect(await markers({ _type: "winnerScreen", year: 2026, entry: "Team Lantern", image: image("A map") })).toEqual(
      [],
    );
    expect((await markers({ _type: "winnerScreen", year: 26.5, entry: "x", image: image("y") }))[0]?.path).toBe("year");
  });
});

describe("an event's photo", () => {
  it("is optional, and asks for alt text once one is uploaded", async () => {
    const event = {
      _type: "event",
      title: "Figma 101",
      time: "2026-01-15T02:00:00.000Z",
      duration: 60,
      type: "Workshop",
    };
    expect(await markers(event)).toEqual([]);
    expect(await markers({ ...event, photo: image() })).toEqual([
      { level: "error", path: "photo.alt", message: "Describe what the photo shows (alt text)" },
    ]);
  });
});
