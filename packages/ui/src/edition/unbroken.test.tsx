import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { unbroken } from "./unbroken.tsx";

describe("unbroken", () => {
  it("keeps each Design-a-thon on one line and the words around it as they were", () => {
    const { container } = render(<p>{unbroken("From one Design-a-thon to the next Design-a-thon.")}</p>);
    expect(container).toHaveTextContent("From one Design-a-thon to the next Design-a-thon.");
    const wholes = [...container.querySelectorAll("span")];
    expect(wholes.map((span) => span.textContent)).toEqual(["Design-a-thon", "Design-a-thon"]);
    for (const span of wholes) expect(getComputedStyle(span).whiteSpace).toBe("nowrap");
  });

  it("leaves text without the word as plain text", () => {
    expect(unbroken("How do I sign up?")).toBe("How do I sign up?");
  });
});
