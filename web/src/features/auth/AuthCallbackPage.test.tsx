import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeSupabase } from "../../test/fakeSupabase";
import { mockApi } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { sarah } from "../../test/renderWithProviders";

vi.mock("../../lib/supabase", () => import("../../test/fakeSupabase"));

describe("AuthCallbackPage", () => {
  beforeEach(() => fakeSupabase.reset());

  it("exchanges the code for a session and opens the dashboard", async () => {
    mockApi([
      { path: "/api/user", answer: sarah },
      { path: /\/api\/.*/, answer: { kpis: null, activities: [], followUps: [], total: 0 } },
    ]);
    const { router } = renderApp("/auth/callback?code=pkce-code");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(fakeSupabase.auth.exchangeCodeForSession).toHaveBeenCalledTimes(1);
    expect(fakeSupabase.auth.exchangeCodeForSession).toHaveBeenCalledWith("pkce-code");
  });

  it("shows the exchange's error with a way back to /login", async () => {
    mockApi([]);
    fakeSupabase.auth.exchangeCodeForSession.mockResolvedValueOnce({
      data: { session: null },
      error: Object.assign(new Error("invalid flow state, no valid flow state found"), {
        status: 404,
      }),
    } as never);
    const { user, router } = renderApp("/auth/callback?code=stale");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "invalid flow state, no valid flow state found",
    );
    await user.click(screen.getByRole("link", { name: "Back to login" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("shows the provider's error", async () => {
    mockApi([]);
    renderApp("/auth/callback?error=access_denied&error_description=The+user+cancelled");
    expect(await screen.findByRole("alert")).toHaveTextContent("The user cancelled");
    expect(fakeSupabase.auth.exchangeCodeForSession).not.toHaveBeenCalled();
  });
});
