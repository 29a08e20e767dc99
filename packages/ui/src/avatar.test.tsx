import { PORTRAIT_WIDTHS as DRAWN_WIDTHS, parsePortraitFileName, portraitSeedsIn } from "@duci/images/portrait";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "./avatar.tsx";
import type { Photo } from "./photo.ts";
import { PORTRAIT_WIDTHS, portraitGround, portraitSeed } from "./portrait.ts";

describe("portraitSeed", () => {
  it("is the same for the same name and different for different names", () => {
    expect(portraitSeed("Avery Quinn")).toBe(portraitSeed("Avery Quinn"));
    const names = ["Avery Quinn", "Mateo Cruz", "Harriet Lam", "Noor Siddiqui", "Avery Quin"];
    expect(new Set(names.map(portraitSeed)).size).toBe(names.length);
  });

  it("keeps only letters and digits, so every name makes a safe file name", () => {
    expect(portraitSeed("Zoë  Álvarez-O'Neil")).toBe("zoe-alvarez-o-neil");
    expect(portraitSeed("  ")).toBe("someone");
  });
});

describe("Avatar", () => {
  it("without a photo shows the portrait drawn for the name as WebP at the pixels the size needs, sized and lazy", () => {
    render(<Avatar name="Avery Quinn" size={96} />);
    const image = screen.getByRole("img", { name: "Portrait of Avery Quinn" });
    expect(image).toHaveAttribute("src", "/portraits/avery-quinn-192.webp");
    expect(image).toHaveAttribute("srcset", "/portraits/avery-quinn-192.webp 2x, /portraits/avery-quinn-288.webp 3x");
    expect(image).toHaveAttribute("width", "96");
    expect(image).toHaveAttribute("height", "96");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image.style.background).not.toBe("");
    expect(portraitGround("Avery Quinn")).toBe(portraitGround("Avery Quinn"));
  });

  it("asks only for portrait files the build draws, and the build finds the seed in the page", () => {
    expect(PORTRAIT_WIDTHS).toEqual(DRAWN_WIDTHS);
    const { container } = render(<Avatar name="Zoë Álvarez" size={240} loading="eager" />);
    const image = container.querySelector("img");
    const urls = [
      image?.getAttribute("src") ?? "",
      ...(image?.getAttribute("srcset") ?? "").split(", ").map((candidate) => candidate.split(" ")[0] ?? ""),
    ];
    for (const url of urls) {
      expect(parsePortraitFileName(url.replace("/portraits/", ""))).toMatchObject({ seed: "zoe-alvarez" });
    }
    expect(portraitSeedsIn(container.innerHTML)).toEqual(["zoe-alvarez"]);
    expect(image).toHaveAttribute("loading", "eager");
  });

  it("names only the files a screen can use: one for a small avatar, the 2x and 3x ones for larger", () => {
    const sources = (size: number) => {
      const { container } = render(<Avatar name="Noor Siddiqui" size={size} />);
      const image = container.querySelector("img");
      return [image?.getAttribute("src"), image?.getAttribute("srcset")];
    };
    expect(sources(56)).toEqual(["/portraits/noor-siddiqui-192.webp", null]);
    expect(sources(120)).toEqual([
      "/portraits/noor-siddiqui-192.webp",
      "/portraits/noor-siddiqui-288.webp 2x, /portraits/noor-siddiqui-480.webp 3x",
    ]);
    // Nothing is drawn larger than 480 px: a 3x screen takes that file too.
    expect(sources(240)).toEqual(["/portraits/noor-siddiqui-288.webp", "/portraits/noor-siddiqui-480.webp 2x"]);
  });

  it("with a photo offers AVIF then WebP at the size shown, and loads at once when asked", () => {
    const photo: Photo = {
      width: 480,
      height: 480,
      src: "/assets/a-480.webp",
      sources: [
        { type: "image/avif", srcSet: "/assets/a-120.avif 120w, /assets/a-240.avif 240w" },
        { type: "image/webp", srcSet: "/assets/a-120.webp 120w, /assets/a-240.webp 240w" },
      ],
    };
    const { container } = render(<Avatar name="Avery Quinn" photo={photo} size={120} loading="eager" alt="" />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", photo.sources[0]?.srcSet);
    expect(sources[0]).toHaveAttribute("sizes", "120px");
    const image = container.querySelector("picture > img");
    expect(image).toHaveAttribute("src", "/assets/a-480.webp");
    expect(image).toHaveAttribute("width", "120");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("alt", "");
  });
});
