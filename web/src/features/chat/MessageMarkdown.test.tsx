import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MessageMarkdown } from "./MessageMarkdown";

const shown = (text: string) => {
  render(<MessageMarkdown text={text} />);
  return screen.getByTestId("message-text");
};

describe("MessageMarkdown", () => {
  it("renders the model's Markdown: bold, lists, tables, code", () => {
    const reply = shown(
      "The budget is **$50k**.\n\n1. Send the proposal\n2. Book the demo\n\n| Item | Price |\n| --- | --- |\n| Licences | $100 |\n\nRun `npm test`.",
    );
    expect(within(reply).getByText("$50k").tagName).toBe("STRONG");
    expect(
      within(reply)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Send the proposal", "Book the demo"]);
    expect(within(reply).getByRole("table")).toHaveTextContent("Licences$100");
    expect(within(reply).getByText("npm test").tagName).toBe("CODE");
  });

  it("shows HTML in a reply as text, never as markup", () => {
    const reply = shown(
      'Look: <script>window.hacked = true</script> and <img src="x" onerror="window.hacked = true">',
    );
    expect(reply.querySelector("script, img")).toBeNull();
    expect(reply).toHaveTextContent("<script>window.hacked = true</script>");
    expect(reply).toHaveTextContent('<img src="x" onerror="window.hacked = true">');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("opens links in a new tab without handing over the app, and drops script links and images", () => {
    const reply = shown(
      "See [the pricing page](https://example.com/pricing), [this](javascript:alert(1)) and ![a chart](https://tracker.example/pixel.png)",
    );
    const link = within(reply).getByRole("link", { name: "the pricing page" });
    expect(link).toHaveAttribute("href", "https://example.com/pricing");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(reply).getByText("this")).not.toHaveAttribute(
      "href",
      expect.stringContaining("javascript"),
    );
    expect(reply.querySelector("img")).toBeNull();
  });

  it("keeps the offline assistant's plain text as written: its line breaks and '- ' bullets", () => {
    const reply = shown(
      "Here's where things stand with Acme.\n\n- Budget: $50k.\n- Decision maker: Anna (CFO) decides.\n\nBest regards,\n[Your name]",
    );
    expect(
      within(reply)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Budget: $50k.", "Decision maker: Anna (CFO) decides."]);
    const signature = within(reply).getByText(/Best regards,/);
    expect(signature.innerHTML).toMatch(/^Best regards,<br>\n?\[Your name\]$/);
  });
});
