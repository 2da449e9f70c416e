import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonError, mockApi } from "../test/mockApi";
import { renderScreen } from "../test/renderWithProviders";
import { AiStatusBadge } from "./AiStatusBadge";

afterEach(() => vi.restoreAllMocks());

describe("AiStatusBadge", () => {
  it("says the offline assistant answers when no model is connected", async () => {
    mockApi([
      {
        path: "/api/ai/status",
        answer: { provider: "local", model: null, label: "Offline assistant" },
      },
    ]);
    renderScreen(<AiStatusBadge />);
    const badge = await screen.findByTestId("ai-status");
    expect(badge).toHaveTextContent("AI: Offline assistant");
    expect(badge).toHaveAttribute("title", "Answers come from the offline assistant, no model");
  });

  it("names the model that answers", async () => {
    mockApi([
      {
        path: "/api/ai/status",
        answer: { provider: "openai", model: "llama3.1:8b", label: "llama3.1:8b" },
      },
    ]);
    renderScreen(<AiStatusBadge />);
    expect(await screen.findByTestId("ai-status")).toHaveTextContent("llama3.1:8b");
    expect(screen.getByTitle("Answers come from the model llama3.1:8b")).toBeInTheDocument();
  });

  it("shows nothing rather than a guess while the status is unknown or failed", async () => {
    const api = mockApi([
      { path: "/api/ai/status", answer: () => jsonError(500, { error: "boom" }) },
    ]);
    renderScreen(<AiStatusBadge />);
    await waitFor(() => expect(api.callsTo("GET", "/api/ai/status")).toHaveLength(1));
    expect(screen.queryByTestId("ai-status")).not.toBeInTheDocument();
  });
});
