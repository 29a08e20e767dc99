import { runIdleTasks } from "@duci/vite-config/idle-tasks";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Faq } from "./faq.tsx";

const items = [
  {
    id: "register",
    question: "How do I sign up?",
    answer: "Registration is free.",
    link: { label: "Registration form", href: "https://forms.gle/duciDesignathon2024" },
  },
  {
    id: "next",
    question: "How do I hear about the next one?",
    answer: "Join our mailing list.",
    link: { label: "Join Design at UCI", href: "/join/" },
  },
  {
    id: "who",
    question: "Who can participate?",
    answer: "Any college student; if unsure, email us.",
    link: { label: "design@uci.edu", href: "mailto:design@uci.edu" },
  },
  { id: "cost", question: "How much does it cost?", answer: "Nothing." },
];

describe("Faq", () => {
  it("opens a web address in a new tab and says so; our pages and email open in place", async () => {
    render(<Faq items={items} contactEmail="design@uci.edu" />);
    await runIdleTasks();
    for (const question of items.map((item) => item.question)) {
      await userEvent.click(screen.getByRole("button", { name: question }));
    }
    const form = screen.getByRole("link", { name: "Registration form (opens in a new tab)" });
    expect(form).toHaveAttribute("target", "_blank");
    expect(form).toHaveAttribute("rel", "noopener noreferrer");
    const join = screen.getByRole("link", { name: "Join Design at UCI" });
    expect(join).toHaveAttribute("href", "/join/");
    expect(join).not.toHaveAttribute("target");
    // In the answer, and in the note beside the questions.
    const email = screen.getAllByRole("link", { name: "design@uci.edu" });
    expect(email).toHaveLength(2);
    for (const link of email) expect(link).not.toHaveAttribute("target");
    expect(screen.getByTestId("faq-ask")).toHaveTextContent("Still have a question?");
    expect(email[1]?.closest("[data-testid='faq-ask']")).not.toBeNull();
    expect(screen.getByRole("region", { name: "How much does it cost?" })).toHaveTextContent(/^Nothing\.$/);
  });

  it("puts the questions under the section's heading, one level down", () => {
    render(<Faq items={items} contactEmail="design@uci.edu" />);
    expect(screen.getByRole("heading", { level: 2, name: "FAQ" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(items.length);
  });
});
