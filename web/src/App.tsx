import { Suspense, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { HomePage } from "./features/home";
import { NotFoundPage } from "./features/not-found";

const queryClient = new QueryClient();

function PageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <span className="loading loading-spinner loading-lg" aria-label="Loading" />
    </div>
  );
}

function lazyPage(page: ReactNode) {
  return <Suspense fallback={<PageLoading />}>{page}</Suspense>;
}

const router = createBrowserRouter([
  { path: "/", element: lazyPage(<HomePage />) },
  { path: "*", element: lazyPage(<NotFoundPage />) },
]);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
