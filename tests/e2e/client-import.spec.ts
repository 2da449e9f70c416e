// Client import: a messy CSV (byte order mark, semicolons, a quoted line break, an invalid row,
// a duplicate of an existing client) is mapped, checked and imported; a reload during the import
// resumes it; the new clients show in the list; Undo import takes them out again; the rejected
// row, downloaded, fixed and imported again, goes in.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { createClientFor, uniqueSuffix } from "./support/api.ts";
import { expect, seriousA11yViolations, signInAs, test } from "./support/fixtures.ts";

const clientList = (page: Page) => page.getByRole("region", { name: "Client list" });

test("a rep imports a messy CSV, resumes it after a reload, sees the clients, undoes it and re-imports the fixed rejects", async ({
  page,
  makeUser,
  guard,
}) => {
  const rep = await makeUser("SALES");
  const tag = uniqueSuffix();
  await createClientFor(rep, { name: `Existing ${tag}`, email: `existing-${tag}@example.com` });
  const csv =
    "\uFEFFName;E-mail;Company Name;Notes\r\n" +
    `Zoë ${tag};zoe-${tag}@example.com;Ålesund AS;"Met at the fair\r\nwants a demo"\r\n` +
    `;nobody-${tag}@example.com;;\r\n` +
    `Existing ${tag};existing-${tag}@example.com;;\r\n` +
    `Bob ${tag};bob-${tag}@example.com;Acme;\r\n`;

  await signInAs(page, rep, "/clients");
  await page.getByRole("link", { name: "Import" }).click();
  await expect(page).toHaveURL(/\/clients\/import$/);
  await page.getByLabel("Choose a file to import").setInputFiles({
    name: "clients.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "utf8"),
  });

  // Columns: suggested from the headers; the preview shows the rows as they will be saved.
  await expect(page.getByLabel("Name *")).toHaveValue("0");
  await expect(page.getByLabel("Email")).toHaveValue("1");
  await expect(page.getByLabel("Company")).toHaveValue("2");
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("cell", { name: "Ålesund AS" })).toBeVisible();
  await expect(preview.getByText("Not imported: Client name is required")).toBeVisible();
  expect(await seriousA11yViolations(page), "Columns step").toEqual([]);
  await page.getByRole("button", { name: "Check rows" }).click();

  // Check: the invalid row and why; the duplicate of the existing client, skipped by default.
  const errors = page.getByRole("region", { name: "Rows with errors" });
  await expect(errors.getByRole("row", { name: "2 Client name is required" })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await errors.getByRole("button", { name: "Download rows with errors" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("clients-errors.csv");
  const rejects = await readFile(await download.path(), "utf8");
  expect(rejects).toBe(
    `\uFEFFName,E-mail,Company Name,Notes,Error\r\n,nobody-${tag}@example.com,,,Client name is required\r\n`,
  );
  const duplicates = page.getByRole("region", { name: "Possible duplicates" });
  await expect(duplicates.getByText("Existing client, same e-mail")).toBeVisible();
  await expect(duplicates.getByLabel("Action for row 3")).toHaveValue("skip");
  expect(await seriousA11yViolations(page), "Check step").toEqual([]);

  // The first try at the batch is cut off; the reload picks the import up and sends it again.
  guard.allow({ url: /\/imports\/[^/]+\/batches$/, failed: true });
  guard.allow({ console: /Failed to load resource/ });
  await page.route(/\/imports\/[^/]+\/batches$/, (route) => route.abort(), { times: 1 });
  await page.getByRole("button", { name: "Import 2 clients" }).click();
  await expect(page.getByRole("alert")).toContainText("Network error");
  await page.reload();

  await expect(page.getByText("clients.csv was imported.")).toBeVisible();
  const count = (label: string) => page.locator("dt", { hasText: label }).locator("+ dd");
  await expect(count("Created")).toHaveText("2");
  await expect(count("Updated")).toHaveText("0");
  await expect(count("Skipped")).toHaveText("1");
  await expect(count("Failed")).toHaveText("1");
  // The file as read was kept with the import: its rejected row can still be downloaded.
  const notImported = page.getByRole("region", { name: "Rows not imported" });
  await expect(notImported.getByRole("row", { name: "2 Client name is required" })).toBeVisible();
  await expect(
    notImported.getByRole("button", { name: "Download rows not imported" }),
  ).toBeVisible();
  expect(await seriousA11yViolations(page), "result").toEqual([]);

  // The new clients are in the list, the existing one once.
  const list = await page.context().newPage();
  await list.goto(`/clients?search=${tag}`);
  await expect(clientList(list).getByText(`Zoë ${tag}`)).toBeVisible();
  await expect(clientList(list).getByText(`Bob ${tag}`)).toBeVisible();
  await expect(clientList(list).getByText(`Existing ${tag}`)).toHaveCount(1);

  await page.getByRole("button", { name: "Undo import" }).click();
  const dialog = page.getByRole("dialog", { name: "Undo import" });
  await dialog.getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByText("The import of clients.csv was undone.")).toBeVisible();

  await list.reload();
  await expect(clientList(list).getByText(`Existing ${tag}`)).toBeVisible();
  await expect(clientList(list).getByText(`Zoë ${tag}`)).toHaveCount(0);
  await expect(clientList(list).getByText(`Bob ${tag}`)).toHaveCount(0);

  // The rejected row, fixed in the downloaded file, goes in on its own; its Error column is not mapped.
  await page.getByRole("button", { name: "Import another file" }).click();
  await page.getByLabel("Choose a file to import").setInputFiles({
    name: "clients-errors.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(rejects.replace(",nobody", `Fixed ${tag},nobody`), "utf8"),
  });
  await page.getByRole("button", { name: "Check rows" }).click();
  await page.getByRole("button", { name: "Import 1 client" }).click();
  await expect(page.getByText("clients-errors.csv was imported.")).toBeVisible();
  await expect(count("Created")).toHaveText("1");
  await list.reload();
  await expect(clientList(list).getByText(`Fixed ${tag}`)).toBeVisible();
});
