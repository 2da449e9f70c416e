import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs } from "./Tabs";

const KEYS = ["One", "Two", "Three"] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof KEYS)[number]>("One");
  return (
    <Tabs
      label="Sections"
      idPrefix="test"
      tabs={KEYS}
      selected={selected}
      onSelect={setSelected}
      renderTab={(key) => key}
      listClassName="tabs"
    >
      Panel {selected}
    </Tabs>
  );
}

describe("Tabs", () => {
  it("shows the selected tab's panel, labelled by that tab", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole("tab", { name: "Two" }));
    expect(screen.getByRole("tab", { name: "Two" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Two" })).toHaveTextContent("Panel Two");
  });

  it("keeps only the selected tab in the tab order and moves with the arrow keys, wrapping", async () => {
    render(<Harness />);
    expect(screen.getByRole("tab", { name: "One" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Two" })).toHaveAttribute("tabindex", "-1");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Three" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel Three");
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "One" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel One");
  });
});
