import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeSupabase } from "../../test/fakeSupabase";
import { mockApi } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

vi.mock("../../lib/supabase", () => import("../../test/fakeSupabase"));

const SAME_ANSWER =
  "If an account exists for sarah@example.com, a link to reset its password is on its way. Check your inbox.";

describe("ForgotPasswordPage", () => {
  beforeEach(() => fakeSupabase.reset());

  it("opens from the login screen, mails the link to /reset-password and gives the same answer", async () => {
    mockApi([]);
    const { user, router } = renderApp("/login");
    await user.click(await screen.findByRole("link", { name: "Forgot password?" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/forgot-password"));
    await user.type(await screen.findByLabelText("Email"), "  Sarah@Example.com ");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(SAME_ANSWER);
    expect(fakeSupabase.auth.resetPasswordForEmail).toHaveBeenCalledWith("sarah@example.com", {
      redirectTo: `${window.location.origin}/reset-password`,
    });
  });

  it("asked again within a minute, answers the same (the first mail is on its way)", async () => {
    mockApi([]);
    fakeSupabase.auth.resetPasswordForEmail.mockResolvedValueOnce({
      data: null,
      error: Object.assign(
        new Error("For security purposes, you can only request this after 42 seconds."),
        { status: 429 },
      ),
    } as never);
    const { user } = renderApp("/forgot-password");
    await user.type(await screen.findByLabelText("Email"), "sarah@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(SAME_ANSWER);
  });

  it("refuses a malformed address without sending, and shows a failed send", async () => {
    mockApi([]);
    const { user } = renderApp("/forgot-password");
    await user.type(await screen.findByLabelText("Email"), "sarah");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address");
    expect(fakeSupabase.auth.resetPasswordForEmail).not.toHaveBeenCalled();

    fakeSupabase.auth.resetPasswordForEmail.mockResolvedValueOnce({
      data: null,
      error: Object.assign(new Error("email rate limit exceeded"), { status: 429 }),
    } as never);
    await user.type(screen.getByLabelText("Email"), "@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("email rate limit exceeded");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
