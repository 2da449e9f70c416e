import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeSupabase } from "../../test/fakeSupabase";
import { jsonError, mockApi } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { sarah } from "../../test/renderWithProviders";

vi.mock("../../lib/supabase", () => import("../../test/fakeSupabase"));

const signedIn = {
  user: sarah,
  session: { access_token: "access-token", refresh_token: "refresh-token" },
};

describe("routes and the auth check", () => {
  beforeEach(() => fakeSupabase.reset());

  it("sends / to /login when signed out, without asking the API", async () => {
    const api = mockApi([]);
    const { router } = renderApp("/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(api.callsTo("GET", "/api/user")).toHaveLength(0);
  });

  it("sends / to /dashboard when the auth check finds the user", async () => {
    fakeSupabase.stored = true;
    mockApi([
      { path: "/api/user", answer: sarah },
      { path: /\/api\/.*/, answer: jsonError(500, {}) },
    ]);
    const { router } = renderApp("/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("treats a failed auth check as signed out and logs it", async () => {
    fakeSupabase.stored = true;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi([{ path: "/api/user", answer: jsonError(401, { error: "Invalid or expired token" }) }]);
    const { router } = renderApp("/clients");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(logged).toHaveBeenCalledWith("Auth check failed", expect.any(Error));
    logged.mockRestore();
  });

  it("redirects a protected route to /login and returns there after sign-in", async () => {
    mockApi([
      { method: "POST", path: "/api/login", answer: signedIn },
      { path: "/api/user", answer: sarah },
      { path: "/api/clients", answer: { clients: [], total: 0 } },
    ]);
    const { router, user } = renderApp("/clients?tab=1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    await user.type(await screen.findByLabelText("Username or Email"), "sarah");
    await user.type(screen.getByLabelText("Password"), "password123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("No clients found")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/clients");
    expect(router.state.location.search).toBe("?tab=1");
  });

  it("gives the screens built later their routes", async () => {
    fakeSupabase.stored = true;
    mockApi([{ path: "/api/user", answer: sarah }]);
    const { router } = renderApp("/ai-chat");
    expect(await screen.findByRole("heading", { name: "AI Chat" })).toBeInTheDocument();
    await router.navigate("/ai-knowledge");
    expect(await screen.findByRole("heading", { name: "AI Knowledge Base" })).toBeInTheDocument();
    await router.navigate("/admin-dashboard");
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument();
    await router.navigate("/clients/abc");
    expect(await screen.findByRole("heading", { name: "Client Details" })).toBeInTheDocument();
  });

  it("sends /client-detail to the client list", async () => {
    fakeSupabase.stored = true;
    mockApi([
      { path: "/api/user", answer: sarah },
      { path: "/api/clients", answer: { clients: [], total: 0 } },
    ]);
    const { router } = renderApp("/client-detail");
    await waitFor(() => expect(router.state.location.pathname).toBe("/clients"));
  });

  it("signs out: tells the API, drops the local session and goes to /login", async () => {
    fakeSupabase.stored = true;
    const api = mockApi([
      { path: "/api/user", answer: sarah },
      { method: "POST", path: "/api/logout", answer: { success: true } },
    ]);
    const { router, user } = renderApp("/ai-chat");
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(api.callsTo("POST", "/api/logout")[0]!.headers.authorization).toBe(
      "Bearer access-token",
    );
    expect(fakeSupabase.auth.signOut).toHaveBeenCalledWith({ scope: "local" });
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
  });

  it("still signs out locally when the logout call fails, and only logs it", async () => {
    fakeSupabase.stored = true;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi([
      { path: "/api/user", answer: sarah },
      {
        method: "POST",
        path: "/api/logout",
        answer: () => Promise.reject(new TypeError("Failed to fetch")),
      },
    ]);
    const { router, user } = renderApp("/ai-chat");
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(logged).toHaveBeenCalledWith("Logout failed", expect.any(Error));
    expect(fakeSupabase.auth.signOut).toHaveBeenCalled();
    logged.mockRestore();
  });
});
