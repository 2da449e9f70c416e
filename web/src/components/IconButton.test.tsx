import { fireEvent, render, screen } from "@testing-library/react";
import { Trash2 } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { IconButton } from "./IconButton";

describe("IconButton", () => {
  it("is named by its label, shows no text and acts on click", () => {
    const onClick = vi.fn();
    render(<IconButton icon={Trash2} label="Delete Jane" onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Delete Jane" });
    expect(button).toHaveTextContent("");
    expect(button).toHaveAttribute("type", "button");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("keeps its extra classes and is not clickable when disabled", () => {
    const onClick = vi.fn();
    render(
      <IconButton icon={Trash2} label="Delete" className="text-error" disabled onClick={onClick} />,
    );
    const button = screen.getByRole("button", { name: "Delete" });
    expect(button).toHaveClass("btn-square", "text-error");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
