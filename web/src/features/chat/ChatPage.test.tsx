import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DealStage } from "../../lib/types";
import { jsonError, mockApi, type ApiRoute } from "../../test/mockApi";
import { renderScreen } from "../../test/renderWithProviders";
import {
  chatRoutes,
  makeChatClient,
  makeMessage,
  makeThread,
  minutesAgo,
} from "../../test/chatFixtures";
import { defaultThreadTitle } from "./chatQueries";
import ChatPage from "./ChatPage";

function renderChat(routes: ApiRoute[], initialEntry = "/ai-chat") {
  const api = mockApi(routes);
  return { api, ...renderScreen(<ChatPage />, { path: "/ai-chat", initialEntry }) };
}

const never = () => new Promise<Response>(() => {});

describe("ChatPage: clients column", () => {
  it("shows 5 placeholder rows while the clients load", () => {
    renderChat([{ path: "/api/chat-threads/clients-with-threads", answer: never }]);
    expect(screen.getAllByTestId("chat-client-placeholder")).toHaveLength(5);
  });

  it("shows the empty states with no clients and nothing selected", async () => {
    renderChat(chatRoutes({ clients: [] }));
    expect(await screen.findByText("No client conversations yet")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "New Chat" })).toBeInTheDocument();
    expect(screen.getByText("Select a client to start chatting")).toBeInTheDocument();
    expect(
      screen.getByText("Choose a client from the sidebar to begin an AI-powered conversation"),
    ).toBeInTheDocument();
    expect(screen.getByText("Select a client to see AI analysis")).toBeInTheDocument();
  });

  it("shows each client's initials, company, stage, time, last message and unread count", async () => {
    renderChat(
      chatRoutes({
        clients: [
          makeChatClient({
            name: "Mary Ann Smith",
            company: "Globex",
            stage: "NEGOTIATION",
            lastActivity: minutesAgo(90),
            lastMessage: "See you Friday",
            latestThread: { id: "t1", lastMessageAt: minutesAgo(90), unreadCount: 3 },
          }),
          // A stage this build does not know yet (a newer server) still gets a badge.
          makeChatClient({
            id: "client-2",
            name: "Initech",
            stage: "ON_HOLD" as DealStage,
            lastActivity: minutesAgo(0),
          }),
        ],
      }),
    );
    const list = await screen.findByRole("list", { name: "Client conversations" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(within(first!).getByText("MA")).toBeInTheDocument();
    expect(within(first!).getByText("Mary Ann Smith")).toBeInTheDocument();
    expect(within(first!).getByText("Globex")).toBeInTheDocument();
    expect(within(first!).getByText("Negotiation")).toHaveAttribute("data-stage", "NEGOTIATION");
    expect(within(first!).getByText("1h ago")).toBeInTheDocument();
    expect(within(first!).getByText("See you Friday")).toBeInTheDocument();
    expect(within(first!).getByTestId("unread-count")).toHaveTextContent("3 unread");
    expect(within(second!).getByText("just now")).toBeInTheDocument();
    expect(within(second!).getByText("On Hold")).toHaveClass("bg-base-300");
  });
});

describe("ChatPage: opening a conversation", () => {
  it("opens the client's latest thread and clears its unread badge", async () => {
    const client = makeChatClient({
      latestThread: { id: "t1", lastMessageAt: minutesAgo(5), unreadCount: 2 },
    });
    const { user, api, router } = renderChat(
      chatRoutes({
        clients: [client],
        threads: {
          t1: makeThread(client, [
            makeMessage({ content: "Can you send the pricing?" }),
            makeMessage({ role: "assistant", content: "Sure, here it is.", user: null }),
          ]),
        },
      }),
    );
    await user.click(await screen.findByRole("button", { name: /^Acme Corp/ }));
    expect(await screen.findByRole("heading", { name: "Chat with Acme Corp" })).toBeInTheDocument();
    expect(screen.getByText("AI Assistant Online")).toBeInTheDocument();
    expect(await screen.findByTestId("ai-status")).toHaveTextContent("Offline assistant");
    const log = await screen.findByRole("log", { name: "Messages" });
    expect(within(log).getByText("Sure, here it is.")).toBeInTheDocument();
    expect(within(log).getByText("AI Assistant")).toBeInTheDocument();
    expect(within(log).getByText("Sarah Chen")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/chat-threads/threads/t1/messages")).toHaveLength(1);
    expect(api.callsTo("POST", /threads$/)).toHaveLength(0);
    expect(router.state.location.search).toBe("?client=client-1");
    await waitFor(() => expect(screen.queryByTestId("unread-count")).not.toBeInTheDocument());
  });

  it("names the model in the header when one answers, and renders its Markdown reply", async () => {
    const client = makeChatClient({
      latestThread: { id: "t1", lastMessageAt: minutesAgo(5), unreadCount: 0 },
    });
    renderChat(
      chatRoutes({
        clients: [client],
        threads: {
          t1: makeThread(client, [
            makeMessage({ content: "**Not bold**, the rep's own words" }),
            makeMessage({ role: "assistant", content: "Send the **proposal** today.", user: null }),
          ]),
        },
        aiStatus: { provider: "openai", model: "gpt-4o-mini", label: "gpt-4o-mini" },
      }),
      "/ai-chat?client=client-1",
    );
    const header = (await screen.findByRole("heading", { name: "Chat with Acme Corp" })).closest(
      "header",
    )!;
    expect(await within(header).findByTestId("ai-status")).toHaveTextContent("gpt-4o-mini");
    expect(
      within(header).getByTitle("Answers come from the model gpt-4o-mini"),
    ).toBeInTheDocument();
    const log = await screen.findByRole("log", { name: "Messages" });
    expect(within(log).getByText("proposal").tagName).toBe("STRONG");
    expect(within(log).getByText("**Not bold**, the rep's own words")).toBeInTheDocument();
  });

  it("opens the client named in ?client= and shows 'Start a conversation' for an empty thread", async () => {
    renderChat(
      chatRoutes({
        clients: [
          makeChatClient(),
          makeChatClient({
            id: "client-2",
            name: "Initech",
            latestThread: { id: "t2", lastMessageAt: null, unreadCount: 0 },
          }),
        ],
      }),
      "/ai-chat?client=client-2",
    );
    expect(await screen.findByRole("heading", { name: "Chat with Initech" })).toBeInTheDocument();
    expect(await screen.findByText("Start a conversation with your client...")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Initech/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("opens the thread named in &thread= (a search result's), not the client's latest", async () => {
    const { api } = renderChat(
      chatRoutes({ clients: [makeChatClient()] }),
      "/ai-chat?client=client-1&thread=t-old&message=m1",
    );
    expect(await screen.findByRole("heading", { name: "Chat with Acme Corp" })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo("GET", "/api/chat-threads/threads/t-old/messages")).toHaveLength(1),
    );
    expect(api.callsTo("GET", /^\/api\/chat-threads\/threads\/(?!t-old)/)).toHaveLength(0);
  });

  it("creates a thread titled 'Chat {date}' for a client that has none", async () => {
    const { api } = renderChat(
      [
        {
          method: "POST",
          path: "/api/chat-threads/clients/client-9/threads",
          answer: () =>
            new Response(JSON.stringify({ id: "t9", clientId: "client-9", title: "x" }), {
              status: 201,
            }),
        },
        {
          path: "/api/chat-threads/threads/t9/messages",
          answer: makeThread(
            makeChatClient({
              id: "client-9",
              name: "Hooli",
              latestThread: { id: "t9", lastMessageAt: null, unreadCount: 0 },
            }),
          ),
        },
        ...chatRoutes({ clients: [] }),
      ],
      "/ai-chat?client=client-9",
    );
    expect(await screen.findByRole("heading", { name: "Chat with Hooli" })).toBeInTheDocument();
    const created = api.callsTo("POST", "/api/chat-threads/clients/client-9/threads");
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toEqual({ title: defaultThreadTitle() });
  });

  it("starts a new thread from a row's New Chat button", async () => {
    const client = makeChatClient({
      latestThread: { id: "t1", lastMessageAt: minutesAgo(5), unreadCount: 0 },
    });
    const { user, api } = renderChat([
      ...chatRoutes({
        clients: [client],
        threads: { t1: makeThread(client, [makeMessage({ content: "Old talk" })]) },
      }),
      {
        method: "POST",
        path: "/api/chat-threads/clients/client-1/threads",
        answer: () =>
          new Response(JSON.stringify({ id: "t-new", clientId: "client-1", title: "x" }), {
            status: 201,
          }),
      },
    ]);
    await user.click(await screen.findByRole("button", { name: /^Acme Corp/ }));
    expect(await screen.findByText("Old talk")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "New chat with Acme Corp" }));
    expect(await screen.findByText("Start a conversation with your client...")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/chat-threads/clients/client-1/threads")).toHaveLength(1);
    expect(api.callsTo("GET", "/api/chat-threads/threads/t-new/messages")).toHaveLength(1);
  });
});

describe("ChatPage: Create New Client", () => {
  it("requires a name, creates the client with an address from its ID and opens a chat with it", async () => {
    let clients = [makeChatClient()];
    const { user, api } = renderChat([
      { path: "/api/chat-threads/clients-with-threads", answer: () => clients },
      {
        method: "POST",
        path: "/api/clients",
        answer: () =>
          new Response(JSON.stringify({ id: "client-new", name: "Jane Cooper" }), { status: 201 }),
      },
      {
        method: "POST",
        path: "/api/chat-threads/clients/client-new/threads",
        answer: () => {
          clients = [
            makeChatClient({
              id: "client-new",
              name: "Jane Cooper",
              latestThread: { id: "t-new", lastMessageAt: null, unreadCount: 0 },
            }),
            ...clients,
          ];
          return new Response(JSON.stringify({ id: "t-new", clientId: "client-new", title: "x" }), {
            status: 201,
          });
        },
      },
      ...chatRoutes({ clients }).filter(
        (route) => route.path !== "/api/chat-threads/clients-with-threads",
      ),
    ]);
    await user.click(await screen.findByRole("button", { name: "New Chat" }));
    const dialog = screen.getByRole("dialog", { name: "Create New Client" });
    expect(dialog).toHaveAccessibleDescription("Add a new client to start a chat conversation.");
    await user.click(within(dialog).getByRole("button", { name: "Create Client" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Client name is required");
    expect(api.callsTo("POST", "/api/clients")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Client Name"), "  Jane Cooper ");
    await user.type(within(dialog).getByLabelText("Client ID"), "ACME 042");
    await user.click(within(dialog).getByRole("button", { name: "Create Client" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", "/api/clients")[0]!.body).toEqual({
      name: "Jane Cooper",
      email: "acme-042@client.local",
      company: "ACME 042",
      status: "LEAD",
      priority: "MEDIUM",
    });
    // The conversation remounts (keyed by thread) once the new thread exists: assert on whichever
    // heading is current, not on a node the remount may already have replaced.
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Chat with Jane Cooper" })).toBeInTheDocument(),
    );
    expect(await screen.findByText("Start a conversation with your client...")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/chat-threads/clients/client-new/threads")).toHaveLength(1);
    expect(await screen.findByRole("button", { name: /^Jane Cooper/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("sends no email without a Client ID, shows the server's error, and starts empty after Cancel", async () => {
    const { user, api } = renderChat([
      ...chatRoutes(),
      {
        method: "POST",
        path: "/api/clients",
        answer: () => jsonError(400, { error: "Client name must be at most 200 characters" }),
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "New Chat" }));
    let dialog = screen.getByRole("dialog", { name: "Create New Client" });
    await user.type(within(dialog).getByLabelText("Client Name"), "Jane");
    await user.click(within(dialog).getByRole("button", { name: "Create Client" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Client name must be at most 200 characters",
    );
    expect(api.callsTo("POST", "/api/clients")[0]!.body).toEqual({
      name: "Jane",
      status: "LEAD",
      priority: "MEDIUM",
    });

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "New Chat" }));
    dialog = screen.getByRole("dialog", { name: "Create New Client" });
    expect(within(dialog).getByLabelText("Client Name")).toHaveValue("");
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says 'Failed to create client' when the server gives no reason", async () => {
    const { user } = renderChat([
      ...chatRoutes(),
      { method: "POST", path: "/api/clients", answer: () => new Response("", { status: 500 }) },
    ]);
    await user.click(await screen.findByRole("button", { name: "New Chat" }));
    const dialog = screen.getByRole("dialog", { name: "Create New Client" });
    await user.type(within(dialog).getByLabelText("Client Name"), "Jane");
    await user.click(within(dialog).getByRole("button", { name: "Create Client" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to create client");
  });
});
