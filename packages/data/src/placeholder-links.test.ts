import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// A link goes where it says, or there is no link: the bundled data holds no
// placeholder address and no made-up document id. (Real ids are random
// strings, which may hold "-" or "_"; made-up ones spell lower-case words
// between them, like "duci-designathon-2024-handbook".)
const folder = import.meta.dirname;
const sources = readdirSync(folder, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .map((name) => ({ name, text: readFileSync(join(folder, name), "utf8") }));

/** Why a URL is a placeholder, or null when it may be real. */
function placeholderReason(url: string): string | null {
  const { hostname, pathname, searchParams } = new URL(url);
  // Real ids mix cases, digits, "-" and "_"; made-up ones join lowercase words.
  const wordy = (id: string) => /[a-z]{3,}-[a-z]{3,}/.test(id) || /duci|designatuci|impact|belong/i.test(id);
  if (/(^|\.)example\.(com|org|net)$/.test(hostname) || hostname.endsWith(".test")) return "placeholder domain";
  if (hostname === "forms.gle" && !/^\/[A-Za-z0-9]{17}$/.test(pathname)) return "not a Google Forms short id";
  const googleId = /^\/(?:document|presentation|spreadsheets|forms|file|drive\/folders)\/(?:d\/)?(?:e\/)?([^/]+)/.exec(
    pathname,
  )?.[1];
  if (/(^|\.)(docs|drive)\.google\.com$/.test(hostname)) {
    if (!googleId || googleId.length < 25 || wordy(googleId)) return "made-up Google document id";
  }
  if (hostname.endsWith("figma.com") && /^\/(proto|file|design)\//.test(pathname)) {
    const key = pathname.split("/")[2] ?? "";
    if (!/^[A-Za-z0-9]{22}$/.test(key)) return "made-up Figma file key";
  }
  if (
    hostname.endsWith("youtube.com") &&
    pathname === "/watch" &&
    !/^[A-Za-z0-9_-]{11}$/.test(searchParams.get("v") ?? "")
  ) {
    return "made-up YouTube video id";
  }
  return null;
}

describe("placeholderReason", () => {
  it("flags placeholder domains and made-up ids", () => {
    expect(placeholderReason("https://example.com/inkwell")).toBe("placeholder domain");
    expect(placeholderReason("https://forms.gle/impact22SignUpForm")).toBe("not a Google Forms short id");
    expect(placeholderReason("https://docs.google.com/document/d/duci-designathon-2024-handbook/view")).toBe(
      "made-up Google document id",
    );
    expect(placeholderReason("https://drive.google.com/drive/folders/1DesignAtUCI-workshop-slides")).toBe(
      "made-up Google document id",
    );
    expect(placeholderReason("https://drive.google.com/file/d/1impact22-figma-recording/view")).toBe(
      "made-up Google document id",
    );
    expect(placeholderReason("https://www.figma.com/proto/designatuci-motion-slides")).toBe("made-up Figma file key");
    expect(placeholderReason("https://www.youtube.com/watch?v=impact22figm")).toBe("made-up YouTube video id");
  });

  it("lets the club's real addresses through", () => {
    expect(placeholderReason("https://forms.gle/6aj3nKe3S5QttYqp8")).toBeNull();
    expect(
      placeholderReason(
        "https://docs.google.com/forms/d/e/1FAIpQLSeBzHjsYOGxG7666GqJqsufLO4D9Yy6wmm718WFEHiI8zYMmg/viewform",
      ),
    ).toBeNull();
    expect(
      placeholderReason(
        "https://docs.google.com/presentation/d/1_-nqqugSAnhNuGV-Ln8xKLvu9iRHl-mITkGkaD3HwNs/edit?usp=sharing",
      ),
    ).toBeNull();
    expect(placeholderReason("https://www.youtube.com/channel/UC3LqXqBN-R7C91ttlyXHhIQ")).toBeNull();
    expect(placeholderReason("https://www.figma.com/community")).toBeNull();
    expect(
      placeholderReason("https://drive.google.com/file/d/1bz7rmeKhZBEXDMd_rE_iixe922tWHqDz/view?usp=sharing"),
    ).toBeNull();
    expect(
      placeholderReason(
        "https://docs.google.com/forms/d/e/1FAIpQLScL-FDRROA8UJth_aMA4aHEChAGeiPu7fzN40eTLjmOyrPxDA/viewform",
      ),
    ).toBeNull();
  });
});

describe("the bundled data", () => {
  it("holds no placeholder link or made-up document id", () => {
    const problems = sources.flatMap(({ name, text }) =>
      [...text.matchAll(/https?:\/\/[^\s"'`)<>]+/g)]
        .map((match) => match[0])
        .filter((url) => !url.includes("${"))
        .flatMap((url) => {
          const reason = placeholderReason(url);
          return reason ? [`${name}: ${url} (${reason})`] : [];
        }),
    );
    expect(problems).toEqual([]);
  });
});
