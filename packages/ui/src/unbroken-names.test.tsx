import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UnbrokenNames, UnbrokenNamesContext } from "./unbroken-names.tsx";

const names = ["Studio Night", "Pixel Club"];

describe("UnbrokenNames", () => {
  it("keeps each name it is given on one line and leaves the text as it was", () => {
    const { container } = render(
      <p>
        <UnbrokenNames names={names}>Pixel Club hosts Studio Night every week with Pixel Club alumni.</UnbrokenNames>
      </p>,
    );
    const p = container.querySelector("p");
    expect(p?.textContent).toBe("Pixel Club hosts Studio Night every week with Pixel Club alumni.");
    const kept = Array.from(p?.querySelectorAll("span") ?? []);
    expect(kept.map((name) => name.textContent)).toEqual(["Pixel Club", "Studio Night", "Pixel Club"]);
    for (const name of kept) expect(getComputedStyle(name).whiteSpace).toBe("nowrap");
  });

  it("leaves text without a name as plain text", () => {
    const { container } = render(
      <p>
        <UnbrokenNames names={names}>Workshops nearly every week</UnbrokenNames>
      </p>,
    );
    expect(container.querySelector("p")?.innerHTML).toBe("Workshops nearly every week");
  });
});

describe("UnbrokenNames without names", () => {
  it("keeps each name its page provides on one line, however deep it sits", () => {
    const { container } = render(
      <UnbrokenNamesContext value={["Studio Night"]}>
        <section>
          <p>
            <UnbrokenNames>From one Studio Night to the next Studio Night.</UnbrokenNames>
          </p>
        </section>
      </UnbrokenNamesContext>,
    );
    const p = container.querySelector("p");
    expect(p?.textContent).toBe("From one Studio Night to the next Studio Night.");
    const kept = Array.from(p?.querySelectorAll("span") ?? []);
    expect(kept.map((name) => name.textContent)).toEqual(["Studio Night", "Studio Night"]);
    for (const name of kept) expect(getComputedStyle(name).whiteSpace).toBe("nowrap");
  });

  it("leaves the text as it is where no page provides names", () => {
    const { container } = render(
      <p>
        <UnbrokenNames>From one Studio Night to the next.</UnbrokenNames>
      </p>,
    );
    expect(container.querySelector("p")?.innerHTML).toBe("From one Studio Night to the next.");
  });
});
