// The Design-a-thon editions the suite expects, one per app folder
// (apps/designathon-<yy>): each has a record in packages/data (a unit test
// keeps folders and records in step), so tests here read the folders and
// never list the editions themselves.
import { readdirSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";

export interface EditionUnderTest {
  yy: string;
  year: number;
  path: string;
}

/** Every edition with an app, newest first. */
export const editionsUnderTest: readonly EditionUnderTest[] = readdirSync(new URL("../apps/", import.meta.url))
  .flatMap((name) => /^designathon-(\d\d)$/.exec(name)?.slice(1, 2) ?? [])
  .sort()
  .reverse()
  .map((yy) => ({ yy, year: 2000 + Number(yy), path: `/designathon/${yy}/` }));

/** The JSON-LD blocks of the page as parsed objects. */
export function jsonLd(
  scripts: readonly string[],
): { "@type"?: string; name?: string; url?: string; startDate?: string; endDate?: string }[] {
  return scripts.map((text) => JSON.parse(text));
}

/** The schema.org Event of the edition's page. */
async function editionEvent(request: APIRequestContext, edition: EditionUnderTest) {
  const html = await (await request.get(edition.path)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => match[1] ?? "",
  );
  return jsonLd(scripts).find((data) => data["@type"] === "Event");
}

/** The edition's first and last moment, as its page's schema.org Event gives them (ISO 8601). */
export async function editionDates(
  request: APIRequestContext,
  edition: EditionUnderTest,
): Promise<{ startDate: string; endDate: string }> {
  const event = await editionEvent(request, edition);
  if (!event?.startDate || !event.endDate) throw new Error(`${edition.path} gives its Event no dates`);
  return { startDate: event.startDate, endDate: event.endDate };
}

/** The edition's name ("True to You"), as its page's schema.org Event gives it. */
export async function editionName(request: APIRequestContext, edition: EditionUnderTest): Promise<string> {
  const event = await editionEvent(request, edition);
  const name = event?.name?.replace(`Design-a-thon ${edition.year}: `, "");
  if (!name) throw new Error(`${edition.path} names no Event`);
  return name;
}
