import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "./Avatar";

describe("Avatar", () => {
  it("shows at most two initials", () => {
    render(<Avatar name="Mary Ann Smith" />);
    expect(screen.getByTestId("avatar-initials")).toHaveTextContent("MA");
  });

  it("shows the fallback for a missing name", () => {
    render(<Avatar name={null} fallback="C" />);
    expect(screen.getByTestId("avatar-initials")).toHaveTextContent("C");
  });

  it("uses the picture when there is one and initials if it fails to load", () => {
    const { container } = render(<Avatar name="Marco Rossi" src="https://example.test/m.png" />);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("src", "https://example.test/m.png");
    fireEvent.error(img);
    expect(screen.getByTestId("avatar-initials")).toHaveTextContent("MR");
  });
});
