import { runIdleTasks } from "@duci/vite-config/idle-tasks";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ShowcaseCard } from "./showcase-card.tsx";

const event = {
  title: "Impact",
  theme: "Impact",
  participants: "100+",
  link: "/designathon/22/",
  image: "/cover.svg",
  showcase: [
    {
      title: "1st Place",
      image: "/spark.svg",
      name: "Spark Grid",
      creators: ["Noor Siddiqui", "Caleb Wong"],
      links: [{ type: "Prototype", href: "https://example.com/spark" }],
    },
  ],
};

describe("ShowcaseCard", () => {
  it("shows the edition's facts and toggles its awarded entries", async () => {
    render(<ShowcaseCard event={event} />);
    expect(screen.getByRole("heading", { name: "Impact" })).toBeInTheDocument();
    expect(screen.getByText("100+")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Impact Event Page" })).toHaveAttribute("href", "/designathon/22/");
    await runIdleTasks();
    const toggle = screen.getByRole("button", { name: "Show showcase" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: /View Prototype/ })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const view = screen.getByRole("link", { name: "View Prototype of Spark Grid (opens in a new tab)" });
    expect(view).toHaveTextContent("View Prototype");
    expect(view).toHaveAttribute("target", "_blank");
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Show showcase" })).toHaveAttribute("aria-expanded", "false");
  });
});
