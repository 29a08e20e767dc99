// What the True to You page shows beyond its record (packages/data/src/editions/2024.ts), in the
// shape of the edition template's edition-data.ts. The values live in @duci/data
// (designathon-24.ts, designathon-24-schedule.ts), where Storybook's stories and the data tests
// read them too; this file only gathers them under the template's names.
import {
  about2024,
  closing2024,
  countdown2024,
  designathon2024Links,
  faq2024,
  headerFacts2024,
  prerenderedAt,
  prizes2024,
  rules2024,
  winners2024,
} from "@duci/data/designathon-24";
import { type Schedule2024Day, schedule2024, zoom2024 } from "@duci/data/designathon-24-schedule";
import type { Edition } from "@duci/data/edition";
import { edition2024 as record } from "@duci/data/editions/2024";

/** The record as the Edition type, so the fields a record may leave out (keynote, partners) read as optional. */
export const edition: Edition = record;

/** Widened from the literal types, so each event reads as one that may have hosts. */
const schedule: readonly Schedule2024Day[] = schedule2024;

export const content = {
  /** Just after the event: visitors without JavaScript see the final state. */
  prerenderedAt,
  facts: headerFacts2024,
  countdown: countdown2024,
  links: { challengeBrief: designathon2024Links.challengeBrief, handbook: designathon2024Links.handbook },
  zoom: zoom2024,
  about: about2024.paragraphs,
  aboutFacts: about2024.facts,
  rules: rules2024,
  prizes: prizes2024,
  /** Empty: 2024's winners are not in the record, so the Winners section stays hidden. */
  winners: winners2024,
  faq: faq2024,
  schedule,
  closing: closing2024,
};
