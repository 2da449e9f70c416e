import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureDownloads, pdfResponse } from "../../test/downloads";
import { jsonError, mockApi, type ApiRoute } from "../../test/mockApi";
import { renderScreen } from "../../test/renderWithProviders";
import type { AiType } from "./knowledgeLabels";
import type { AiConfiguration, TrainingExample } from "./knowledgeQueries";
import KnowledgePage from "./KnowledgePage";

function configuration(aiType: AiType, overrides: Partial<AiConfiguration> = {}): AiConfiguration {
  return {
    id: `config-${aiType}`,
    aiType,
    personaName:
      aiType === "chat"
        ? "Sales Assistant Pro"
        : `${aiType[0]!.toUpperCase()}${aiType.slice(1)} Assistant`,
    responseStyle: "professional-friendly",
    systemInstructions: `Instructions for ${aiType}`,
    isActive: true,
    updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

const example = (overrides: Partial<TrainingExample> = {}): TrainingExample => ({
  id: "example-1",
  title: "Pricing objection",
  input: "It is too expensive",
  expectedOutput: "Let us look at the value",
  createdAt: new Date().toISOString(),
  ...overrides,
});

function knowledgeRoutes({
  configurations = {},
  examples = {},
}: {
  configurations?: Partial<Record<AiType, AiConfiguration>>;
  examples?: Record<string, TrainingExample[]>;
} = {}): ApiRoute[] {
  return [
    {
      path: /^\/api\/knowledge-base\/configurations\/[a-z]+$/,
      answer: (call) => {
        const type = call.path.split("/").pop() as AiType;
        return { configuration: configurations[type] ?? configuration(type) };
      },
    },
    {
      path: /^\/api\/knowledge-base\/training-examples\//,
      answer: (call) => ({ examples: examples[call.path.split("/").pop()!] ?? [] }),
    },
    {
      path: "/api/clients",
      answer: { clients: [{ name: "Globex" }, { name: "Acme Corp" }], total: 2 },
    },
    {
      path: "/api/ai/status",
      answer: { provider: "openai", model: "gpt-4o-mini", label: "gpt-4o-mini" },
    },
  ];
}

function renderKnowledge(routes: ApiRoute[]) {
  const api = mockApi(routes);
  return {
    api,
    ...renderScreen(<KnowledgePage />, {
      path: "/ai-knowledge",
      extraRoutes: [{ path: "/dashboard", element: <p>Dashboard page</p> }],
    }),
  };
}

afterEach(() => vi.restoreAllMocks());

describe("KnowledgePage: configuration", () => {
  it("shows the four tabs, the systems badge and the chat assistant's configuration", async () => {
    renderKnowledge([...knowledgeRoutes({ examples: { "config-chat": [example()] } })]);
    expect(screen.getByRole("heading", { name: "AI Knowledge Base" })).toBeInTheDocument();
    expect(screen.getByText("All Systems Online")).toBeInTheDocument();
    const header = screen.getByRole("heading", { name: "AI Knowledge Base" }).closest("header")!;
    expect(await within(header).findByTestId("ai-status")).toHaveTextContent("gpt-4o-mini");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Chat AI",
      "Proposal AI",
      "Presentation AI",
      "Budget AI",
    ]);
    expect(screen.getByRole("tab", { name: "Chat AI" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByLabelText("Persona Name")).toHaveValue("Sales Assistant Pro");
    const style = screen.getByLabelText("Response Style");
    expect(style).toHaveDisplayValue("Professional & Friendly");
    expect(
      within(style)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Professional & Friendly", "Casual", "Formal"]);
    expect(screen.getByLabelText("System Instructions")).toHaveValue("Instructions for chat");
    expect(await screen.findByText("Pricing objection")).toBeInTheDocument();
    expect(screen.getByText("It is too expensive")).toBeInTheDocument();
    expect(screen.getByText("Let us look at the value")).toBeInTheDocument();
    expect(screen.getByTestId("save-status")).toHaveTextContent("Ready to save");
    expect(screen.getByTestId("last-updated")).toHaveTextContent("5 minutes ago");
    // The chat assistant writes no documents.
    expect(screen.queryByRole("button", { name: /^Generate/ })).not.toBeInTheDocument();
  });

  it("says 'Never saved' and shows the empty examples text for an assistant never stored", async () => {
    const { api } = renderKnowledge(
      knowledgeRoutes({
        configurations: { chat: configuration("chat", { id: null, updatedAt: null }) },
      }),
    );
    expect(await screen.findByTestId("last-updated")).toHaveTextContent("Never saved");
    expect(
      screen.getByText("No training examples yet. Add your first example below."),
    ).toBeInTheDocument();
    expect(api.callsTo("GET", /training-examples/)).toHaveLength(0);
  });

  it("loads each tab's configuration and examples when switching", async () => {
    const { user, api } = renderKnowledge(knowledgeRoutes());
    await screen.findByDisplayValue("Sales Assistant Pro");
    for (const [tab, type, persona] of [
      ["Proposal AI", "proposal", "Proposal Assistant"],
      ["Presentation AI", "presentation", "Presentation Assistant"],
      ["Budget AI", "budget", "Budget Assistant"],
    ] as const) {
      await user.click(screen.getByRole("tab", { name: tab }));
      expect(await screen.findByLabelText("Persona Name")).toHaveValue(persona);
      expect(screen.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      expect(api.callsTo("GET", `/api/knowledge-base/configurations/${type}`)).toHaveLength(1);
      await waitFor(() =>
        expect(
          api.callsTo("GET", `/api/knowledge-base/training-examples/config-${type}`),
        ).toHaveLength(1),
      );
      expect(
        screen.getByRole("button", { name: `Generate ${persona.split(" ")[0]}` }),
      ).toBeInTheDocument();
    }
  });

  it("saves the whole configuration, says 'All changes saved' for 3 seconds and 'Just now'", async () => {
    let release: () => void = () => {};
    const { api } = renderKnowledge([
      {
        method: "POST",
        path: "/api/knowledge-base/configurations",
        answer: async (call) => {
          await new Promise<void>((resolve) => (release = resolve));
          return {
            configuration: {
              ...configuration("chat"),
              ...(call.body as object),
              updatedAt: new Date().toISOString(),
            },
          };
        },
      },
      ...knowledgeRoutes(),
    ]);
    const persona = await screen.findByLabelText("Persona Name");
    fireEvent.change(persona, { target: { value: "Deal Coach" } });
    fireEvent.change(screen.getByLabelText("Response Style"), { target: { value: "formal" } });
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    // React Query tells the screen on a zero-delay timer.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
    await act(async () => {
      release();
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId("save-status")).toHaveTextContent("All changes saved");
    expect(api.callsTo("POST", "/api/knowledge-base/configurations")[0]!.body).toEqual({
      aiType: "chat",
      personaName: "Deal Coach",
      responseStyle: "formal",
      systemInstructions: "Instructions for chat",
      isActive: true,
    });
    expect(screen.getByTestId("last-updated")).toHaveTextContent("Just now");
    expect(screen.queryByText("Unsaved changes")).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByTestId("save-status")).toHaveTextContent("All changes saved");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("save-status")).toHaveTextContent("Ready to save");
  });

  it("says 'Save failed' when the save is refused", async () => {
    const { user } = renderKnowledge([
      {
        method: "POST",
        path: "/api/knowledge-base/configurations",
        answer: () => jsonError(400, { error: "Persona name is required" }),
      },
      ...knowledgeRoutes(),
    ]);
    await user.clear(await screen.findByLabelText("Persona Name"));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Save failed")).toBeInTheDocument();
    expect(screen.getByText("Persona name is required")).toBeInTheDocument();
  });

  it("checks the persona name with the contract's rule before saving", async () => {
    const { user, api } = renderKnowledge(knowledgeRoutes());
    await user.clear(await screen.findByLabelText("Persona Name"));
    await user.type(screen.getByLabelText("Persona Name"), "   ");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Save failed")).toBeInTheDocument();
    expect(screen.getByText("Persona name is required")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/knowledge-base/configurations")).toHaveLength(0);
  });

  it("asks before leaving a tab with unsaved edits", async () => {
    const { user, api } = renderKnowledge(knowledgeRoutes());
    await user.type(await screen.findByLabelText("Persona Name"), " 2");
    await user.click(screen.getByRole("tab", { name: "Budget AI" }));
    const dialog = screen.getByRole("dialog", { name: "Unsaved changes" });
    expect(dialog).toHaveTextContent("You have unsaved changes to Chat AI.");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("tab", { name: "Chat AI" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Persona Name")).toHaveValue("Sales Assistant Pro 2");
    expect(api.callsTo("GET", "/api/knowledge-base/configurations/budget")).toHaveLength(0);

    await user.click(screen.getByRole("tab", { name: "Budget AI" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Unsaved changes" })).getByRole("button", {
        name: "Discard changes",
      }),
    );
    expect(await screen.findByDisplayValue("Budget Assistant")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Budget AI" })).toHaveAttribute("aria-selected", "true");
  });

  it("switches without asking when nothing changed", async () => {
    const { user } = renderKnowledge(knowledgeRoutes());
    await screen.findByDisplayValue("Sales Assistant Pro");
    await user.click(screen.getByRole("tab", { name: "Proposal AI" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByDisplayValue("Proposal Assistant")).toBeInTheDocument();
  });
});

describe("KnowledgePage: training examples", () => {
  it("adds an example, saving a never-stored assistant first", async () => {
    let examples: TrainingExample[] = [];
    const { user, api } = renderKnowledge([
      {
        method: "POST",
        path: "/api/knowledge-base/configurations",
        answer: (call) => ({
          configuration: { ...configuration("chat"), ...(call.body as object), id: "config-new" },
        }),
      },
      {
        method: "POST",
        path: "/api/knowledge-base/training-examples",
        answer: (call) => {
          const body = call.body as TrainingExample;
          examples = [
            example({
              id: "new",
              title: body.title,
              input: body.input,
              expectedOutput: body.expectedOutput,
            }),
          ];
          return new Response(JSON.stringify(examples[0]), { status: 201 });
        },
      },
      { path: "/api/knowledge-base/training-examples/config-new", answer: () => ({ examples }) },
      ...knowledgeRoutes({
        configurations: { chat: configuration("chat", { id: null, updatedAt: null }) },
      }),
    ]);
    const add = await screen.findByRole("button", { name: "Add Training Example" });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText("Title"), "Greeting");
    await user.type(screen.getByLabelText("Input"), "Hi there");
    await user.type(screen.getByLabelText("Expected Output"), "Hello! How can I help?");
    await user.click(add);

    expect(await screen.findByText("Greeting")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/knowledge-base/configurations")).toHaveLength(1);
    expect(api.callsTo("POST", "/api/knowledge-base/training-examples")[0]!.body).toEqual({
      configurationId: "config-new",
      title: "Greeting",
      input: "Hi there",
      expectedOutput: "Hello! How can I help?",
    });
    expect(screen.getByLabelText("Title")).toHaveValue("");
  });

  it("deletes an example after confirming", async () => {
    let examples = [example()];
    const { user, api } = renderKnowledge([
      {
        method: "DELETE",
        path: "/api/knowledge-base/training-examples/example-1",
        answer: () => {
          examples = [];
          return { success: true };
        },
      },
      { path: "/api/knowledge-base/training-examples/config-chat", answer: () => ({ examples }) },
      ...knowledgeRoutes(),
    ]);
    await user.click(
      await screen.findByRole("button", { name: "Delete example Pricing objection" }),
    );
    await user.click(
      within(screen.getByRole("dialog", { name: "Delete Training Example" })).getByRole("button", {
        name: "Delete",
      }),
    );
    expect(
      await screen.findByText("No training examples yet. Add your first example below."),
    ).toBeInTheDocument();
    expect(api.callsTo("POST", /training-examples/)).toHaveLength(0);
    expect(api.callsTo("DELETE", "/api/knowledge-base/training-examples/example-1")).toHaveLength(
      1,
    );
  });
});

describe("KnowledgePage: Test AI", () => {
  it("shows the answer in the 'AI Test Response' dialog", async () => {
    let answer: (value: Response | object) => void = () => {};
    const { user, api } = renderKnowledge([
      {
        method: "POST",
        path: "/api/knowledge-base/configurations/chat/test",
        answer: () => new Promise((resolve) => (answer = resolve)),
      },
      ...knowledgeRoutes(),
    ]);
    await user.click(await screen.findByRole("button", { name: "Test AI" }));
    expect(screen.getByRole("button", { name: "Testing..." })).toBeDisabled();
    act(() => answer({ response: "Hi, I am Sales Assistant Pro." }));
    const dialog = await screen.findByRole("dialog", { name: "AI Test Response" });
    expect(within(dialog).getByTestId("ai-test-response")).toHaveTextContent(
      "Hi, I am Sales Assistant Pro.",
    );
    expect(
      (
        api.callsTo("POST", "/api/knowledge-base/configurations/chat/test")[0]!.body as {
          testInput: string;
        }
      ).testInput,
    ).not.toBe("");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("tests the form's unsaved edits without saving them", async () => {
    const { user, api } = renderKnowledge([
      {
        method: "POST",
        path: "/api/knowledge-base/configurations/chat/test",
        answer: () => ({ response: "Hey, Draft Dana here!" }),
      },
      ...knowledgeRoutes(),
    ]);
    const persona = await screen.findByLabelText("Persona Name");
    await user.clear(persona);
    await user.type(persona, "Draft Dana");
    await user.selectOptions(screen.getByLabelText("Response Style"), "casual");
    await user.click(screen.getByRole("button", { name: "Test AI" }));
    await screen.findByRole("dialog", { name: "AI Test Response" });
    const body = api.callsTo("POST", "/api/knowledge-base/configurations/chat/test")[0]!.body as {
      configuration: { personaName: string; responseStyle: string; systemInstructions: string };
    };
    expect(body.configuration).toMatchObject({
      personaName: "Draft Dana",
      responseStyle: "casual",
    });
    expect(typeof body.configuration.systemInstructions).toBe("string");
    expect(api.callsTo("POST", "/api/knowledge-base/configurations")).toHaveLength(0);
  });

  it("says 'Test failed: {error}', or 'Test failed. Please try again.'", async () => {
    let failure = () => jsonError(503, { error: "The AI provider is unavailable" });
    const { user } = renderKnowledge([
      {
        method: "POST",
        path: "/api/knowledge-base/configurations/chat/test",
        answer: () => failure(),
      },
      ...knowledgeRoutes(),
    ]);
    await user.click(await screen.findByRole("button", { name: "Test AI" }));
    expect(
      await screen.findByText("Test failed: The AI provider is unavailable"),
    ).toBeInTheDocument();
    failure = () => new Response("", { status: 500 });
    await user.click(screen.getByRole("button", { name: "Test AI" }));
    expect(await screen.findByText("Test failed. Please try again.")).toBeInTheDocument();
  });
});

describe("KnowledgePage: document generator", () => {
  async function openProposalTab(routes: ApiRoute[] = []) {
    const rendered = renderKnowledge([...routes, ...knowledgeRoutes()]);
    await screen.findByDisplayValue("Sales Assistant Pro");
    await rendered.user.click(screen.getByRole("tab", { name: "Proposal AI" }));
    await screen.findByDisplayValue("Proposal Assistant");
    return rendered;
  }

  it("is disabled until title and description are given, and says so when clicked", async () => {
    const { user, api } = await openProposalTab();
    const generate = screen.getByRole("button", { name: "Generate Proposal" });
    expect(generate).toHaveAttribute("aria-disabled", "true");
    await user.click(generate);
    expect(
      await screen.findByText("Please provide both a title and description for the document."),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Document Title/), "Q3 offer");
    expect(generate).toHaveAttribute("aria-disabled", "true");
    await user.type(screen.getByLabelText(/^Description/), "   ");
    expect(generate).toHaveAttribute("aria-disabled", "true");
    await user.type(screen.getByLabelText(/^Description/), "Three tiers");
    expect(generate).toHaveAttribute("aria-disabled", "false");
    expect(api.callsTo("POST", /generate-ai/)).toHaveLength(0);
  });

  it("generates the PDF, downloads it as {type}-{timestamp}.pdf and clears the form", async () => {
    const downloads = captureDownloads();
    const { user, api } = await openProposalTab([
      {
        method: "POST",
        path: "/api/documents/generate-ai-proposal",
        answer: () => pdfResponse("proposal-1.pdf"),
      },
    ]);
    expect(document.querySelector("datalist option[value='Globex']")).not.toBeNull();
    await user.type(screen.getByLabelText(/Document Title/), "Q3 offer");
    await user.type(screen.getByLabelText("Client Name (optional)"), "Globex");
    await user.type(screen.getByLabelText(/^Description/), "Three tiers");
    await user.type(screen.getByLabelText("Additional Context (optional)"), "Budget 50k");
    const before = Date.now();
    await user.click(screen.getByRole("button", { name: "Generate Proposal" }));
    expect(await screen.findByText("Proposal generated successfully!")).toBeInTheDocument();
    const body = api.callsTo("POST", "/api/documents/generate-ai-proposal")[0]!.body as Record<
      string,
      string
    >;
    expect(body).toMatchObject({
      title: "Q3 offer",
      clientName: "Globex",
      userPrompt: "Three tiers",
      additionalContext: "Budget 50k",
    });
    expect(Number.isNaN(Date.parse(body.date!))).toBe(false);
    expect(downloads).toHaveLength(1);
    const stamp = Number(/^proposal-(\d+)\.pdf$/.exec(downloads[0]!)?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(screen.getByLabelText(/Document Title/)).toHaveValue("");
    expect(screen.getByLabelText(/^Description/)).toHaveValue("");
  });

  it("leaves optional fields out and reports failures in the spec's words", async () => {
    let failure = () => jsonError(400, { error: "Client not found" });
    const { user, api } = await openProposalTab([
      { method: "POST", path: "/api/documents/generate-ai-proposal", answer: () => failure() },
    ]);
    await user.type(screen.getByLabelText(/Document Title/), "Q3 offer");
    await user.type(screen.getByLabelText(/^Description/), "Three tiers");
    await user.click(screen.getByRole("button", { name: "Generate Proposal" }));
    expect(
      await screen.findByText("Failed to generate proposal: Client not found"),
    ).toBeInTheDocument();
    const body = api.callsTo("POST", "/api/documents/generate-ai-proposal")[0]!.body as Record<
      string,
      unknown
    >;
    expect(body).not.toHaveProperty("clientName");
    expect(body).not.toHaveProperty("additionalContext");
    expect(screen.getByLabelText(/Document Title/)).toHaveValue("Q3 offer");

    failure = () => new Response("", { status: 500 });
    await user.click(screen.getByRole("button", { name: "Generate Proposal" }));
    expect(
      await screen.findByText("Failed to generate proposal. Please try again."),
    ).toBeInTheDocument();
  });
});
