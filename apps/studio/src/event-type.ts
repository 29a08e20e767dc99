// The `event` document as editors see it. Names, lists and checks all come
// from @duci/data/event-schema, the definition the site's query is built from.
import {
  EDITOR_LINK_LABELS,
  EVENT_DOCUMENT_TYPE,
  EVENT_FIELD_HELP,
  EVENT_FIELDS,
  EVENT_LINK_FIELD_HELP,
  EVENT_TIME_ZONE,
  type EventField,
  fieldProblem,
  linkLabelProblem,
  linksProblem,
  linkUrlProblem,
  OVERLAP_CANDIDATES_QUERY,
  overlapQueryParams,
  overlapWarning,
  REQUIRED_EVENT_FIELDS,
  requiredMessage,
  type StoredEventTiming,
} from "@duci/data/event-schema";
import { EVENT_TYPES } from "@duci/data/event-types";
import { defineArrayMember, defineField, defineType, type FieldDefinition, type RuleDef } from "sanity";
import { CalendarIcon } from "./calendar-icon.tsx";
import { eventPhotoField } from "./photo-types.ts";
import { suggestionInput } from "./suggestion-input.tsx";

/** Sanity wants `true` for "fine" and a message otherwise. */
function verdict(problem: string | null): true | string {
  return problem ?? true;
}

function isRequired(field: EventField): boolean {
  return (REQUIRED_EVENT_FIELDS as readonly string[]).includes(field);
}

/** A field's rules: required when the site needs it, plus the shared check of its value. */
function fieldRules(field: Exclude<EventField, "links">) {
  return <R extends RuleDef<R, unknown>>(rule: R) => {
    const check = rule.custom((value) => verdict(fieldProblem(field, value)));
    return isRequired(field) ? [rule.required().error(requiredMessage(field)), check] : [check];
  };
}

/** Asks the content service for events that could overlap; `fetch` is the studio client's. */
export async function overlapCheck(
  doc: StoredEventTiming | undefined,
  fetch: (query: string, params: Record<string, string>) => Promise<StoredEventTiming[]>,
): Promise<true | string> {
  const params = doc && overlapQueryParams(doc);
  if (!doc || !params) return true;
  try {
    return verdict(overlapWarning(doc, await fetch(OVERLAP_CANDIDATES_QUERY, params)));
  } catch {
    // Offline or no access: the overlap check is advice, never a reason to block publishing.
    return true;
  }
}

const linkType = defineArrayMember({
  type: "object",
  name: "eventLink",
  title: "Link",
  fields: [
    defineField({
      name: "label",
      type: "string",
      ...EVENT_LINK_FIELD_HELP.label,
      components: { input: suggestionInput(EDITOR_LINK_LABELS) },
      validation: (rule) => [
        rule.required().error(requiredMessage("label")),
        rule.custom((value) => verdict(linkLabelProblem(value))),
      ],
    }),
    defineField({
      name: "link",
      // A string, not Sanity's url type: that type's built-in rule allows http: and refuses mailto:.
      type: "string",
      ...EVENT_LINK_FIELD_HELP.link,
      validation: (rule) => [
        rule.required().error(requiredMessage("link")),
        rule.custom((value) => verdict(linkUrlProblem(value))),
      ],
    }),
  ],
  preview: { select: { title: "label", subtitle: "link" } },
});

const fieldDefinitions: Record<EventField, FieldDefinition> = {
  title: defineField({ name: "title", type: "string", ...EVENT_FIELD_HELP.title, validation: fieldRules("title") }),
  time: defineField({
    name: "time",
    type: "datetime",
    ...EVENT_FIELD_HELP.time,
    options: { displayTimeZone: EVENT_TIME_ZONE, allowTimeZoneSwitch: false, timeStep: 15 },
    validation: fieldRules("time"),
  }),
  duration: defineField({
    name: "duration",
    type: "number",
    ...EVENT_FIELD_HELP.duration,
    initialValue: 60,
    validation: fieldRules("duration"),
  }),
  type: defineField({
    name: "type",
    type: "string",
    ...EVENT_FIELD_HELP.type,
    components: { input: suggestionInput(EVENT_TYPES) },
    validation: fieldRules("type"),
  }),
  desc: defineField({ name: "desc", type: "text", rows: 3, ...EVENT_FIELD_HELP.desc, validation: fieldRules("desc") }),
  place: defineField({ name: "place", type: "string", ...EVENT_FIELD_HELP.place, validation: fieldRules("place") }),
  links: defineField({
    name: "links",
    type: "array",
    ...EVENT_FIELD_HELP.links,
    of: [linkType],
    validation: (rule) => rule.custom((value) => verdict(linksProblem(value))),
  }),
};

const previewDay = new Intl.DateTimeFormat("en-US", {
  timeZone: EVENT_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export const eventType = defineType({
  name: EVENT_DOCUMENT_TYPE,
  type: "document",
  title: "Event",
  icon: CalendarIcon,
  // The photo is read by the site's photos query (@duci/data/service-photos), not the events query.
  fields: [...EVENT_FIELDS.map((field) => fieldDefinitions[field]), eventPhotoField],
  validation: (rule) =>
    rule
      .custom((doc, context) =>
        overlapCheck(doc as StoredEventTiming | undefined, (query, params) =>
          context.getClient({ apiVersion: "2022-03-08" }).fetch<StoredEventTiming[]>(query, params),
        ),
      )
      .warning(),
  orderings: [{ title: "Start time, newest first", name: "timeDesc", by: [{ field: "time", direction: "desc" }] }],
  preview: {
    select: { title: "title", time: "time", type: "type", duration: "duration" },
    prepare({ title, time, type, duration }: Record<string, unknown>) {
      const start = typeof time === "string" ? new Date(time) : null;
      const when = start && !Number.isNaN(start.getTime()) ? `${previewDay.format(start)} Pacific` : "No time yet";
      const parts = [
        when,
        typeof duration === "number" ? `${duration} min` : null,
        typeof type === "string" ? type : null,
      ];
      return {
        title: typeof title === "string" && title ? title : "Untitled event",
        subtitle: parts.filter(Boolean).join(" · "),
      };
    },
  },
});
