import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useToast } from "./toastContext";
import { ToastProvider } from "./ToastProvider";

function Notifier() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.notify("Saved", "success")}>
        Save
      </button>
      <button type="button" onClick={() => toast.notify("Error: Failed to delete client", "error")}>
        Fail
      </button>
    </>
  );
}

describe("ToastProvider", () => {
  it("announces successes politely and errors as alerts, and lets them be dismissed", async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    await user.click(screen.getByRole("button", { name: "Fail" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Error: Failed to delete client");
    await user.click(screen.getAllByRole("button", { name: "Dismiss notification" })[0]!);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("hides a toast after a while", () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );
    act(() => screen.getByRole("button", { name: "Save" }).click());
    expect(screen.getByRole("status")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("needs its provider", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Notifier />)).toThrow("useToast must be used within a ToastProvider");
    quiet.mockRestore();
  });
});
