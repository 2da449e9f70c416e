// Issue 15's "Done when": a messy 1,000-row HubSpot export (byte order mark, semicolons, quoted
// line breaks, four scripts, a duplicate of an existing client, one inside the file, three invalid
// rows) is imported through the page; the rejects are downloaded, fixed and imported again; the
// Clients screen keeps its filters and page in the URL and exports exactly its filtered rows; the
// first import is undone; a phrase said only in one client's chat finds that client.
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import Papa from "papaparse";
import { CLIENT_EXPORT_HEADERS } from "../../supabase/functions/_shared/contract/index.ts";
import { createClientFor, uniqueSuffix } from "./support/api.ts";
import { expect, signInAs, test } from "./support/fixtures.ts";
import {
  EXISTING_DUPLICATE_ROW,
  IN_FILE_DUPLICATE,
  INVALID,
  MESSY_HEADERS,
  messyClientsCsv,
} from "./support/messyClientsCsv.ts";

/** E2E_SHOTS=<folder> saves the key steps' screenshots there, to look at. */
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  // The app scrolls inside its shell, not the document: a tall window shows the whole step.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.width, height: 2400 });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.setViewportSize(viewport);
};

const count = (scope: Page | Locator, label: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("+ dd");
/** The e-mail of a CSV's first data row. */
const parsedFirstEmail = (text: string) =>
  Papa.parse<Record<string, string>>(text.slice(1), { header: true, preview: 1 }).data[0]!.Email;
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
const clientList = (page: Page) => page.getByRole("region", { name: "Client list" });

async function upload(page: Page, name: string, text: string) {
  await page.getByLabel("Choose a file to import").setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(text, "utf8"),
  });
}

async function downloadedText(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent("download");
  await click();
  const download = await downloading;
  return {
    name: download.suggestedFilename(),
    text: await readFile(await download.path(), "utf8"),
  };
}

test("a rep imports a messy 1,000-row export, re-imports the fixed rejects, exports the filtered list, undoes the import and finds a client by a chat phrase", async ({
  page,
  makeUser,
}) => {
  test.setTimeout(150_000);
  const rep = await makeUser("SALES");
  const tag = uniqueSuffix();
  const existing = await createClientFor(rep, {
    name: `Existing Harbor ${tag}`,
    email: `existing-${tag}@example.com`,
    company: "Harbor Works",
    status: "inactive",
  });
  const csv = messyClientsCsv(`Existing-${tag}@Example.com`);
  const rowNamed = (rowNo: number) => {
    const row = csv.rows[rowNo - 1]!;
    return `${row["First Name"]} ${row["Last Name"]}`.trim();
  };

  await signInAs(page, rep, "/clients/import");

  await test.step("columns: suggested from HubSpot's headers, the preview as saved", async () => {
    await upload(page, "hubspot-contacts.csv", csv.text);
    await expect(page.getByText("1,000 rows, 10 columns.")).toBeVisible();
    await expect(page.getByLabel("Name *")).toHaveValue("1+2");
    await expect(page.getByLabel("Email")).toHaveValue("3");
    await expect(page.getByLabel("Phone")).toHaveValue("4");
    await expect(page.getByLabel("Company")).toHaveValue("5");
    await expect(page.getByLabel("Status")).toHaveValue("6");
    await expect(page.getByLabel("Priority")).toHaveValue("7");
    await expect(page.getByLabel("Notes")).toHaveValue("9");
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("row")).toHaveCount(6);
    await expect(preview.getByRole("cell", { name: "Zoë Brønstad" })).toBeVisible();
    await expect(preview.getByRole("cell", { name: "Анна Кузнецова" })).toBeVisible();
    await expect(preview.getByRole("cell", { name: "花子 佐藤" })).toBeVisible();
    await expect(preview.getByRole("cell", { name: "ليلى حداد" })).toBeVisible();
    await shot(page, "1-mapping");
    await page.getByRole("button", { name: "Check rows" }).click();
  });

  await test.step("check: three rows with errors, the two duplicates each with a choice", async () => {
    await expect(count(page, "Ready to import")).toHaveText("997");
    await expect(count(page, "With errors")).toHaveText("3");
    await expect(count(page, "Possible duplicates")).toHaveText("2");
    const errors = page.getByRole("region", { name: "Rows with errors" });
    await expect(errors.getByRole("row")).toHaveCount(4);
    await expect(
      errors.getByRole("row", { name: `${INVALID.email.row} Please enter a valid email address` }),
    ).toBeVisible();
    await expect(
      errors.getByRole("row", { name: `${INVALID.name.row} ${INVALID.name.reason}` }),
    ).toBeVisible();
    await expect(
      errors.getByRole("row", {
        name: new RegExp(`^${INVALID.status.row} status: must be one of`),
      }),
    ).toBeVisible();
    const duplicates = page.getByRole("region", { name: "Possible duplicates" });
    await expect(duplicates.getByRole("row")).toHaveCount(3);
    const existingRow = duplicates.getByRole("row", {
      name: new RegExp(`^${EXISTING_DUPLICATE_ROW} `),
    });
    await expect(existingRow).toContainText(`Existing Harbor ${tag}`);
    await expect(existingRow).toContainText("Existing client, same e-mail");
    await expect(
      duplicates.getByRole("row", { name: new RegExp(`^${IN_FILE_DUPLICATE.row} `) }),
    ).toContainText(`Row ${IN_FILE_DUPLICATE.of} of this file`);
    await expect(duplicates.getByLabel(`Action for row ${IN_FILE_DUPLICATE.row}`)).toHaveValue(
      "skip",
    );
    await duplicates
      .getByLabel(`Action for row ${EXISTING_DUPLICATE_ROW}`)
      .selectOption({ label: "Update existing" });
    await shot(page, "2-check");
  });

  await test.step("import: the progress bar, then the counts and the Clients total", async () => {
    // The one batch is held until the progress bar has shown it not yet saved.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/imports\/[^/]+\/batches$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Import 996 clients" }).click();
    await expect(page.getByText("Importing hubspot-contacts.csv...")).toBeVisible();
    await expect(page.getByText("0 of 1,000 rows · 0%")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Import progress" })).toHaveAttribute(
      "value",
      "0",
    );
    await shot(page, "3-progress");
    release();
    await expect(page.getByText("hubspot-contacts.csv was imported.")).toBeVisible({
      timeout: 30_000,
    });
    await page.unroute(/\/imports\/[^/]+\/batches$/);
    await expect(count(page, "Created")).toHaveText("995");
    await expect(count(page, "Updated")).toHaveText("1");
    await expect(count(page, "Skipped")).toHaveText("1");
    await expect(count(page, "Failed")).toHaveText("3");
    const failures = page.getByRole("region", { name: "Rows not imported" });
    await expect(failures.getByRole("row")).toHaveCount(4);
    await shot(page, "4-result");
  });

  const rejects = await test.step("the rejects, downloaded from the result", async () => {
    const download = await downloadedText(page, () =>
      page.getByRole("button", { name: "Download rows not imported" }).click(),
    );
    expect(download.name).toBe("hubspot-contacts-errors.csv");
    expect(download.text.startsWith("\uFEFF")).toBe(true);
    const parsed = Papa.parse<string[]>(download.text.slice(1), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([...MESSY_HEADERS, "Error"]);
    expect(parsed.data.slice(1).map((row) => row[0])).toEqual(
      [INVALID.email.row, INVALID.name.row, INVALID.status.row].map(
        (rowNo) => csv.rows[rowNo - 1]!["Record ID"],
      ),
    );
    return download;
  });

  await test.step("the list: 995 new clients and the existing one, updated from row 250", async () => {
    await page.getByRole("link", { name: "Go to Clients" }).click();
    await expect(pagination(page)).toContainText("Showing 1 to 10 of 996 results");
    await page.getByRole("searchbox", { name: "Search clients" }).fill(`existing-${tag}`);
    await expect(clientList(page).getByRole("row")).toHaveCount(2);
    await expect(clientList(page).getByRole("row").nth(1)).toContainText(
      rowNamed(EXISTING_DUPLICATE_ROW),
    );
  });

  await test.step("the rejects, fixed in the downloaded file, go in on their own", async () => {
    const recordOf = (rowNo: number) => csv.rows[rowNo - 1]!["Record ID"];
    const fixed = rejects.text
      .replace(INVALID.email.value, INVALID.email.fixed)
      .replace(
        `${recordOf(INVALID.name.row)},,`,
        `${recordOf(INVALID.name.row)},${INVALID.name.fixed},`,
      )
      .replace(INVALID.status.value, INVALID.status.fixed);
    await page.getByRole("link", { name: "Import" }).click();
    await upload(page, rejects.name, fixed);
    // The Error column is not mapped; the quoted line breaks came through the round trip.
    await expect(page.getByText("3 rows, 11 columns.")).toBeVisible();
    await page.getByRole("button", { name: "Check rows" }).click();
    await expect(count(page, "Ready to import")).toHaveText("3");
    await expect(count(page, "With errors")).toHaveText("0");
    await expect(count(page, "Possible duplicates")).toHaveText("0");
    await page.getByRole("button", { name: "Import 3 clients" }).click();
    await expect(page.getByText(`${rejects.name} was imported.`)).toBeVisible();
    await expect(count(page, "Created")).toHaveText("3");
    await expect(count(page, "Failed")).toHaveText("0");
  });

  // What the list holds now: every row but the skipped in-file duplicate, the rejects as fixed.
  const listed = csv.rows
    .map((row, index) => ({ ...row, rowNo: index + 1 }))
    .filter(({ rowNo }) => rowNo !== IN_FILE_DUPLICATE.row)
    .map((row) =>
      row.rowNo === INVALID.status.row ? { ...row, Status: INVALID.status.fixed } : row,
    );
  const activeHigh = listed.filter(
    (row) => row.Status.toLowerCase() === "active" && row.Priority.toUpperCase() === "HIGH",
  );

  await test.step("Clients keeps its filters and page in the URL, for Back and a shared link", async () => {
    await page.getByRole("link", { name: "Go to Clients" }).click();
    await expect(pagination(page)).toContainText("Showing 1 to 10 of 999 results");
    await page.getByLabel("Filter by status").selectOption({ label: "Active" });
    await page.getByLabel("Filter by priority").selectOption({ label: "High" });
    await expect(pagination(page)).toContainText(`Showing 1 to 10 of ${activeHigh.length} results`);
    await pagination(page).getByRole("button", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/clients\?status=active&priority=HIGH&page=2$/);
    const shared = page.url();
    await page.getByRole("link", { name: "Follow-ups" }).click();
    await page.getByLabel("Filter by status").selectOption({ label: "Completed" });
    await expect(page).toHaveURL(/\/followups\?status=done$/);
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.goBack();
    await expect(page.getByLabel("Filter by status")).toHaveValue("done");
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(shared);
    await expect(page.getByLabel("Filter by status")).toHaveValue("active");
    await expect(page.getByLabel("Filter by priority")).toHaveValue("HIGH");
    await expect(pagination(page)).toContainText(
      `Showing 11 to 20 of ${activeHigh.length} results`,
    );
    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(pagination(other)).toContainText(
      `Showing 11 to 20 of ${activeHigh.length} results`,
    );
    await expect(pagination(other).getByRole("button", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await other.close();
  });

  const exported =
    await test.step("Export CSV: exactly the filtered rows, every page of them", async () => {
      const exported = await downloadedText(page, () =>
        page.getByRole("button", { name: "Export CSV" }).click(),
      );
      expect(exported.name).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(exported.text.startsWith("\uFEFF")).toBe(true);
      const parsed = Papa.parse<Record<string, string>>(exported.text.slice(1), {
        header: true,
        skipEmptyLines: true,
      });
      expect(parsed.meta.fields).toEqual(CLIENT_EXPORT_HEADERS);
      expect(parsed.data).toHaveLength(activeHigh.length);
      expect(parsed.data.map((row) => row.Email).sort()).toEqual(
        activeHigh.map((row) => row.Email).sort(),
      );
      expect(new Set(parsed.data.map((row) => `${row.Status} ${row.Priority}`))).toEqual(
        new Set(["active HIGH"]),
      );
      // Names in every script and notes with line breaks and quotes come out as they went in.
      const byEmail = new Map(parsed.data.map((row) => [row.Email, row]));
      for (const row of activeHigh) {
        const out = byEmail.get(row.Email)!;
        expect(out.Name).toBe(`${row["First Name"]} ${row["Last Name"]}`);
        expect(out.Company).toBe(row["Company Name"]);
        expect(out.Notes).toBe(row.Notes);
        // A spreadsheet would run "+49 …" as a formula: the export guards it with an apostrophe.
        expect(out.Phone).toBe(`'${row["Phone Number"]}`);
      }
      return exported;
    });

  await test.step("the export, imported again, maps itself and reads its phones as they were", async () => {
    await page.getByRole("link", { name: "Import" }).click();
    await upload(page, exported.name, exported.text);
    await expect(page.getByText(`${activeHigh.length} rows, 12 columns.`)).toBeVisible();
    const preview = page.getByRole("region", { name: "Preview" });
    const first = preview.getByRole("row").nth(1);
    const phoned = activeHigh.find((row) => row.Email === parsedFirstEmail(exported.text))!;
    await expect(first).toContainText(phoned.Email);
    await expect(
      first.getByRole("cell", { name: phoned["Phone Number"], exact: true }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Choose another file" }).click();
  });

  await test.step("Undo import: the first import's rows go, the re-imported three stay", async () => {
    await page.goto("/clients/import");
    await page.getByRole("button", { name: "Undo import of hubspot-contacts.csv" }).click();
    const dialog = page.getByRole("dialog", { name: "Undo import" });
    await expect(dialog).toContainText(
      "This deletes the 995 clients this import created. It also puts back the earlier details of the 1 client it updated.",
    );
    await dialog.getByRole("button", { name: "Undo import" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const recent = page.getByRole("region", { name: "Recent imports" });
    await expect(recent.getByRole("row", { name: /^hubspot-contacts\.csv / })).toContainText(
      "Undone",
    );
    await page.goto("/clients");
    await expect(pagination(page)).toContainText("Showing 1 to 4 of 4 results");
    for (const name of [
      existing.name,
      INVALID.name.fixed,
      rowNamed(INVALID.email.row),
      rowNamed(INVALID.status.row),
    ])
      await expect(clientList(page).getByText(name, { exact: true })).toBeVisible();
  });

  await test.step("a phrase said only in one client's chat finds that client", async () => {
    const phrase = `asked whether we are SOC 2 certified ${tag}`;
    // Japanese has no spaces between words: the phrase is the middle of a sentence.
    const japanese = "見積もりを送ります";
    const said = `They ${phrase}. 佐藤さんは来週の月曜日に${japanese}。`;
    const palette = page.getByRole("dialog", { name: "Search" });
    const searchBox = palette.getByRole("combobox", { name: "Search everything" });
    await page.keyboard.press("Control+k");
    await searchBox.fill(INVALID.name.fixed);
    await palette
      .getByRole("option", { name: new RegExp(INVALID.name.fixed) })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: INVALID.name.fixed })).toBeVisible();
    await page.getByRole("link", { name: "AI Chat" }).last().click();
    const conversation = page.getByRole("region", { name: "Conversation" });
    await conversation.getByRole("textbox", { name: "Message" }).fill(said);
    await conversation.getByRole("button", { name: "Send message" }).click();
    await expect(
      conversation.getByTestId("chat-message").and(page.locator('[data-role="assistant"]')),
    ).toBeVisible({ timeout: 30_000 });
    const chatUrl = page.url();

    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.keyboard.press("Control+k");
    const hit = palette.getByRole("option", { name: new RegExp(INVALID.name.fixed) });
    await searchBox.fill(japanese);
    await expect(hit).toHaveCount(1);
    await expect(hit.locator("mark")).toHaveText(japanese);
    await searchBox.fill(phrase);
    await expect(hit).toHaveCount(1);
    // Its words marked, not the Japanese phrase of the search before.
    await expect(hit.locator("mark").first()).toHaveText("asked");
    await shot(page, "5-palette");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`^${chatUrl.split("&")[0]!.replace(/[?]/g, "\\?")}`));
    await expect(page.getByRole("log", { name: "Messages" }).getByText(said)).toBeVisible();
  });
});
