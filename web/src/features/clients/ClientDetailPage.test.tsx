import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GeneratedDocument } from "../../lib/types";
import { captureDownloads, pdfResponse } from "../../test/downloads";
import { makeClient, makeFollowUp } from "../../test/fixtures";
import { jsonError, mockApi, type ApiRoute } from "../../test/mockApi";
import { renderScreen } from "../../test/renderWithProviders";
import type { ClientOverview } from "./clientDetailQueries";
import ClientDetailPage from "./ClientDetailPage";

const CLIENT_ID = "11111111-1111-4111-8111-111111111111";
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

function overview(overrides: Partial<ClientOverview> = {}): ClientOverview {
  return {
    client: makeClient({
      id: CLIENT_ID,
      name: "Globex Corporation",
      company: "Globex",
      email: "hank@globex.test",
      phone: "+1 555 0100",
      status: "active",
      stage: "NEGOTIATION",
      priority: "HIGH",
      dealValue: 125000,
      notes: "Wants SSO",
    }),
    latestAnalysis: {
      stage: "NEGOTIATION",
      priority: "HIGH",
      budgetBand: "$100k - $150k",
      confidence: 0.76,
      nextAction: "Send the security questionnaire",
      suggestedFollowup: null,
      insights: [{ type: "risk", content: "Legal review may slow things down", confidence: 0.6 }],
      provider: "fake",
      model: null,
      fallback: null,
      createdAt: hoursAgo(1),
    },
    followUps: [
      {
        id: "f1",
        title: "Call about SSO",
        notes: null,
        dueAt: inDays(1),
        status: "pending",
        isAiGenerated: true,
        completedAt: null,
        createdAt: hoursAgo(5),
      },
    ],
    documents: [],
    messageCount: 12,
    history: [
      {
        id: "h1",
        activityType: "message",
        role: "user",
        clientName: "Globex Corporation",
        name: "Sarah Chen",
        status: null,
        title: "Can we get SSO?",
        createdAt: hoursAgo(2),
      },
      {
        id: "h2",
        activityType: "client_update",
        role: "user",
        clientName: "Globex Corporation",
        name: "Sarah Chen",
        status: "NEGOTIATION",
        title: "Deal stage changed",
        createdAt: hoursAgo(3),
      },
    ],
    ...overrides,
  };
}

const documentRow = (overrides: Partial<GeneratedDocument> = {}): GeneratedDocument => ({
  id: "d1",
  kind: "proposal",
  title: "Proposal for Globex Corporation",
  clientId: CLIENT_ID,
  clientName: "Globex Corporation",
  createdAt: hoursAgo(24),
  file: {
    id: "file-1",
    originalName: "proposal-1.pdf",
    mimeType: "application/pdf",
    size: 20480,
    url: "https://files.test/proposal-1.pdf",
  },
  ...overrides,
});

function renderDetail(routes: ApiRoute[], id = CLIENT_ID) {
  const api = mockApi(routes);
  return {
    api,
    ...renderScreen(<ClientDetailPage />, {
      path: "/clients/:id",
      initialEntry: `/clients/${id}`,
      extraRoutes: [
        { path: "/clients", element: <h1>Clients list</h1> },
        { path: "/ai-chat", element: <h1>Chat page</h1> },
      ],
    }),
  };
}

const overviewRoute = (answer: ApiRoute["answer"] = overview()): ApiRoute => ({
  path: `/api/clients/${CLIENT_ID}/overview`,
  answer,
});

afterEach(() => vi.restoreAllMocks());

describe("ClientDetailPage", () => {
  it("shows the breadcrumb, header and the overview cards from the client's data", async () => {
    renderDetail([overviewRoute()]);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Globex Corporation" }),
    ).toBeInTheDocument();
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getByRole("link", { name: "Clients" })).toHaveAttribute(
      "href",
      "/clients",
    );
    expect(within(breadcrumb).getByText("Client Details")).toHaveAttribute("aria-current", "page");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Overview",
      "History",
      "Proposals",
      "Follow-ups1",
    ]);

    const info = screen.getByRole("region", { name: "Client Information" });
    expect(within(info).getByText("Globex")).toBeInTheDocument();
    expect(within(info).getByText("Wants SSO")).toBeInTheDocument();
    expect(within(info).getByText("12")).toBeInTheDocument();

    const deal = screen.getByRole("region", { name: "Deal Status" });
    expect(within(deal).getByText("Negotiation")).toBeInTheDocument();
    expect(within(deal).getByText("76%")).toBeInTheDocument();
    expect(within(deal).getByText("$125,000")).toBeInTheDocument();

    const contacts = screen.getByRole("region", { name: "Primary Contacts" });
    expect(within(contacts).getByRole("link", { name: "hank@globex.test" })).toHaveAttribute(
      "href",
      "mailto:hank@globex.test",
    );
    expect(within(contacts).getByRole("link", { name: "+1 555 0100" })).toHaveAttribute(
      "href",
      "tel:+15550100",
    );

    const insights = screen.getByRole("region", { name: "AI Insights" });
    expect(within(insights).getByText("Send the security questionnaire")).toBeInTheDocument();
    expect(within(insights).getByText("Legal review may slow things down")).toBeInTheDocument();

    const next = screen.getByRole("region", { name: "Next Actions" });
    expect(within(next).getByText("Call about SSO")).toBeInTheDocument();
    expect(
      within(next).getByRole("button", { name: "Complete Call about SSO" }),
    ).toBeInTheDocument();

    const actions = screen.getByRole("region", { name: "Quick Actions" });
    expect(within(actions).getByRole("link", { name: "AI Chat" })).toHaveAttribute(
      "href",
      `/ai-chat?client=${CLIENT_ID}`,
    );
  });

  it("shows the AI's suggested stage under the rep's stage only when they differ", async () => {
    const base = overview();
    renderDetail([
      overviewRoute(overview({ latestAnalysis: { ...base.latestAnalysis!, stage: "PROPOSAL" } })),
    ]);
    const deal = await screen.findByRole("region", { name: "Deal Status" });
    expect(within(deal).getByText("Negotiation")).toBeInTheDocument();
    expect(within(deal).getByText("AI suggests: Proposal")).toBeInTheDocument();
  });

  it("shows no suggestion when the AI agrees with the rep's stage", async () => {
    renderDetail([overviewRoute()]);
    const deal = await screen.findByRole("region", { name: "Deal Status" });
    expect(within(deal).queryByText(/AI suggests/)).not.toBeInTheDocument();
  });

  it("shows 'Client not found' with a way back for an unknown or someone else's client", async () => {
    const { user, router } = renderDetail(
      [{ path: /\/overview$/, answer: () => jsonError(404, { error: "Client not found" }) }],
      "22222222-2222-4222-8222-222222222222",
    );
    expect(await screen.findByRole("heading", { name: "Client not found" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Back to Clients" }));
    expect(router.state.location.pathname).toBe("/clients");
  });

  it("completes a next action and reloads the overview", async () => {
    let followUps = overview().followUps;
    const { user, api } = renderDetail([
      overviewRoute(() => overview({ followUps })),
      {
        method: "PATCH",
        path: "/api/followups/f1",
        answer: () => {
          followUps = [];
          return { id: "f1", status: "done" };
        },
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Complete Call about SSO" }));
    expect(await screen.findByText("No pending follow-ups")).toBeInTheDocument();
    expect(api.callsTo("PATCH", "/api/followups/f1")[0]!.body).toEqual({ status: "done" });
  });

  it("shows messages and activity in History", async () => {
    const { user } = renderDetail([overviewRoute()]);
    await user.click(await screen.findByRole("tab", { name: "History" }));
    const history = screen.getByRole("list", { name: "Client history" });
    expect(within(history).getByText("Can we get SSO?")).toBeInTheDocument();
    expect(within(history).getByText("Deal stage changed")).toBeInTheDocument();
    expect(within(history).getByText("2h ago")).toBeInTheDocument();
  });

  it("lists generated documents with download links in Proposals", async () => {
    const { user, api } = renderDetail([
      overviewRoute(),
      { path: "/api/documents", answer: { documents: [documentRow()], total: 1 } },
    ]);
    await user.click(await screen.findByRole("tab", { name: "Proposals" }));
    const link = await screen.findByRole("link", {
      name: "Download Proposal for Globex Corporation",
    });
    expect(link).toHaveAttribute("href", "https://files.test/proposal-1.pdf");
    expect(screen.getByText(/20 KB/)).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/documents")[0]!.query).toMatchObject({ clientId: CLIENT_ID });
  });

  it("lists all the client's follow-ups with Complete for open ones", async () => {
    const { user, api } = renderDetail([
      overviewRoute(),
      {
        path: "/api/followups",
        answer: {
          followUps: [
            makeFollowUp({ id: "f1", title: "Call about SSO", status: "pending" }),
            makeFollowUp({ id: "f0", title: "Intro call", status: "done", dueAt: hoursAgo(48) }),
          ],
          total: 2,
        },
      },
    ]);
    await user.click(await screen.findByRole("tab", { name: "Follow-ups" }));
    const list = await screen.findByRole("list", { name: "Follow-ups" });
    const [open, done] = within(list).getAllByRole("listitem");
    expect(
      within(open!).getByRole("button", { name: "Complete Call about SSO" }),
    ).toBeInTheDocument();
    expect(within(done!).getByText("Complete")).toBeInTheDocument();
    expect(within(done!).queryByRole("button")).not.toBeInTheDocument();
    expect(api.callsTo("GET", "/api/followups")[0]!.query).toMatchObject({ clientId: CLIENT_ID });
  });

  it("generates a document for this client and downloads it", async () => {
    const downloads = captureDownloads();
    const { user, api } = renderDetail([
      overviewRoute(),
      {
        method: "POST",
        path: "/api/documents/generate-ai-budget",
        answer: () => pdfResponse("budget-1700000000000.pdf"),
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Generate Budget" }));
    expect(await screen.findByText("Budget generated successfully!")).toBeInTheDocument();
    expect(downloads).toEqual(["budget-1700000000000.pdf"]);
    expect(api.callsTo("POST", "/api/documents/generate-ai-budget")[0]!.body).toMatchObject({
      title: "Budget for Globex Corporation",
      clientId: CLIENT_ID,
      clientName: "Globex Corporation",
    });
  });

  it("reports a failed generation in the spec's words", async () => {
    const { user } = renderDetail([
      overviewRoute(),
      {
        method: "POST",
        path: "/api/documents/generate-ai-presentation",
        answer: () => jsonError(503, { error: "The AI provider is unavailable" }),
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Generate Presentation" }));
    expect(
      await screen.findByText("Failed to generate presentation: The AI provider is unavailable"),
    ).toBeInTheDocument();
  });

  it("edits the client in the clients dialog", async () => {
    let current = overview();
    const { user, api } = renderDetail([
      overviewRoute(() => current),
      {
        method: "PUT",
        path: `/api/clients/${CLIENT_ID}`,
        answer: (call) => {
          current = overview({
            client: { ...current.client, name: (call.body as { name: string }).name },
          });
          return current.client;
        },
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Client" });
    const name = within(dialog).getByLabelText("Name");
    await user.clear(name);
    await user.type(name, "Globex Inc");
    await user.click(within(dialog).getByRole("button", { name: /Save/ }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Globex Inc" }),
    ).toBeInTheDocument();
    expect(api.callsTo("PUT", `/api/clients/${CLIENT_ID}`)).toHaveLength(1);
  });

  it("copies the page link on Share", async () => {
    renderDetail([overviewRoute()]);
    const share = await screen.findByRole("button", { name: "Share" });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await act(async () => {
      fireEvent.click(share);
    });
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    await waitFor(() => expect(screen.getByText("Link copied to clipboard")).toBeInTheDocument());
  });
});
