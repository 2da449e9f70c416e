import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { captureDownloads } from "../../../test/downloads";
import {
  IMPORT_ID,
  importAnswer,
  CSV,
  batchAnswer,
  importRoutes,
  renderImport,
} from "../../../test/importScreen";
import { resetImportStore, stored, storedFailures, storage } from "../../../test/memoryImportStore";
import { type ApiCall, mockApi } from "../../../test/mockApi";
import { sarah } from "../../../test/renderWithProviders";
import { parseDelimited } from "./parseDelimited";

// jsdom has no Worker nor IndexedDB: the file is parsed in place, the import kept in memory.
vi.mock("./parseFile", () => import("../../../test/parseFileInPlace"));
vi.mock("./importStore", () => import("../../../test/memoryImportStore"));

describe("ImportClientsPage: resuming and undoing", () => {
  beforeEach(resetImportStore);

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
});
