import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FILE_TOO_LARGE, FILE_TYPE_NOT_SUPPORTED } from "../../lib/attachments";
import { jsonError, mockApi, type ApiRoute } from "../../test/mockApi";
import { renderScreen } from "../../test/renderWithProviders";
import {
  chatRoutes,
  controlledEventStream,
  makeChatClient,
  makeFile,
  makeMessage,
  makeThread,
} from "../../test/chatFixtures";
import type { ChatMessage } from "./chatTypes";
import ChatPage from "./ChatPage";
import { STREAM_ERROR_REPLY } from "./useChatSender";

const client = makeChatClient({ latestThread: { id: "t1", lastMessageAt: null, unreadCount: 0 } });

function savedMessage(call: { body: unknown }, role: "user" | "assistant"): Response {
  const body = call.body as { content: string; attachments?: string[] };
  const message: ChatMessage = makeMessage({
    role,
    content: body.content,
    user: role === "user" ? { id: "u", name: "Sarah Chen", avatarUrl: null } : null,
    attachments: (body.attachments ?? []).map((id) =>
      makeFile({ id, originalName: `${id}.txt`, mimeType: "text/plain" }),
    ),
  });
  return new Response(JSON.stringify(message), { status: 201 });
}

const saveRoutes: ApiRoute[] = [
  {
    method: "POST",
    path: "/api/chat-threads/threads/t1/messages",
    answer: (call) => savedMessage(call, "user"),
  },
  {
    method: "POST",
    path: "/api/chat-threads/threads/t1/messages/ai-response",
    answer: (call) => savedMessage(call, "assistant"),
  },
];

function renderOpenChat(routes: ApiRoute[], messages: ChatMessage[] = []) {
  const api = mockApi([
    ...routes,
    ...saveRoutes,
    ...chatRoutes({ clients: [client], threads: { t1: makeThread(client, messages) } }),
  ]);
  const rendered = renderScreen(<ChatPage />, {
    path: "/ai-chat",
    initialEntry: "/ai-chat?client=client-1",
  });
  return { api, ...rendered };
}

/** The message box once the thread is open and it takes input. */
async function messageBox() {
  const box = await screen.findByRole("textbox", { name: "Message" });
  await waitFor(() => expect(box).toBeEnabled());
  return box;
}

afterEach(() => vi.restoreAllMocks());

describe("Conversation: sending and streaming", () => {
  it("saves the message, shows the reply chunk by chunk, saves it and refreshes the analysis", async () => {
    const stream = controlledEventStream();
    const { user, api } = renderOpenChat([
      { method: "POST", path: "/api/chat/stream", answer: () => stream.response },
    ]);
    await screen.findByText("Start a conversation with your client...");
    await waitFor(() =>
      expect(api.callsTo("GET", "/api/insights/clients/client-1")).toHaveLength(1),
    );

    await user.type(await messageBox(), "What is the budget?{Enter}");
    const log = await screen.findByRole("log", { name: "Messages" });
    expect(await within(log).findByText("What is the budget?")).toBeInTheDocument();
    expect(await screen.findByRole("status", { name: "AI is typing" })).toBeInTheDocument();
    expect(await messageBox()).toHaveValue("");
    expect(api.callsTo("POST", "/api/chat-threads/threads/t1/messages")[0]!.body).toEqual({
      content: "What is the budget?",
      role: "user",
      attachments: [],
    });
    await waitFor(() => expect(api.callsTo("POST", "/api/chat/stream")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/chat/stream")[0]!.body).toEqual({
      message: "What is the budget?",
      clientId: "client-1",
      context: "Chat thread with Acme Corp",
      attachments: [],
      threadId: "t1",
    });

    act(() => stream.send({ type: "chunk", content: "The budget " }));
    const streaming = await screen.findByTestId("streaming-reply");
    await waitFor(() => expect(streaming).toHaveTextContent("The budget"));
    expect(streaming).not.toHaveTextContent("is $50k");
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();

    act(() => stream.send({ type: "chunk", content: "is $50k." }));
    await waitFor(() => expect(streaming).toHaveTextContent("The budget is $50k."));

    act(() => {
      stream.send({ type: "complete" });
      stream.close();
    });
    await waitFor(() => expect(screen.queryByTestId("streaming-reply")).not.toBeInTheDocument());
    const replies = within(log)
      .getAllByTestId("chat-message")
      .filter((el) => el.dataset.role === "assistant");
    expect(replies).toHaveLength(1);
    expect(replies[0]).toHaveTextContent("The budget is $50k.");
    expect(
      api.callsTo("POST", "/api/chat-threads/threads/t1/messages/ai-response")[0]!.body,
    ).toEqual({
      content: "The budget is $50k.",
    });
    await waitFor(() =>
      expect(api.callsTo("GET", "/api/insights/clients/client-1")).toHaveLength(2),
    );
    expect(screen.queryByRole("status", { name: "AI is typing" })).not.toBeInTheDocument();
  });

  it("answers an error event with the apology and saves nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const stream = controlledEventStream();
    const { user, api } = renderOpenChat([
      { method: "POST", path: "/api/chat/stream", answer: () => stream.response },
    ]);
    await user.type(await messageBox(), "Hi{Enter}");
    await screen.findByTestId("streaming-reply");
    act(() => {
      stream.send({ type: "chunk", content: "Partial" });
      stream.send({ type: "error", error: "provider down" });
      stream.close();
    });
    expect(await screen.findByText(STREAM_ERROR_REPLY)).toBeInTheDocument();
    expect(screen.queryByText("Partial")).not.toBeInTheDocument();
    expect(api.callsTo("POST", "/api/chat-threads/threads/t1/messages/ai-response")).toHaveLength(
      0,
    );
  });

  it("answers an HTTP error from the stream with the apology", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderOpenChat([
      { method: "POST", path: "/api/chat/stream", answer: () => jsonError(500, { error: "boom" }) },
    ]);
    await user.type(await messageBox(), "Hi{Enter}");
    expect(await screen.findByText(STREAM_ERROR_REPLY)).toBeInTheDocument();
  });

  it("adds a new line on Shift+Enter and sends nothing blank", async () => {
    const { user, api } = renderOpenChat([]);
    const box = await messageBox();
    await user.type(box, "   ");
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
    await user.type(box, "{Enter}");
    await user.clear(box);
    await user.type(box, "Line one{Shift>}{Enter}{/Shift}Line two");
    expect(box).toHaveValue("Line one\nLine two");
    expect(api.callsTo("POST", "/api/chat-threads/threads/t1/messages")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
  });

  it("gives the draft back when the message cannot be saved", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, api } = renderOpenChat([
      {
        method: "POST",
        path: "/api/chat-threads/threads/t1/messages",
        answer: () => jsonError(500, {}),
      },
    ]);
    await user.type(await messageBox(), "Keep me{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Keep me"),
    );
    expect(api.callsTo("POST", "/api/chat/stream")).toHaveLength(0);
    quiet.mockRestore();
  });
});

describe("Conversation: messages", () => {
  it("shows images inline and other files as chips that open in a new tab", async () => {
    renderOpenChat(
      [],
      [
        makeMessage({
          content: "Here are the files",
          attachments: [
            makeFile({
              id: "img",
              originalName: "logo.png",
              mimeType: "image/png",
              size: 2048,
              url: "https://files.test/logo.png",
            }),
            makeFile({
              id: "doc",
              originalName: "brief.pdf",
              size: 1536,
              url: "https://files.test/brief.pdf",
            }),
          ],
        }),
      ],
    );
    const image = await screen.findByRole("img", { name: "logo.png" });
    expect(image).toHaveAttribute("src", "https://files.test/logo.png");
    const chip = screen.getByRole("link", { name: /brief\.pdf/ });
    expect(chip).toHaveAttribute("href", "https://files.test/brief.pdf");
    expect(chip).toHaveAttribute("target", "_blank");
    expect(chip).toHaveTextContent("1.5 KB");
  });

  it("copies the text and the file names, showing the check icon for 2 seconds", async () => {
    renderOpenChat(
      [],
      [
        makeMessage({
          content: "See attached",
          attachments: [
            makeFile({ originalName: "brief.pdf" }),
            makeFile({ id: "f2", originalName: "terms.docx" }),
          ],
        }),
      ],
    );
    const copyButton = await screen.findByRole("button", { name: "Copy message" });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    vi.useFakeTimers();

    await act(async () => {
      fireEvent.click(copyButton);
    });
    expect(writeText).toHaveBeenCalledWith("See attached\n\nAttachments:\nbrief.pdf\nterms.docx");
    expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(screen.getByTestId("copy-done-icon")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByTestId("copy-done-icon")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("copy-done-icon")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy message" })).toBeInTheDocument();
  });
});

describe("Conversation: attachments", () => {
  const pick = (file: File) =>
    fireEvent.change(screen.getByTestId("chat-file-input"), { target: { files: [file] } });

  it("refuses a file over 10 MB before any upload", async () => {
    const { api } = renderOpenChat([]);
    await waitFor(() => expect(screen.getByRole("button", { name: "Attach file" })).toBeEnabled());
    const big = new File(["x"], "big.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    pick(big);
    expect(await screen.findByRole("alert")).toHaveTextContent(FILE_TOO_LARGE);
    expect(api.callsTo("POST", "/api/files/upload")).toHaveLength(0);
  });

  it("refuses a type that is not an image or document before any upload", async () => {
    const { api } = renderOpenChat([]);
    await waitFor(() => expect(screen.getByRole("button", { name: "Attach file" })).toBeEnabled());
    pick(new File(["zip"], "archive.zip", { type: "application/zip" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(FILE_TYPE_NOT_SUPPORTED);
    expect(api.callsTo("POST", "/api/files/upload")).toHaveLength(0);
  });

  it("uploads a file, lists it as pending, lets it be removed and sends the rest with the message", async () => {
    let uploads = 0;
    const { user, api } = renderOpenChat([
      {
        method: "POST",
        path: "/api/files/upload",
        answer: () => {
          uploads += 1;
          return new Response(
            JSON.stringify({
              id: `upload-${uploads}`,
              originalName: `notes-${uploads}.txt`,
              mimeType: "text/plain",
              size: 12,
            }),
            { status: 201 },
          );
        },
      },
      { method: "POST", path: "/api/chat/stream", answer: () => controlledEventStream().response },
    ]);
    await waitFor(() => expect(screen.getByRole("button", { name: "Attach file" })).toBeEnabled());
    pick(new File(["hello"], "notes.txt", { type: "text/plain" }));
    const pending = await screen.findByRole("list", { name: "Pending attachments" });
    expect(await within(pending).findByText("notes-1.txt")).toBeInTheDocument();
    pick(new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await within(pending).findByText("notes-2.txt")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove notes-1.txt" }));
    expect(within(pending).queryByText("notes-1.txt")).not.toBeInTheDocument();

    // An attachment alone is enough to send.
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() =>
      expect(api.callsTo("POST", "/api/chat-threads/threads/t1/messages")).toHaveLength(1),
    );
    expect(api.callsTo("POST", "/api/chat-threads/threads/t1/messages")[0]!.body).toEqual({
      content: "",
      role: "user",
      attachments: ["upload-2"],
    });
    expect(screen.queryByRole("list", { name: "Pending attachments" })).not.toBeInTheDocument();
  });

  it("shows the server's upload error, or 'Failed to upload file'", async () => {
    let answer: Response = jsonError(400, { error: "The file is empty" });
    renderOpenChat([{ method: "POST", path: "/api/files/upload", answer: () => answer }]);
    await waitFor(() => expect(screen.getByRole("button", { name: "Attach file" })).toBeEnabled());
    pick(new File(["x"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText("The file is empty")).toBeInTheDocument();
    answer = new Response("", { status: 502 });
    pick(new File(["x"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText("Failed to upload file")).toBeInTheDocument();
  });
});
