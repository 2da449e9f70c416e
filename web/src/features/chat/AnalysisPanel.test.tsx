import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toDateTimeLocalValue } from "../../lib/format";
import { jsonError, mockApi, type ApiRoute } from "../../test/mockApi";
import { captureDownloads, pdfResponse } from "../../test/downloads";
import { renderScreen } from "../../test/renderWithProviders";
import { chatRoutes, makeAnalysis, makeChatClient } from "../../test/chatFixtures";
import type { ClientAnalysis } from "../../lib/types";
import ChatPage from "./ChatPage";

const client = makeChatClient({
  name: "Acme Corp",
  latestThread: { id: "t1", lastMessageAt: null, unreadCount: 0 },
});

function renderAnalysis(
  routes: ApiRoute[],
  analysis: ClientAnalysis | ApiRoute["answer"] = makeAnalysis(),
) {
  const api = mockApi([...routes, ...chatRoutes({ clients: [client], analysis })]);
  const rendered = renderScreen(<ChatPage />, {
    path: "/ai-chat",
    initialEntry: "/ai-chat?client=client-1",
  });
  return { api, ...rendered, panel: () => screen.getByRole("region", { name: "AI Analysis" }) };
}

afterEach(() => vi.restoreAllMocks());

describe("AnalysisPanel", () => {
  it("shows the stage with its confidence, priority, budget, next action and insights", async () => {
    const { panel } = renderAnalysis([]);
    expect(await within(panel()).findByText("82% confidence")).toBeInTheDocument();
    expect(within(panel()).getByText("Negotiation")).toBeInTheDocument();
    expect(within(panel()).getByText("High")).toBeInTheDocument();
    expect(within(panel()).getByRole("heading", { name: "Budget Range" })).toBeInTheDocument();
    expect(within(panel()).getByText("$50k - $100k")).toBeInTheDocument();
    expect(within(panel()).getByText("Send the revised quote")).toBeInTheDocument();
    expect(within(panel()).getByText("Opportunity")).toBeInTheDocument();
    expect(within(panel()).getByText("Asked about onboarding dates")).toBeInTheDocument();
    expect(
      within(panel()).queryByRole("button", { name: "Schedule Follow-up" }),
    ).not.toBeInTheDocument();
  });

  it("leaves out the budget when there is none and falls back to the default next action", async () => {
    const { panel } = renderAnalysis(
      [],
      makeAnalysis({ budgetBand: null, nextAction: null, insights: [] }),
    );
    expect(
      await within(panel()).findByText("Continue the conversation to gather more insights"),
    ).toBeInTheDocument();
    expect(
      within(panel()).queryByRole("heading", { name: "Budget Range" }),
    ).not.toBeInTheDocument();
  });

  it("says so when the model's answer could not be used and the offline analysis stands in", async () => {
    const fallback =
      "The model's answer (gpt-4o-mini) was not valid JSON, so this is the offline assistant's analysis.";
    const { panel } = renderAnalysis(
      [],
      makeAnalysis({ provider: "local", model: null, fallback }),
    );
    expect(await within(panel()).findByRole("note")).toHaveTextContent(fallback);
  });

  it("shows no note for an analysis the model made", async () => {
    const { panel } = renderAnalysis(
      [],
      makeAnalysis({ provider: "openai", model: "gpt-4o-mini", fallback: null }),
    );
    expect(await within(panel()).findByText("82% confidence")).toBeInTheDocument();
    expect(within(panel()).queryByRole("note")).not.toBeInTheDocument();
  });

  it("clears the analysis and says why when it cannot be fetched", async () => {
    const { panel } = renderAnalysis([], () =>
      jsonError(500, { error: "boom" }, "Internal Server Error"),
    );
    expect(await within(panel()).findByRole("alert")).toHaveTextContent(
      "Failed to fetch insights: Internal Server Error",
    );
    expect(within(panel()).queryByText(/confidence/)).not.toBeInTheDocument();
  });

  it("schedules the suggested follow-up", async () => {
    const due = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const { user, api, panel } = renderAnalysis(
      [
        {
          method: "POST",
          path: "/api/followups/suggested",
          answer: () =>
            new Response(
              JSON.stringify({ id: "f1", title: "Send the quote", dueAt: due, status: "pending" }),
              { status: 201 },
            ),
        },
      ],
      makeAnalysis({ suggestedFollowup: { title: "Send the quote", notes: null, dueAt: due } }),
    );
    await user.click(await within(panel()).findByRole("button", { name: "Schedule Follow-up" }));
    expect(await screen.findByText(/Follow-up scheduled: Send the quote/)).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/followups/suggested")[0]!.body).toEqual({
      clientId: "client-1",
    });
  });
});

describe("AnalysisPanel: quick actions", () => {
  it("generates the SRS from the conversation and downloads it as SRS_{client}.pdf", async () => {
    const downloads = captureDownloads();
    const { user, api, panel } = renderAnalysis([
      {
        path: "/api/chat/history/client-1",
        answer: [
          { role: "user", content: "We need a portal" },
          { role: "assistant", content: "What is the deadline?" },
        ],
      },
      {
        method: "POST",
        path: "/api/documents/generate-ai-proposal",
        answer: () => pdfResponse("SRS_Acme_Corp.pdf"),
      },
    ]);
    await user.click(await within(panel()).findByRole("button", { name: "Generate Proposal" }));
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Notifications" })).toHaveTextContent(
        "SRS document generated successfully for Acme Corp!",
      ),
    );
    expect(downloads).toEqual(["SRS_Acme_Corp.pdf"]);
    const body = api.callsTo("POST", "/api/documents/generate-ai-proposal")[0]!.body as Record<
      string,
      string
    >;
    expect(body.title).toBe("Software Requirements Specification - Acme Corp");
    expect(body.clientName).toBe("Acme Corp");
    expect(body.userPrompt).toContain("Sales representative: We need a portal");
    expect(body.userPrompt).toContain("AI assistant: What is the deadline?");
    expect(body.userPrompt).toMatch(/Software Requirements Specification/);
  });

  it("says 'Failed to fetch chat messages' when the history cannot be read", async () => {
    const { user, api, panel } = renderAnalysis([
      { path: "/api/chat/history/client-1", answer: () => jsonError(500, {}) },
    ]);
    await user.click(await within(panel()).findByRole("button", { name: "Generate Proposal" }));
    expect(await screen.findByText("Failed to fetch chat messages")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/documents/generate-ai-proposal")).toHaveLength(0);
  });

  it("shows the server's error, or 'Failed to generate proposal'", async () => {
    let answer = () => jsonError(503, { error: "The AI provider is unavailable" });
    const { user, panel } = renderAnalysis([
      { path: "/api/chat/history/client-1", answer: [] },
      { method: "POST", path: "/api/documents/generate-ai-proposal", answer: () => answer() },
    ]);
    await user.click(await within(panel()).findByRole("button", { name: "Generate Proposal" }));
    expect(await screen.findByText("The AI provider is unavailable")).toBeInTheDocument();
    answer = () => new Response("", { status: 500 });
    await user.click(within(panel()).getByRole("button", { name: "Generate Proposal" }));
    expect(await screen.findByText("Failed to generate proposal")).toBeInTheDocument();
  });

  it("schedules a meeting as a follow-up", async () => {
    const { user, api, panel } = renderAnalysis([
      {
        method: "POST",
        path: "/api/followups",
        answer: (call) =>
          new Response(JSON.stringify({ id: "f1", ...(call.body as object), status: "pending" }), {
            status: 201,
          }),
      },
    ]);
    await user.click(await within(panel()).findByRole("button", { name: "Schedule Meeting" }));
    const dialog = screen.getByRole("dialog", { name: "Schedule Meeting" });
    expect(within(dialog).getByLabelText("Title")).toHaveValue("Meeting with Acme Corp");
    const when = within(dialog).getByLabelText("Date and time");
    await user.clear(when);
    await user.type(when, "2030-03-04T15:30");
    await user.type(within(dialog).getByLabelText("Agenda (optional)"), "Demo");
    await user.click(within(dialog).getByRole("button", { name: "Schedule Meeting" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", "/api/followups")[0]!.body).toEqual({
      clientId: "client-1",
      title: "Meeting with Acme Corp",
      notes: "Demo",
      dueAt: new Date("2030-03-04T15:30").toISOString(),
      isAiGenerated: false,
    });
    expect(await screen.findByText(/Meeting scheduled for/)).toBeInTheDocument();
  });

  it("shows the AI's drafted follow-up for editing and saves it once approved", async () => {
    const dueAt = "2030-01-02T09:00:00.000Z";
    const { user, api, panel } = renderAnalysis([
      {
        method: "POST",
        path: "/api/followups/draft",
        answer: {
          clientId: "client-1",
          title: "Follow up with Acme Corp",
          notes: "Hi Acme, checking in.",
          dueAt,
          isAiGenerated: true,
        },
      },
      {
        method: "POST",
        path: "/api/followups",
        answer: (call) =>
          new Response(JSON.stringify({ id: "f2", ...(call.body as object), status: "pending" }), {
            status: 201,
          }),
      },
    ]);
    await user.click(await within(panel()).findByRole("button", { name: "Send Follow-up" }));
    const dialog = screen.getByRole("dialog", { name: "Send Follow-up" });
    const message = await within(dialog).findByLabelText("Message");
    expect(message).toHaveValue("Hi Acme, checking in.");
    expect(within(dialog).getByLabelText("Due date")).toHaveValue(toDateTimeLocalValue(dueAt));
    await user.clear(message);
    await user.type(message, "Hi Acme, shall we meet?");
    await user.click(within(dialog).getByRole("button", { name: "Approve & Schedule" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", "/api/followups/draft")[0]!.body).toEqual({ clientId: "client-1" });
    expect(api.callsTo("POST", "/api/followups")[0]!.body).toEqual({
      clientId: "client-1",
      title: "Follow up with Acme Corp",
      notes: "Hi Acme, shall we meet?",
      dueAt,
      isAiGenerated: true,
    });
  });
});
