import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, fileNameFromDisposition, serverErrorText } from "./api";

vi.mock("./supabase", () => ({
  hasStoredSession: vi.fn(() => true),
  getSupabase: vi.fn(async () => ({
    auth: {
      getSession: async () => ({ data: { session: { access_token: "token-123" } }, error: null }),
    },
  })),
}));

describe("api client: files", () => {
  const fetchMock = vi.fn();
  beforeEach(() => vi.stubGlobal("fetch", fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("uploads one file as the multipart field 'file', letting the browser set the boundary", async () => {
    fetchMock.mockResolvedValue(Response.json({ id: "f1" }, { status: 201 }));
    const file = new File(["hello"], "notes.txt", { type: "text/plain" });
    expect(await api.upload("/api/files/upload", file)).toEqual({ id: "f1" });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.method).toBe("POST");
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get("file")).toBeInstanceOf(File);
    expect(init.headers["content-type"]).toBeUndefined();
    expect(init.headers.authorization).toBe("Bearer token-123");
  });

  it("downloads a generated file with the name the server gave it", async () => {
    fetchMock.mockResolvedValue(
      new Response("%PDF-1.7", {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": 'attachment; filename="budget-1.pdf"',
        },
      }),
    );
    const file = await api.download("/api/documents/generate-ai-budget", { title: "Q3" });
    expect(file.fileName).toBe("budget-1.pdf");
    expect(await file.blob.text()).toBe("%PDF-1.7");
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init.body)).toEqual({ title: "Q3" });
    expect(init.headers.accept).toContain("application/pdf");
  });

  it("reads the server's own words from a failed answer", async () => {
    fetchMock.mockResolvedValue(Response.json({ error: "Client not found" }, { status: 404 }));
    const failure = await api
      .download("/api/documents/generate-ai-budget", {})
      .catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(serverErrorText(failure)).toBe("Client not found");
    expect(serverErrorText(new Error("x"))).toBeUndefined();
  });
});

describe("fileNameFromDisposition", () => {
  it("prefers the UTF-8 name and falls back to the plain one", () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="SRS_E__.pdf"; filename*=UTF-8''SRS_%CE%95%CE%BB.pdf`,
      ),
    ).toBe("SRS_Ελ.pdf");
    expect(fileNameFromDisposition('inline; filename="a b.pdf"')).toBe("a b.pdf");
    expect(fileNameFromDisposition("attachment; filename=plain.pdf")).toBe("plain.pdf");
    expect(fileNameFromDisposition("attachment")).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
