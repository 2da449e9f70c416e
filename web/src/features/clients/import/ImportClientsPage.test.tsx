import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { captureDownloads } from "../../../test/downloads";
import {
  IMPORT_ID,
  EXISTING_ID,
  importAnswer,
  CSV,
  importRoutes,
  renderImport,
} from "../../../test/importScreen";
import { resetImportStore, stored } from "../../../test/memoryImportStore";
import { mockApi } from "../../../test/mockApi";
import { admin, fakeAuth, sarah } from "../../../test/renderWithProviders";

// jsdom has no Worker nor IndexedDB: the file is parsed in place, the import kept in memory.
vi.mock("./parseFile", () => import("../../../test/parseFileInPlace"));
vi.mock("./importStore", () => import("../../../test/memoryImportStore"));

describe("ImportClientsPage", () => {
  beforeEach(resetImportStore);

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
