import { describe, expect, it } from "vitest";
import { club, endpoints } from "./config.ts";

describe("config", () => {
  it("holds the club's facts", () => {
    expect(club.name).toBe("Design at UCI");
    expect(club.email).toBe("design@uci.edu");
  });

  it("defaults every service to the club's production endpoint", () => {
    expect(endpoints.sanityProjectId).toBe("8c8akzjz");
    expect(endpoints.sanityDataset).toBe("production");
    expect(endpoints.sanityApiVersion).toBe("2022-03-08");
    expect(endpoints.newsletter).toContain("list-manage.com/subscribe/post?");
    expect(endpoints.housePointsTsv).toContain("output=tsv");
    expect(endpoints.housePointsTsv).toBe(
      "https://docs.google.com/spreadsheets/d/15zDinoV1T_gBtqvEvY19KRHwzQoiWZ3A92c895IsFsg/pub?gid=1705286477&single=true&output=tsv",
    );
    // "View All Points" opens the published sheet's web page.
    expect(endpoints.housePointsPage).toBe(
      "https://docs.google.com/spreadsheets/d/15zDinoV1T_gBtqvEvY19KRHwzQoiWZ3A92c895IsFsg/pubhtml?gid=1705286477&single=true",
    );
  });
});
