import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AuditEntry, AuditPage } from "@contract";
import { jsonError, mockApi, type ApiCall, type ApiRoute } from "../../test/mockApi";
import { admin, fakeAuth, renderScreen, sarah } from "../../test/renderWithProviders";
import AdminDashboardPage from "./AdminDashboardPage";
import { AuditTrail } from "./AuditTrail";

const CLIENT_ID = "aaaaaaaa-0000-4000-8000-000000000001";

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: "1",
  at: "2026-11-24T10:15:00.000Z",
  table: "clients",
  recordId: CLIENT_ID,
  action: "UPDATE",
  actorId: null,
  actorName: null,
  actorRole: "postgres",
  oldValues: null,
  newValues: null,
  ...fields,
});

const studioEdit = entry({
  id: "3",
  oldValues: { company: "Acme Inc", notes: null },
  newValues: { company: "Acme Group", notes: "Fixed in Studio" },
});
const repEdit = entry({
  id: "2",
  actorId: sarah.id,
  actorName: "Sarah Chen",
  actorRole: "authenticated",
  oldValues: { name: "Acme" },
  newValues: { name: "Acme Renamed" },
});
const repInsert = entry({
  id: "1",
  action: "INSERT",
  actorId: sarah.id,
  actorName: "Sarah Chen",
  actorRole: "authenticated",
  newValues: { id: CLIENT_ID, name: "Acme", company: "Acme Inc" },
});

function auditRoutes(
  answer: ApiRoute["answer"] = { entries: [studioEdit, repEdit], nextCursor: null },
): ApiRoute[] {
  return [
    { path: "/api/admin/audit", answer },
    { path: "/api/users", answer: { users: [admin, sarah] } },
  ];
}

const rowOf = (text: string) => screen.getByText(text).closest("tr")!;

describe("AuditTrail", () => {
  it("is a tab of the admin dashboard for an ADMIN, and not there for a rep", async () => {
    const routes = [
      ...auditRoutes(),
      {
        path: "/api/admin/overview",
        answer: () => jsonError(500, { error: "Overview unavailable" }),
      },
      { path: "/api/followups", answer: { followUps: [], total: 0 } },
    ];
    mockApi(routes);
    const { user, unmount } = renderScreen(<AdminDashboardPage />, {
      auth: fakeAuth({ user: admin }),
    });
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: "Audit" }));
    expect(await screen.findByText("postgres (Studio/SQL)")).toBeInTheDocument();
    unmount();

    const api = mockApi(routes);
    renderScreen(<AdminDashboardPage />, { auth: fakeAuth({ user: sarah }) });
    expect(await screen.findByRole("alert")).toHaveTextContent("Overview unavailable");
    expect(screen.queryByRole("tab", { name: "Audit" })).not.toBeInTheDocument();
    expect(api.callsTo("GET", "/api/admin/audit")).toHaveLength(0);
  });

  it("lists who changed what: a Studio edit by its database role, a rep's by name, old → new", async () => {
    mockApi(auditRoutes({ entries: [studioEdit, repEdit, repInsert], nextCursor: null }));
    renderScreen(<AuditTrail />, { auth: fakeAuth({ user: admin }) });

    const studio = within(
      await screen.findByText("postgres (Studio/SQL)").then((cell) => cell.closest("tr")!),
    );
    expect(studio.getByText("Clients")).toBeInTheDocument();
    expect(studio.getByText("Updated")).toBeInTheDocument();
    expect(studio.getByText(CLIENT_ID)).toBeInTheDocument();
    expect(studio.getByText("Acme Inc")).toHaveClass("line-through");
    expect(studio.getByText("Acme Group")).toBeInTheDocument();
    expect(studio.getByText("empty")).toHaveClass("line-through");
    expect(studio.getByText("Fixed in Studio")).toBeInTheDocument();

    const [edit, insert] = screen
      .getAllByText("Sarah Chen", { selector: "td" })
      .map((cell) => within(cell.closest("tr")!));
    expect(edit!.getByText("Acme")).toHaveClass("line-through");
    expect(edit!.getByText("Acme Renamed")).toBeInTheDocument();
    expect(insert!.getByText("Created")).toBeInTheDocument();
    expect(insert!.getByText("3 fields")).toBeInTheDocument();
  });

  it("filters by record, user and dates", async () => {
    const api = mockApi(auditRoutes());
    const { user } = renderScreen(<AuditTrail />, { auth: fakeAuth({ user: admin }) });
    await screen.findByText("postgres (Studio/SQL)");
    const lastQuery = () => api.callsTo("GET", "/api/admin/audit").at(-1)!.query;

    const record = screen.getByRole("textbox", { name: "Filter by record id" });
    expect(record).toBeDisabled();
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Filter by table" }),
      "Follow-ups",
    );
    await user.type(record, "f0a00000-0000-4000-8000-000000000001");
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        table: "followups",
        record: "f0a00000-0000-4000-8000-000000000001",
        limit: "25",
      }),
    );

    await user.selectOptions(
      screen.getByRole("combobox", { name: "Filter by table" }),
      "All tables",
    );
    expect(record).toHaveValue("");
    expect(record).toBeDisabled();
    await waitFor(() => expect(lastQuery()).toEqual({ limit: "25" }));

    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Filter by user" }),
      "Sarah Chen",
    );
    await user.type(screen.getByLabelText("From date"), "2026-11-01");
    await user.type(screen.getByLabelText("To date"), "2026-11-24");
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        user: sarah.id,
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(2026, 10, 24, 23, 59, 59, 999).toISOString(),
      }),
    );
  });

  it("clicking a record id shows that record's history", async () => {
    const api = mockApi(auditRoutes());
    const { user } = renderScreen(<AuditTrail />, { auth: fakeAuth({ user: admin }) });
    await user.click(
      within(
        await screen.findByText("postgres (Studio/SQL)").then((c) => c.closest("tr")!),
      ).getByText(CLIENT_ID),
    );
    await waitFor(() =>
      expect(api.callsTo("GET", "/api/admin/audit").at(-1)!.query).toMatchObject({
        table: "clients",
        record: CLIENT_ID,
      }),
    );
    expect(screen.getByRole("textbox", { name: "Filter by record id" })).toHaveValue(CLIENT_ID);
  });

  it("pages to older entries with the cursor and back to newer ones; a new filter starts from the newest", async () => {
    const pages: Record<string, AuditPage> = {
      first: { entries: [studioEdit, repEdit], nextCursor: "1795000000000000.2" },
      "1795000000000000.2": { entries: [repInsert], nextCursor: null },
    };
    const api = mockApi(auditRoutes((call: ApiCall) => pages[call.query.cursor ?? "first"]!));
    const { user } = renderScreen(<AuditTrail />, { auth: fakeAuth({ user: admin }) });
    await screen.findByText("postgres (Studio/SQL)");
    expect(screen.getByText("Page 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Newer" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Older" }));
    expect(await screen.findByText("Created")).toBeInTheDocument();
    expect(screen.getByText("Page 2")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/admin/audit").at(-1)!.query.cursor).toBe("1795000000000000.2");
    expect(screen.getByRole("button", { name: "Older" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Newer" }));
    expect(await screen.findByText("postgres (Studio/SQL)")).toBeInTheDocument();
    expect(screen.getByText("Page 1")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Older" }));
    await screen.findByText("Page 2");
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by table" }), "Clients");
    expect(await screen.findByText("Page 1")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/admin/audit").at(-1)!.query).toEqual({
      table: "clients",
      limit: "25",
    });
  });

  it("shows the server's error in the table", async () => {
    mockApi(auditRoutes(() => jsonError(403, { error: "Only an admin can read the audit trail" })));
    renderScreen(<AuditTrail />, { auth: fakeAuth({ user: admin }) });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error: Only an admin can read the audit trail",
    );
  });

  it("names a deleted user by id, and the server key's and Auth's changes as such", async () => {
    mockApi(
      auditRoutes({
        entries: [
          entry({
            id: "5",
            actorId: "bbbbbbbb-0000-4000-8000-000000000009",
            actorRole: "authenticated",
            oldValues: { a: 1 },
            newValues: { a: 2 },
          }),
          entry({
            id: "4",
            actorRole: "service_role",
            action: "DELETE",
            oldValues: { id: CLIENT_ID },
          }),
          entry({
            id: "3",
            table: "profiles",
            actorRole: "supabase_auth_admin",
            action: "INSERT",
            newValues: { name: "New" },
          }),
        ],
        nextCursor: null,
      }),
    );
    renderScreen(<AuditTrail />, { auth: fakeAuth({ user: admin }) });
    expect(
      await screen.findByText("Deleted user bbbbbbbb-0000-4000-8000-000000000009"),
    ).toBeInTheDocument();
    expect(rowOf("service_role (server)")).toHaveTextContent("Deleted");
    expect(rowOf("Supabase Auth")).toHaveTextContent("Users");
  });
});
