import { fireEvent, render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CdnPhoto } from "./cdn-photo.tsx";

const image = {
  url: "http://127.0.0.1:9/images/p/d/abc-1200x800.png",
  width: 1200,
  height: 800,
  alt: "Members around a table of sketches",
  lqip: "data:image/png;base64,iVBORw0KGgo=",
};

describe("CdnPhoto", () => {
  // happy-dom calls every image complete (and broken) at once; a browser is still loading it.
  const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "complete");
  beforeAll(() =>
    Object.defineProperty(HTMLImageElement.prototype, "complete", { configurable: true, get: () => false }),
  );
  afterAll(() => complete && Object.defineProperty(HTMLImageElement.prototype, "complete", complete));

  it("asks the CDN for the sizes the screen needs, sized, lazy and over its blurred preview", () => {
    render(<CdnPhoto image={image} widths={[400, 800, 1600]} sizes="50vw" fallback={<p>drawing</p>} />);
    const photo = screen.getByRole("img", { name: image.alt });
    expect(photo).toHaveAttribute(
      "srcset",
      `${image.url}?w=400&auto=format&fit=crop 400w, ${image.url}?w=800&auto=format&fit=crop 800w`,
    );
    expect(photo).toHaveAttribute("src", `${image.url}?w=800&auto=format&fit=crop`);
    expect(photo).toHaveAttribute("sizes", "50vw");
    expect(photo).toHaveAttribute("width", "800");
    expect(photo).toHaveAttribute("height", "533");
    expect(photo).toHaveAttribute("loading", "lazy");
    expect(photo).toHaveAttribute("decoding", "async");
    expect(photo.style.backgroundImage).toContain(image.lqip);
    fireEvent.load(photo);
    expect(photo.style.backgroundImage).toBe("");
  });

  it("crops to the aspect asked for", () => {
    render(<CdnPhoto image={image} widths={[200, 400]} sizes="96px" aspect={1} fallback={<p>drawing</p>} />);
    const photo = screen.getByRole("img", { name: image.alt });
    expect(photo).toHaveAttribute("src", `${image.url}?w=400&h=400&auto=format&fit=crop`);
    expect(photo).toHaveAttribute("height", "400");
  });

  it("shows the fallback when the photo cannot be loaded", () => {
    render(<CdnPhoto image={image} widths={[400]} sizes="100vw" fallback={<p>drawing</p>} />);
    fireEvent.error(screen.getByRole("img", { name: image.alt }));
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("drawing")).toBeInTheDocument();
  });
});
