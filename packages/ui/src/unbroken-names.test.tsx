import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UnbrokenNames } from "./unbroken-names.tsx";

describe("UnbrokenNames", () => {
  it("keeps each of the club's names on one line and leaves the text as it was", () => {
    const { container } = render(
      <p>
        <UnbrokenNames>Design at UCI hosts the Design-a-thon every year with Design at UCI alumni.</UnbrokenNames>
      </p>,
    );
    const p = container.querySelector("p");
    expect(p?.textContent).toBe("Design at UCI hosts the Design-a-thon every year with Design at UCI alumni.");
    const names = Array.from(p?.querySelectorAll("span") ?? []);
    expect(names.map((name) => name.textContent)).toEqual(["Design at UCI", "Design-a-thon", "Design at UCI"]);
    for (const name of names) expect(getComputedStyle(name).whiteSpace).toBe("nowrap");
  });

  it("leaves text without a name as plain text", () => {
    const { container } = render(
      <p>
        <UnbrokenNames>Workshops nearly every week</UnbrokenNames>
      </p>,
    );
    expect(container.querySelector("p")?.innerHTML).toBe("Workshops nearly every week");
  });
});
