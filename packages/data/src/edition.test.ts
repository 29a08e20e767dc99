import { describe, expect, it } from "vitest";
import { editionDateLine, editionDates, editionDescription } from "./edition.ts";
import { edition2022 } from "./editions/2022/record.ts";
import { edition2023 } from "./editions/2023/record.ts";
import { edition2024 } from "./editions/2024/record.ts";

describe("editionDateLine", () => {
  it("names the first and the last day with ordinals", () => {
    expect(editionDateLine({ days: ["2024-05-17", "2024-05-18", "2024-05-19"] })).toBe("May 17th - May 19th");
    expect(editionDateLine({ days: ["2025-05-01", "2025-05-02", "2025-05-03"] })).toBe("May 1st - May 3rd");
    expect(editionDateLine({ days: ["2025-02-21", "2025-02-22"] })).toBe("February 21st - February 22nd");
  });

  it("says th from the 11th to the 13th", () => {
    expect(editionDateLine({ days: ["2026-06-11", "2026-06-12", "2026-06-13"] })).toBe("June 11th - June 13th");
  });

  it("crosses into the next month and the next year", () => {
    expect(editionDateLine({ days: ["2026-05-31", "2026-06-01", "2026-06-02"] })).toBe("May 31st - June 2nd");
    expect(editionDateLine({ days: ["2026-12-31", "2027-01-01"] })).toBe("December 31st - January 1st");
  });

  it("gives one day alone, and nothing for a record without days", () => {
    expect(editionDateLine({ days: ["2026-03-23"] })).toBe("March 23rd");
    expect(editionDateLine({ days: [] })).toBe("");
  });

  it("reads the 2024 record's Pacific days as the page always showed them", () => {
    expect(editionDateLine(edition2024)).toBe("May 17th - May 19th");
  });
});

describe("editionDates", () => {
  it("says the shared month and year once", () => {
    expect(editionDates({ days: ["2025-05-16", "2025-05-17", "2025-05-18"] })).toBe("May 16-18, 2025");
  });

  it("names both months across a month, and both years across a year", () => {
    expect(editionDates({ days: ["2025-04-30", "2025-05-01"] })).toBe("April 30 - May 1, 2025");
    expect(editionDates({ days: ["2025-12-31", "2026-01-01"] })).toBe("December 31, 2025 - January 1, 2026");
  });

  it("gives one day alone, and nothing for a record without days", () => {
    expect(editionDates({ days: ["2026-03-23"] })).toBe("March 23, 2026");
    expect(editionDates({ days: [] })).toBe("");
  });

  it("reads every record's Pacific days as its overview card always showed them", () => {
    expect(editionDates(edition2022)).toBe("January 28-30, 2022");
    expect(editionDates(edition2023)).toBe("February 24-26, 2023");
    expect(editionDates(edition2024)).toBe("May 17-19, 2024");
  });
});

describe("editionDescription", () => {
  it("names the edition, its year and dates, then says what it is", () => {
    expect(editionDescription(edition2024)).toBe(
      "True to You, Design at UCI's 2024 Design-a-thon, May 17-19, 2024. A free three-day hybrid design competition for students: design a product prototype, attend workshops, win prizes.",
    );
  });
});
