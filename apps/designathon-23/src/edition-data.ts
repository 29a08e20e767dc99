// What the You Belong Here page shows beyond its record (packages/data/src/editions/2023.ts), in
// the shape of the edition template's edition-data.ts. The values live in @duci/data
// (designathon-23.ts), where Storybook's stories and the data tests read them too; this file only
// gathers them under the template's names. The 2023 page has no facts line, Zoom buttons, about
// facts or closing line, so those fields are left out; `scheduleIntro` is 2023's own.
import {
  about2023,
  countdown2023,
  faq2023,
  prerenderedAt,
  prizes2023,
  rules2023,
  schedule2023,
  scheduleIntro2023,
  winners2023,
  youBelongHereLinks,
} from "@duci/data/designathon-23";
import type { Edition } from "@duci/data/edition";
import { edition2023 as record } from "@duci/data/editions/2023";
import type { ScheduleDay } from "@duci/ui/edition/schedule";

/** The record as the Edition type, so the fields a record may leave out (keynote, partners) read as optional. */
export const edition: Edition = record;

/** The published schedule gives its times as written, all Pacific: one entry per day of the record's `days`. */
const schedule: readonly ScheduleDay[] = schedule2023.map((day, index) => ({
  date: record.days[index] ?? day.id,
  label: day.label,
  name: day.name,
  items: day.items.map((item) => ({ kind: "written", ...item })),
}));

export const content = {
  /** After the event, which is what most visitors see. */
  prerenderedAt,
  countdown: countdown2023,
  /** Every form and document the page links to; the section bar shows the submission form and the brief. */
  links: youBelongHereLinks,
  about: about2023,
  rules: rules2023,
  prizes: prizes2023,
  /** Shown from the record's `winnersAnnounced` on. */
  winners: winners2023,
  faq: faq2023,
  schedule,
  /** The line above the schedule. */
  scheduleIntro: scheduleIntro2023,
};
