import type { Photo } from "@duci/data/photo";
import { PORTRAIT_WIDTHS as DRAWN_WIDTHS, parsePortraitFileName, portraitSeedsIn } from "@duci/images/portrait";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "./avatar.tsx";
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
    expect(image).toHaveAttribute(
      "srcset",
      "/portraits/avery-quinn-192.webp 192w, /portraits/avery-quinn-288.webp 288w, /portraits/avery-quinn-480.webp 480w",
    );
    expect(image).toHaveAttribute("sizes", "96px");
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
    expect(image).toHaveAttribute("sizes", "240px");
    expect(image).toHaveAttribute("loading", "eager");
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
