import { Suspense, useState } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppShell } from "./components/AppShell";
import { PageLoading } from "./components/PageLoading";
import { ToastProvider } from "./components/ToastProvider";
import { AdminDashboardPage } from "./features/admin";
import {
  AuthCallbackPage,
  AuthProvider,
  ForgotPasswordPage,
  LoginPage,
  RequireAuth,
  ResetPasswordPage,
  RootRedirect,
  SetPasswordPage,
} from "./features/auth";
import { ChatPage } from "./features/chat";
import { ClientDetailPage, ClientsPage } from "./features/clients";
import { ImportClientsPage } from "./features/clients/import";
import { DuplicatesPage } from "./features/clients/duplicates";
import { ActivityPage, DashboardPage } from "./features/dashboard";
import { UnassignedMailPage } from "./features/emails";
import { FollowUpsPage } from "./features/followups";
import { KnowledgePage } from "./features/knowledge";
import { NotFoundPage } from "./features/not-found";
import { PipelinePage } from "./features/pipeline";
import { UsersPage } from "./features/users";
import { ApiError } from "./lib/api";

function shouldRetry(failureCount: number, error: Error): boolean {
  // A 4xx will answer the same way again; only server and network failures are worth one more try.
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

function RootLayout() {
  return (
    <ToastProvider>
      <AuthProvider>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </AuthProvider>
    </ToastProvider>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: "/", element: <RootRedirect /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/auth/callback", element: <AuthCallbackPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/set-password", element: <SetPasswordPage /> },
      {
        element: (
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        ),
        children: [
          { path: "/dashboard", element: <DashboardPage /> },
          { path: "/activity", element: <ActivityPage /> },
          { path: "/ai-chat", element: <ChatPage /> },
          { path: "/clients", element: <ClientsPage /> },
          { path: "/clients/import", element: <ImportClientsPage /> },
          { path: "/clients/duplicates", element: <DuplicatesPage /> },
          { path: "/clients/:id", element: <ClientDetailPage /> },
          { path: "/client-detail", element: <Navigate to="/clients" replace /> },
          { path: "/pipeline", element: <PipelinePage /> },
          { path: "/followups", element: <FollowUpsPage /> },
          { path: "/emails/unassigned", element: <UnassignedMailPage /> },
          { path: "/users", element: <UsersPage /> },
          { path: "/ai-knowledge", element: <KnowledgePage /> },
          { path: "/admin-dashboard", element: <AdminDashboardPage /> },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
