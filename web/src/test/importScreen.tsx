import type { ImportResponse } from "@contract";
import ImportClientsPage from "../features/clients/import/ImportClientsPage";
import type { ApiCall, ApiRoute } from "./mockApi";
import { fakeAuth, renderScreen, sarah } from "./renderWithProviders";

// The Import screen's API answers: one import of CSV's four rows, row 2 invalid, row 3 a duplicate.
export const IMPORT_ID = "11111111-1111-4111-8111-111111111111";
export const EXISTING_ID = "22222222-2222-4222-8222-222222222222";

export function importAnswer(overrides: Partial<ImportResponse> = {}): ImportResponse {
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

export const CSV =
  "\uFEFFFirst Name;Last Name;E-mail 1 - Value;Organization 1 - Name;Notes\n" +
  'Ada;Lovelace;ada@example.com;Analytical;"Met at the fair\nwants a demo"\n' +
  ";;nobody@example.com;;\n" +
  "Grace;Hopper;grace@navy.test;Navy;\n" +
  "Alan;Turing;alan@example.com;Bletchley;\n";

export const batchAnswer = (call: ApiCall) => {
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

export function importRoutes(): ApiRoute[] {
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

export const renderImport = (auth = fakeAuth()) =>
  renderScreen(<ImportClientsPage />, { path: "/clients/import", auth });
