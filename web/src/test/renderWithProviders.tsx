import type { ReactElement } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
// The main entry's RouterProvider: under Node, react-router/dom loads a second copy of the router's context.
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { vi } from "vitest";
import { ToastProvider } from "../components/ToastProvider";
import { AuthContext, type AuthContextValue } from "../features/auth/AuthContext";
import type { User } from "../lib/types";

export const sarah: User = {
  id: "00000000-0000-4000-8000-000000000002",
  name: "Sarah Chen",
  email: "sarah@example.com",
  username: "sarah",
  role: "SALES",
  avatarUrl: null,
};

export const admin: User = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Alex Morgan",
  email: "admin@example.com",
  username: "admin",
  role: "ADMIN",
  avatarUrl: null,
};

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: "authenticated",
    user: sarah,
    completeSignIn: vi.fn(async () => sarah),
    refreshUser: vi.fn(async () => sarah),
    signOut: vi.fn(async () => {}),
    ...overrides,
  };
}

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders a screen as the app would: router, query cache, toasts and a signed-in user. */
export function renderScreen(
  element: ReactElement,
  {
    path = "/",
    initialEntry = path,
    auth = fakeAuth(),
    extraRoutes = [],
  }: {
    path?: string;
    initialEntry?: string;
    auth?: AuthContextValue;
    extraRoutes?: RouteObject[];
  } = {},
) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [{ path, element }, ...extraRoutes, { path: "*", element: <p>Elsewhere</p> }],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthContext.Provider value={auth}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, router, queryClient, auth };
}
