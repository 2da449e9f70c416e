// Issue 18: an admin fixes a client in Supabase Studio (plain SQL as the postgres
// role, no signed-in user) and a rep edits one in the app; the Audit tab of the
// admin dashboard shows both changes with their authors.
import postgres from "postgres";
import { callApi, createClientFor, uniqueSuffix } from "./support/api.ts";
import { expect, signInAs, test } from "./support/fixtures.ts";

test("a Studio-style edit shows in the Audit tab with its author", async ({ page, makeUser }) => {
  const [rep, admin] = await Promise.all([makeUser("SALES"), makeUser("ADMIN")]);
  const client = await createClientFor(rep, {
    name: `Audited ${uniqueSuffix()}`,
    company: "Typo Inc",
  });
  const renamed = await callApi(`/clients/${client.id}`, {
    method: "PUT",
    token: rep.token,
    body: { name: `${client.name} Ltd` },
  });
  expect(renamed.status).toBe(200);
  const db = postgres(process.env.SUPABASE_DB_URL!, { prepare: false, max: 1, onnotice: () => {} });
  try {
    await db`update public.clients set company = 'Typed Inc' where id = ${client.id}`;
  } finally {
    await db.end();
  }

  await signInAs(page, admin, "/admin-dashboard");
  await page.getByRole("tab", { name: "Audit" }).click();
  const trail = page.getByRole("region", { name: "Audit trail" });
  await trail.getByRole("combobox", { name: "Filter by table" }).selectOption("Clients");
  await trail.getByRole("textbox", { name: "Filter by record id" }).fill(client.id);

  const rows = trail.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("postgres (Studio/SQL)");
  await expect(rows.nth(0)).toContainText("company: Typo Inc → Typed Inc");
  await expect(rows.nth(1)).toContainText(rep.name);
  await expect(rows.nth(1)).toContainText(`name: ${client.name} → ${client.name} Ltd`);
  await expect(rows.nth(2)).toContainText(rep.name);
  await expect(rows.nth(2)).toContainText("Created");
});
