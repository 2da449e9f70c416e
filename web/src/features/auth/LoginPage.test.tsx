import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeSupabase } from "../../test/fakeSupabase";
import { jsonError, mockApi, type ApiRoute } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { sarah } from "../../test/renderWithProviders";
import { authStorage } from "../../lib/supabase";

vi.mock("../../lib/supabase", () => import("../../test/fakeSupabase"));

const signedIn = {
  user: sarah,
  session: { access_token: "access-token", refresh_token: "refresh-token" },
};

/** The API after a successful sign-in: the user, and an empty dashboard and client list. */
const signedInRoutes: ApiRoute[] = [
  { path: "/api/user", answer: sarah },
  {
    path: "/api/dashboard/kpis",
    answer: {
      kpis: { totalClients: 1, activeChats: 0, closingRatio: 0, followUpsDue: 0, growth: 0 },
    },
  },
  { path: "/api/dashboard/activity", answer: { activities: [] } },
  { path: "/api/followups", answer: { followUps: [], total: 0 } },
  { path: "/api/clients", answer: { clients: [], total: 0 } },
];

async function fillIn(
  user: ReturnType<typeof renderApp>["user"],
  username: string,
  password: string,
) {
  if (username) await user.type(await screen.findByLabelText("Username or Email"), username);
  if (password) await user.type(screen.getByLabelText("Password"), password);
}

describe("LoginPage", () => {
  beforeEach(() => fakeSupabase.reset());

  it("shows the spec's texts", async () => {
    mockApi([]);
    renderApp("/login");
    expect(await screen.findByText("AI-Powered Client Management")).toBeInTheDocument();
    expect(screen.getByLabelText("Username or Email")).toBeRequired();
    expect(screen.getByLabelText("Password")).toBeRequired();
    expect(screen.getByLabelText("Remember me")).not.toBeChecked();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByText("Or continue with")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Demo Login" })).toBeInTheDocument();
    expect(screen.getByText("Don't have an account? Contact admin")).toBeInTheDocument();
  });

  it("asks for both fields before calling the API", async () => {
    const api = mockApi([]);
    const { user } = renderApp("/login");
    await fillIn(user, "sarah", "");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter both username and password");
    expect(api.callsTo("POST", "/api/login")).toHaveLength(0);
  });

  it("signs in, hands the session to supabase-js, reruns the auth check and opens the dashboard", async () => {
    let answerLogin!: (response: Response) => void;
    const api = mockApi([
      {
        method: "POST",
        path: "/api/login",
        answer: () => new Promise<Response>((resolve) => (answerLogin = resolve)),
      },
      ...signedInRoutes,
    ]);
    const { user, router } = renderApp("/login");
    await fillIn(user, "sarah", "password123");
    await user.click(screen.getByLabelText("Remember me"));
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByRole("button", { name: "Signing In..." })).toBeDisabled();
    answerLogin(Response.json(signedIn));

    expect(
      await screen.findByRole("heading", { name: "Welcome back, Sarah Chen" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(api.callsTo("POST", "/api/login")[0]!.body).toEqual({
      username: "sarah",
      password: "password123",
    });
    expect(fakeSupabase.auth.setSession).toHaveBeenCalledWith(signedIn.session);
    expect(authStorage.setRememberMe).toHaveBeenCalledWith(true);
    const check = api.callsTo("GET", "/api/user")[0]!;
    expect(check.headers.authorization).toBe("Bearer access-token");
  });

  it("keeps the session for this tab only without 'Remember me'", async () => {
    mockApi([{ method: "POST", path: "/api/login", answer: signedIn }, ...signedInRoutes]);
    const { user } = renderApp("/login");
    await fillIn(user, "sarah", "password123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await screen.findByRole("heading", { name: "Welcome back, Sarah Chen" });
    expect(authStorage.setRememberMe).toHaveBeenCalledWith(false);
  });

  it("shows the server's message when the sign-in is refused", async () => {
    mockApi([
      {
        method: "POST",
        path: "/api/login",
        answer: jsonError(401, {
          error: "Invalid username or password",
          message: "Invalid username or password",
        }),
      },
    ]);
    const { user } = renderApp("/login");
    await fillIn(user, "sarah", "wrong");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid username or password");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("shows how long to wait when sign-ins are throttled (429)", async () => {
    const message = "Too many sign-in attempts. Please wait 8 seconds and try again.";
    mockApi([
      {
        method: "POST",
        path: "/api/login",
        answer: jsonError(429, { error: message, message, retryAfter: 8 }),
      },
    ]);
    const { user } = renderApp("/login");
    await fillIn(user, "sarah", "guess");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("says 'Login failed' when the refusal has no message", async () => {
    mockApi([{ method: "POST", path: "/api/login", answer: new Response("", { status: 500 }) }]);
    const { user } = renderApp("/login");
    await fillIn(user, "sarah", "password123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed");
  });

  it("says 'Network error. Please try again.' when the API cannot be reached", async () => {
    mockApi([
      {
        method: "POST",
        path: "/api/login",
        answer: () => Promise.reject(new TypeError("Failed to fetch")),
      },
    ]);
    const { user } = renderApp("/login");
    await fillIn(user, "sarah", "password123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Network error. Please try again.");
  });

  it("starts Google sign-in through Supabase Auth with PKCE's callback", async () => {
    mockApi([]);
    const { user } = renderApp("/login");
    await user.click(await screen.findByRole("button", { name: "Sign in with Google" }));
    await waitFor(() =>
      expect(fakeSupabase.auth.signInWithOAuth).toHaveBeenCalledWith({
        provider: "google",
        options: { redirectTo: `${window.location.origin}/auth/callback` },
      }),
    );
  });

  it("signs in as the demo user", async () => {
    const api = mockApi([
      { method: "POST", path: "/api/auth/dev-login", answer: signedIn },
      ...signedInRoutes,
    ]);
    const { user } = renderApp("/login");
    await user.click(await screen.findByRole("button", { name: "Demo Login" }));
    expect(
      await screen.findByRole("heading", { name: "Welcome back, Sarah Chen" }),
    ).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/dev-login")[0]!.body).toEqual({
      email: "demo@example.com",
      name: "Demo User",
      role: "SALES",
    });
  });

  it("falls back to the provider sign-in when demo login is off or unreachable", async () => {
    mockApi([
      {
        method: "POST",
        path: "/api/auth/dev-login",
        answer: jsonError(404, { error: "Not found" }),
      },
    ]);
    const { user } = renderApp("/login");
    await user.click(await screen.findByRole("button", { name: "Demo Login" }));
    await waitFor(() => expect(fakeSupabase.auth.signInWithOAuth).toHaveBeenCalledTimes(1));
    expect(fakeSupabase.auth.setSession).not.toHaveBeenCalled();
  });

  it("sends a signed-in visitor of /login to the dashboard", async () => {
    fakeSupabase.stored = true;
    mockApi(signedInRoutes);
    const { router } = renderApp("/login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });
});
