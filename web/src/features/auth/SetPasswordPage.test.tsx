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

// What Auth's /verify puts in the fragment for an invitation's link (no PKCE: an admin asked for it).
const invitationLanding =
  "/set-password#access_token=invite-access&expires_at=1900000000&expires_in=3600&refresh_token=invite-refresh&token_type=bearer&type=invite";

describe("SetPasswordPage", () => {
  beforeEach(() => fakeSupabase.reset());

  it("stores the invitation's session, greets the teammate, sets their password and opens the dashboard", async () => {
    mockApi(signedInRoutes);
    const { user, router } = renderApp(invitationLanding);
    const password = await screen.findByLabelText("New password");
    expect(fakeSupabase.auth.setSession).toHaveBeenCalledWith({
      access_token: "invite-access",
      refresh_token: "invite-refresh",
    });
    expect(fakeSupabase.auth.exchangeCodeForSession).not.toHaveBeenCalled();
    expect(
      screen.getByRole("heading", { name: "Welcome! Choose your password" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as Sarah Chen\./)).toHaveTextContent(
      "your username sarah or your email",
    );

    await user.type(password, "short");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Password must be at least 8 characters");
    expect(fakeSupabase.auth.updateUser).not.toHaveBeenCalled();

    await user.type(password, "-and-long");
    await user.type(screen.getByLabelText("Confirm new password"), "short-and-long");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(fakeSupabase.auth.updateUser).toHaveBeenCalledWith({ password: "short-and-long" });
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Your password is set. Welcome aboard!",
    );
  });

  it("says plainly that a used or expired invitation link is not valid, and what to do", async () => {
    mockApi([]);
    renderApp(
      "/set-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
    );
    expect(
      await screen.findByRole("heading", { name: "Invitation link not valid" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Email link is invalid or has expired");
    expect(screen.getByText(/Ask your admin to send you a new invitation/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/login");
    expect(fakeSupabase.auth.setSession).not.toHaveBeenCalled();
  });

  it("a link without its session, or one Auth refuses, is not valid either", async () => {
    mockApi([]);
    const { unmount } = renderApp("/set-password");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The sign-in link is missing its code.",
    );
    unmount();

    fakeSupabase.auth.setSession.mockResolvedValueOnce({
      data: { session: null },
      error: Object.assign(new Error("Invalid Refresh Token: Refresh Token Not Found"), {
        status: 400,
      }),
    } as never);
    renderApp(invitationLanding);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid Refresh Token: Refresh Token Not Found",
    );
    expect(screen.getByRole("heading", { name: "Invitation link not valid" })).toBeInTheDocument();
  });
});
