import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PersonCard } from "./person-card.tsx";
import { PersonPrint } from "./person-print.tsx";

const person = { name: "Maren Osei", role: "Keynote Speaker", about: "Designs health apps and sketches on napkins." };

describe("PersonCard", () => {
  it("shows the name and role and opens an About notecard by keyboard", async () => {
    render(<PersonCard person={person} profileHref="/designathon/24/people/#maren-osei" />);
    const card = screen.getByRole("button", { name: /Maren Osei.*Keynote Speaker/ });
    card.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Maren Osei" });
    expect(dialog).toHaveTextContent("About");
    expect(dialog).toHaveTextContent("Designs health apps");
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(card).toHaveFocus();
  });

  it("in the 2023 look shows pronouns, About Me and Fun Fact, and closes on a click inside", async () => {
    render(
      <PersonCard
        person={{ ...person, pronouns: "she/her", funFact: "Collects vintage rulers." }}
        profileHref="/designathon/23/people/#maren-osei"
        closeOnContentClick
        aboutTitle="About Me"
        funFactLabel="Fun Fact"
      />,
    );
    const card = screen.getByRole("button", { name: /Maren Osei/ });
    await userEvent.click(card);
    const dialog = await screen.findByRole("dialog", { name: "Maren Osei" });
    expect(dialog).toHaveTextContent("Keynote Speaker · she/her");
    expect(screen.getByRole("heading", { name: "About Me" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Fun Fact: Collects vintage rulers.");
    await userEvent.click(screen.getByText("Designs health apps and sketches on napkins."));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(card).toHaveFocus();
  });

  it("without words of their own shows what they did at the event, and no notecard", async () => {
    render(
      <PersonCard
        person={{
          name: "Maren Osei",
          role: "Product Designer",
          pronouns: "she/her",
          contributions: ["Judge", "Workshop"],
        }}
        profileHref="/designathon/23/people/#maren-osei"
        aboutTitle="About Me"
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: /Maren Osei/ }));
    const dialog = await screen.findByRole("dialog", { name: "Maren Osei" });
    expect(dialog).toHaveTextContent("Product Designer · she/her");
    const list = screen.getByRole("list", { name: "At the event" });
    expect(list.querySelectorAll("li")).toHaveLength(2);
    expect(list).toHaveTextContent("JudgeWorkshop");
    expect(screen.queryByRole("heading", { name: "About Me" })).toBeNull();
  });

  it("leads to the person's profile before scripts run, with no dialog in the prerendered page", () => {
    const html = renderToString(<PersonCard person={person} profileHref="/designathon/24/people/#maren-osei" />);
    // The card submits its form, a plain GET to the profile, until React takes the click.
    expect(html).toMatch(/<form[^>]* action="\/designathon\/24\/people\/#maren-osei" method="get"[^>]*><button/);
    expect(html).toContain("Maren Osei");
    expect(html).not.toContain("<dialog");
    expect(html).not.toContain("Designs health apps");
  });

  it("as a still print shows the role, pronouns and the person's words, and opens nothing", () => {
    render(<PersonPrint person={{ ...person, pronouns: "she/her" }} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Maren Osei")).toBeVisible();
    expect(screen.getByText("Keynote Speaker · she/her")).toBeVisible();
    expect(screen.getByText("Designs health apps and sketches on napkins.")).toBeVisible();
  });
});
