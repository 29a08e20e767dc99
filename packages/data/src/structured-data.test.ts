import { describe, expect, it } from "vitest";
import { edition2022 } from "./editions/2022/record.ts";
import { edition2023 } from "./editions/2023/record.ts";
import { edition2024 } from "./editions/2024/record.ts";
import { designathonJsonLd, organizationJsonLd } from "./structured-data.ts";

describe("structured data", () => {
  it("describes the club with its social profiles", () => {
    const organization = organizationJsonLd();
    expect(organization["@type"]).toBe("Organization");
    expect(organization.name).toBe("Design at UCI");
    expect(organization.sameAs).toContain("https://www.instagram.com/designatuci/");
  });

  it("converts each edition's Pacific wall-clock times to dates with the offset of that day", () => {
    expect(designathonJsonLd(edition2024)).toMatchObject({
      startDate: "2024-05-17T15:00:00-07:00",
      endDate: "2024-05-19T18:00:00-07:00",
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
    });
    expect(designathonJsonLd(edition2023).startDate).toBe("2023-02-24T17:30:00-08:00");
    expect(designathonJsonLd(edition2022)).toMatchObject({
      startDate: "2022-01-28T18:00:00-08:00",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    });
  });
});
