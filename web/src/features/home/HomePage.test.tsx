import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import HomePage from "./HomePage";
import { healthUrl } from "./useApiHealth";

function renderHomePage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <HomePage />
    </QueryClientProvider>,
  );
}

describe("HomePage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the product title and tagline", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(Response.json({ status: "ok" })));
    renderHomePage();
    expect(screen.getByRole("heading", { name: "AI Sales CRM" })).toBeInTheDocument();
    expect(screen.getByText("AI-Powered Client Management")).toBeInTheDocument();
    expect(await screen.findByText("API: ok")).toBeInTheDocument();
  });

  it("reports the API as ok when the health check answers 200 with status ok", async () => {
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ status: "ok" }));
    vi.stubGlobal("fetch", fetchMock);
    renderHomePage();
    expect(await screen.findByText("API: ok")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(healthUrl);
    expect(healthUrl).toMatch(/\/functions\/v1\/api\/health$/);
  });

  it("reports the API as unreachable when the request fails", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    renderHomePage();
    expect(await screen.findByText("API: unreachable")).toBeInTheDocument();
  });

  it("reports the API as unreachable on an error status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(Response.json({ error: "down" }, { status: 503 })),
    );
    renderHomePage();
    expect(await screen.findByText("API: unreachable")).toBeInTheDocument();
  });
});
