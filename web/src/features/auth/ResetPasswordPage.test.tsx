import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeSupabase } from "../../test/fakeSupabase";
import { mockApi } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { sarah } from "../../test/renderWithProviders";

vi.mock("../../lib/supabase", () => import("../../test/fakeSupabase"));

const signedInRoutes = [
  { path: "/api/user", answer: sarah },
  { path: /\/api\/.*/, answer: { kpis: null, activities: [], followUps: [], total: 0 } },
];

describe("ResetPasswordPage", () => {
  beforeEach(() => fakeSupabase.reset());

  it("signs in with the link's code, checks the password rules, sets the new password and opens the dashboard", async () => {
    mockApi(signedInRoutes);
    const { user, router } = renderApp("/reset-password?code=recovery-code");
    const password = await screen.findByLabelText("New password");
    expect(fakeSupabase.auth.exchangeCodeForSession).toHaveBeenCalledWith("recovery-code");

    await user.type(password, "short");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Password must be at least 8 characters");

    await user.type(password, "-and-long");
    await user.type(screen.getByLabelText("Confirm new password"), "something-else");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Passwords do not match");
    expect(fakeSupabase.auth.updateUser).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "short-and-long");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(fakeSupabase.auth.updateUser).toHaveBeenCalledWith({ password: "short-and-long" });
  });

  it("shows the link's error (used or expired) with a way back to /login", async () => {
    mockApi([]);
    renderApp(
      "/reset-password?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Email link is invalid or has expired",
    );
    expect(screen.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/login");
    expect(fakeSupabase.auth.exchangeCodeForSession).not.toHaveBeenCalled();
  });

  it("shows a refused password change", async () => {
    mockApi(signedInRoutes);
    fakeSupabase.auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: Object.assign(new Error("New password should be different from the old password."), {
        status: 422,
      }),
    } as never);
    const { user } = renderApp("/reset-password?code=recovery-code");
    await user.type(await screen.findByLabelText("New password"), "the-same-one");
    await user.type(screen.getByLabelText("Confirm new password"), "the-same-one");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "New password should be different from the old password.",
    );
  });
});
