import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ImportResponse, ImportRowResultResponse } from "@contract";
import { captureDownloads } from "../../../test/downloads";
import { type ApiCall, mockApi, type ApiRoute } from "../../../test/mockApi";
import { admin, fakeAuth, renderScreen, sarah } from "../../../test/renderWithProviders";
import { decodeText } from "./encoding";
import type { StoredImport } from "./importStore";
import { parseDelimited } from "./parseDelimited";
import ImportClientsPage from "./ImportClientsPage";

// jsdom has no Worker nor IndexedDB: the file is parsed in place, the import kept in memory.
vi.mock("./parseFile", () => ({
  parseFile: async (file: File, encoding: "auto") => {
    const decoded = decodeText(new Uint8Array(await file.arrayBuffer()), encoding);
    return { type: "done", table: parseDelimited(decoded.text), encoding: decoded.encoding };
  },
}));
const stored = new Map<string, StoredImport>();
const storedFailures = new Map<string, ImportRowResultResponse[]>();
const storage = { fails: false };
vi.mock("./importStore", () => ({
  saveImport: async (userId: string, run: StoredImport) => {
    if (storage.fails) throw new DOMException("Quota exceeded", "QuotaExceededError");
    stored.set(userId, run);
  },
  loadImport: async (userId: string) => stored.get(userId) ?? null,
  saveFailures: async (userId: string, failures: ImportRowResultResponse[]) =>
    void storedFailures.set(userId, failures),
  loadFailures: async (userId: string) => storedFailures.get(userId) ?? [],
  clearImport: async (userId: string) => {
    stored.delete(userId);
    storedFailures.delete(userId);
  },
}));

const IMPORT_ID = "11111111-1111-4111-8111-111111111111";
const EXISTING_ID = "22222222-2222-4222-8222-222222222222";

function importAnswer(overrides: Partial<ImportResponse> = {}): ImportResponse {
  return {
    id: IMPORT_ID,
    ownerId: sarah.id,
    fileName: "clients.csv",
    totalRows: 4,
    status: "running",
    created: 0,
    updated: 0,
    skipped: 0,
    failed: 0,
    batchesDone: [],
    createdAt: new Date().toISOString(),
    finishedAt: null,
    undoneAt: null,
    undoUntil: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
    ...overrides,
  };
}

const CSV =
  "\uFEFFFirst Name;Last Name;E-mail 1 - Value;Organization 1 - Name;Notes\n" +
  'Ada;Lovelace;ada@example.com;Analytical;"Met at the fair\nwants a demo"\n' +
  ";;nobody@example.com;;\n" +
  "Grace;Hopper;grace@navy.test;Navy;\n" +
  "Alan;Turing;alan@example.com;Bletchley;\n";

const batchAnswer = (call: ApiCall) => {
  const { batchNo, rows } = call.body as {
    batchNo: number;
    rows: { rowNo: number; action: string }[];
  };
  return {
    batchNo,
    repeated: false,
    results: rows.map((row) => ({
      rowNo: row.rowNo,
      result: row.rowNo === 2 ? "failed" : row.action === "skip" ? "skipped" : `${row.action}d`,
      clientId: null,
      error: row.rowNo === 2 ? "Client name is required" : null,
    })),
    import: importAnswer({ batchesDone: [batchNo] }),
  };
};

function importRoutes(): ApiRoute[] {
  return [
    {
      method: "POST",
      path: "/api/imports/duplicates",
      answer: {
        rows: [
          {
            rowNo: 3,
            existing: [
              {
                clientId: EXISTING_ID,
                name: "Grace Hopper",
                email: "grace@navy.test",
                company: "Navy",
                ownerId: sarah.id,
                reason: "email",
                score: 1,
              },
            ],
            inFile: [],
          },
        ],
      },
    },
    { method: "POST", path: "/api/imports", answer: importAnswer() },
    { method: "POST", path: `/api/imports/${IMPORT_ID}/batches`, answer: batchAnswer },
    {
      method: "POST",
      path: `/api/imports/${IMPORT_ID}/finish`,
      answer: importAnswer({ status: "done", created: 2, updated: 1, failed: 1, batchesDone: [1] }),
    },
    {
      method: "POST",
      path: `/api/imports/${IMPORT_ID}/undo`,
      answer: importAnswer({ status: "undone", created: 2, updated: 1, failed: 1 }),
    },
  ];
}

const renderImport = (auth = fakeAuth()) =>
  renderScreen(<ImportClientsPage />, { path: "/clients/import", auth });

describe("ImportClientsPage", () => {
  beforeEach(() => {
    stored.clear();
    storedFailures.clear();
    storage.fails = false;
  });

  it("reads, maps, checks and imports a file, then undoes the import", async () => {
    const api = mockApi(importRoutes());
    const downloads = captureDownloads();
    const { user } = renderImport();

    await user.upload(
      await screen.findByLabelText("Choose a file to import"),
      new File([CSV], "clients.csv", { type: "text/csv" }),
    );

    // Columns: Google Contacts' headers are suggested, the preview shows rows as saved.
    expect(await screen.findByLabelText("Name *")).toHaveDisplayValue("First Name + Last Name");
    expect(screen.getByLabelText("Email")).toHaveDisplayValue("E-mail 1 - Value");
    expect(screen.getByLabelText("Company")).toHaveDisplayValue("Organization 1 - Name");
    expect(screen.queryByLabelText("Owner (e-mail)")).not.toBeInTheDocument();
    const preview = within(screen.getByRole("region", { name: "Preview" }));
    expect(preview.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(preview.getByText("Not imported: Client name is required")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Check rows" }));

    // Check: the invalid row with its reason and download, the duplicate with its choice.
    const errors = within(await screen.findByRole("region", { name: "Rows with errors" }));
    expect(errors.getByRole("row", { name: "2 Client name is required" })).toBeInTheDocument();
    await user.click(errors.getByRole("button", { name: "Download rows with errors" }));
    expect(downloads).toEqual(["clients-errors.csv"]);
    expect(api.callsTo("POST", "/api/imports/duplicates")[0]!.body).toEqual({
      rows: [
        { rowNo: 1, name: "Ada Lovelace", email: "ada@example.com", company: "Analytical" },
        { rowNo: 3, name: "Grace Hopper", email: "grace@navy.test", company: "Navy" },
        { rowNo: 4, name: "Alan Turing", email: "alan@example.com", company: "Bletchley" },
      ],
    });
    const duplicates = within(screen.getByRole("region", { name: "Possible duplicates" }));
    expect(duplicates.getByText("Existing client, same e-mail")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 2 clients" })).toBeInTheDocument();
    await user.selectOptions(duplicates.getByLabelText("Action for row 3"), "Update existing");
    await user.click(screen.getByRole("button", { name: "Import 3 clients" }));

    // Import: one batch with every row, then the counts.
    expect(await screen.findByText("clients.csv was imported.")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/imports")[0]!.body).toEqual({
      fileName: "clients.csv",
      totalRows: 4,
    });
    const [batch] = api.callsTo("POST", `/api/imports/${IMPORT_ID}/batches`);
    expect(batch!.body).toEqual({
      batchNo: 1,
      rows: [
        {
          rowNo: 1,
          action: "create",
          values: {
            name: "Ada Lovelace",
            email: "ada@example.com",
            company: "Analytical",
            notes: "Met at the fair\nwants a demo",
          },
        },
        { rowNo: 2, action: "create", values: { email: "nobody@example.com" } },
        {
          rowNo: 3,
          action: "update",
          clientId: EXISTING_ID,
          values: { name: "Grace Hopper", email: "grace@navy.test", company: "Navy" },
        },
        {
          rowNo: 4,
          action: "create",
          values: { name: "Alan Turing", email: "alan@example.com", company: "Bletchley" },
        },
      ],
    });
    const counts = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect([counts("Created"), counts("Updated"), counts("Skipped"), counts("Failed")]).toEqual([
      "2",
      "1",
      "0",
      "1",
    ]);
    expect(stored.size).toBe(0);
    const notImported = within(screen.getByRole("region", { name: "Rows not imported" }));
    expect(notImported.getByRole("row", { name: "2 Client name is required" })).toBeInTheDocument();
    await user.click(notImported.getByRole("button", { name: "Download rows not imported" }));
    expect(downloads).toEqual(["clients-errors.csv", "clients-errors.csv"]);

    await user.click(screen.getByRole("button", { name: "Undo import" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Undo import" }));
    expect(
      dialog.getByText(
        "This deletes the 2 clients this import created. It also puts back the earlier details of the 1 client it updated.",
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Undo import" }));
    expect(await screen.findByText("The import of clients.csv was undone.")).toBeInTheDocument();
    expect(api.callsTo("POST", `/api/imports/${IMPORT_ID}/undo`)).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Undo import" })).not.toBeInTheDocument();
  });

  it("after a reload, sends only the batches the server has not saved, then finishes", async () => {
    stored.set(sarah.id, {
      importId: IMPORT_ID,
      fileName: "clients.csv",
      batches: [[{ rowNo: 1, action: "skip" }], [{ rowNo: 2, action: "skip" }]],
    });
    const api = mockApi([
      ...importRoutes(),
      { path: `/api/imports/${IMPORT_ID}`, answer: importAnswer({ batchesDone: [1] }) },
    ]);
    renderImport();
    expect(await screen.findByText("clients.csv was imported.")).toBeInTheDocument();
    expect(
      api.callsTo("POST", `/api/imports/${IMPORT_ID}/batches`).map((call) => call.body),
    ).toEqual([{ batchNo: 2, rows: [{ rowNo: 2, action: "skip" }] }]);
    expect(api.callsTo("POST", `/api/imports/${IMPORT_ID}/finish`)).toHaveLength(1);
    expect(stored.size).toBe(0);
  });

  it("after a reload, lists and downloads the rows rejected before it with those rejected after", async () => {
    const downloads = captureDownloads();
    const table = parseDelimited(CSV.slice(1));
    stored.set(sarah.id, {
      importId: IMPORT_ID,
      fileName: "clients.csv",
      batches: [
        [{ rowNo: 4, action: "create", values: { name: "Alan Turing" } }],
        [{ rowNo: 2, action: "create", values: {} }],
      ],
      table,
    });
    storedFailures.set(sarah.id, [
      { rowNo: 4, result: "failed", clientId: null, error: "Owner not found" },
    ]);
    mockApi([
      ...importRoutes(),
      { path: `/api/imports/${IMPORT_ID}`, answer: importAnswer({ batchesDone: [1] }) },
    ]);
    const { user } = renderImport();
    expect(await screen.findByText("clients.csv was imported.")).toBeInTheDocument();
    const failures = screen.getByRole("region", { name: "Rows not imported" });
    expect(
      within(failures)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["RowError", "4Owner not found", "2Client name is required"]);
    await user.click(screen.getByRole("button", { name: "Download rows not imported" }));
    expect(downloads).toEqual(["clients-errors.csv"]);
    expect(stored.size + storedFailures.size).toBe(0);
  });

  it("keeps the import to resume when a batch fails, and sends it again on Try again", async () => {
    stored.set(sarah.id, {
      importId: IMPORT_ID,
      fileName: "clients.csv",
      batches: [[{ rowNo: 1, action: "skip" }]],
    });
    let failing = true;
    const api = mockApi([
      {
        method: "POST",
        path: `/api/imports/${IMPORT_ID}/batches`,
        answer: (call: ApiCall) =>
          failing
            ? Response.json({ error: "Service unavailable" }, { status: 503 })
            : batchAnswer(call),
      },
      ...importRoutes(),
      { path: `/api/imports/${IMPORT_ID}`, answer: importAnswer() },
    ]);
    const { user } = renderImport();
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Service unavailable");
    expect(stored.has(sarah.id)).toBe(true);
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("clients.csv was imported.")).toBeInTheDocument();
    expect(api.callsTo("POST", `/api/imports/${IMPORT_ID}/batches`)).toHaveLength(2);
  });

  it("lets an admin give each row its owner from a column", async () => {
    const api = mockApi([
      { method: "POST", path: "/api/imports/duplicates", answer: { rows: [] } },
      ...importRoutes(),
    ]);
    const { user } = renderImport(fakeAuth({ user: admin }));
    await user.upload(
      await screen.findByLabelText("Choose a file to import"),
      new File(["Name,Owner Email\nAda,sarah@example.com\n"], "owned.csv", { type: "text/csv" }),
    );
    expect(await screen.findByLabelText("Owner (e-mail)")).toHaveDisplayValue("Owner Email");
    await user.click(screen.getByRole("button", { name: "Check rows" }));
    await user.click(await screen.findByRole("button", { name: "Import 1 client" }));
    await screen.findByText("clients.csv was imported.");
    expect(api.callsTo("POST", `/api/imports/${IMPORT_ID}/batches`)[0]!.body).toEqual({
      batchNo: 1,
      rows: [{ rowNo: 1, action: "create", owner: "sarah@example.com", values: { name: "Ada" } }],
    });
  });

  it("shows the rows with errors while duplicates are looked up, and looks again after a failure", async () => {
    let failing = true;
    const [duplicatesRoute, ...rest] = importRoutes();
    mockApi([
      {
        ...duplicatesRoute!,
        answer: () =>
          failing
            ? Response.json({ error: "Service unavailable" }, { status: 503 })
            : (duplicatesRoute!.answer as object),
      },
      ...rest,
    ]);
    const { user } = renderImport();
    await user.upload(
      await screen.findByLabelText("Choose a file to import"),
      new File([CSV], "clients.csv", { type: "text/csv" }),
    );
    await user.click(await screen.findByRole("button", { name: "Check rows" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Service unavailable");
    expect(screen.getByRole("region", { name: "Rows with errors" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Import/ })).toBeDisabled();
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Possible duplicates" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 2 clients" })).toBeEnabled();
  });

  it("says why the import could not start, and starts it on a second click", async () => {
    let failing = true;
    const api = mockApi([
      { method: "POST", path: "/api/imports/duplicates", answer: { rows: [] } },
      {
        method: "POST",
        path: "/api/imports",
        answer: () =>
          failing
            ? Response.json({ error: "Service unavailable" }, { status: 503 })
            : importAnswer(),
      },
      ...importRoutes(),
    ]);
    const { user } = renderImport();
    await user.upload(
      await screen.findByLabelText("Choose a file to import"),
      new File(["Name\nAda\n"], "one.csv", { type: "text/csv" }),
    );
    await user.click(await screen.findByRole("button", { name: "Check rows" }));
    await user.click(await screen.findByRole("button", { name: "Import 1 client" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Service unavailable");
    expect(stored.has(sarah.id)).toBe(false);
    failing = false;
    await user.click(screen.getByRole("button", { name: "Import 1 client" }));
    expect(await screen.findByText("clients.csv was imported.")).toBeInTheDocument();
    expect(screen.queryByText("Error: Service unavailable")).not.toBeInTheDocument();
    expect(api.callsTo("POST", "/api/imports")).toHaveLength(2);
  });

  it("imports all the same when the browser cannot keep the import", async () => {
    storage.fails = true;
    const api = mockApi([
      { method: "POST", path: "/api/imports/duplicates", answer: { rows: [] } },
      ...importRoutes(),
    ]);
    const { user } = renderImport();
    await user.upload(
      await screen.findByLabelText("Choose a file to import"),
      new File(["Name\nAda\n"], "one.csv", { type: "text/csv" }),
    );
    await user.click(await screen.findByRole("button", { name: "Check rows" }));
    await user.click(await screen.findByRole("button", { name: "Import 1 client" }));
    expect(await screen.findByText("clients.csv was imported.")).toBeInTheDocument();
    expect(api.callsTo("POST", `/api/imports/${IMPORT_ID}/batches`)).toHaveLength(1);
  });

  it("lists recent imports and undoes one still within its 24 hours", async () => {
    const expired = importAnswer({
      id: "33333333-3333-4333-8333-333333333333",
      fileName: "old.csv",
      status: "done",
      undoUntil: new Date(Date.now() - 1000).toISOString(),
    });
    const api = mockApi([
      ...importRoutes(),
      {
        path: "/api/imports",
        answer: { imports: [importAnswer({ status: "done", created: 2 }), expired] },
      },
    ]);
    const { user } = renderImport();
    const recent = within(await screen.findByRole("region", { name: "Recent imports" }));
    expect(recent.getByRole("row", { name: /old\.csv/ })).toHaveTextContent("Imported");
    expect(
      recent.queryByRole("button", { name: "Undo import of old.csv" }),
    ).not.toBeInTheDocument();
    await user.click(recent.getByRole("button", { name: "Undo import of clients.csv" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Undo import" }));
    expect(dialog.getByText("This deletes the 2 clients this import created.")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Undo import" }));
    await waitFor(() =>
      expect(api.callsTo("POST", `/api/imports/${IMPORT_ID}/undo`)).toHaveLength(1),
    );
    // The list is read again after the undo.
    await waitFor(() => expect(api.callsTo("GET", "/api/imports")).toHaveLength(2));
  });

  it("says why a file cannot be imported", async () => {
    mockApi([]);
    const { user } = renderImport();
    await user.upload(
      await screen.findByLabelText("Choose a file to import"),
      new File(["Name;Email\n"], "empty.csv", { type: "text/csv" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("The file has no rows to import.");
    await waitFor(() => expect(screen.getByLabelText("Choose a file to import")).toBeEnabled());
  });
});
