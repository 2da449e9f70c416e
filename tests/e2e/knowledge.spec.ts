// Journey 6: the AI Knowledge Base: configure each assistant, test it, train it, and
// generate documents.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { callApi } from "./support/api.ts";
import { expect, signInAs, test } from "./support/fixtures.ts";

const TABS = [
  { type: "chat", tab: "Chat AI" },
  { type: "proposal", tab: "Proposal AI" },
  { type: "presentation", tab: "Presentation AI" },
  { type: "budget", tab: "Budget AI" },
] as const;

const saveStatus = (page: Page) => page.getByTestId("save-status");

async function openTab(page: Page, tab: string) {
  await page.getByRole("tab", { name: tab }).click();
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Persona Name")).toBeVisible();
}

test("edit and save every assistant, test it and add a training example", async ({
  page,
  makeUser,
}) => {
  const rep = await makeUser();
  await signInAs(page, rep, "/ai-knowledge");
  await expect(page.getByRole("heading", { level: 1, name: "AI Knowledge Base" })).toBeVisible();
  await expect(page.getByText("All Systems Online")).toBeVisible();
  await expect(page.getByLabel("Persona Name")).toHaveValue("Sales Assistant Pro");
  await expect(saveStatus(page)).toHaveText("Ready to save");

  for (const { type, tab } of TABS) {
    await openTab(page, tab);
    await page.getByLabel("Persona Name").fill(`${tab} · Łucja`);
    await page.getByLabel("Response Style").selectOption({ label: "Formal" });
    await page
      .getByLabel("System Instructions")
      .fill(`You are the ${type} assistant. Answer in short paragraphs.`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(saveStatus(page)).toHaveText("All changes saved");
    const savedAt = Date.now();
    await expect(page.getByTestId("last-updated")).toHaveText("Just now");
    // The confirmation goes back to 'Ready to save' after about 3 seconds.
    await expect(saveStatus(page)).toHaveText("Ready to save", { timeout: 6_000 });
    const shownFor = Date.now() - savedAt;
    expect(shownFor).toBeGreaterThan(2_000);
    expect(shownFor).toBeLessThan(5_500);

    const { body } = await callApi(`/knowledge-base/configurations/${type}`, { token: rep.token });
    expect(body.configuration).toMatchObject({
      aiType: type,
      personaName: `${tab} · Łucja`,
      responseStyle: "formal",
      systemInstructions: `You are the ${type} assistant. Answer in short paragraphs.`,
    });
  }

  // What was saved comes back after a reload.
  await page.reload();
  await expect(page.getByLabel("Persona Name")).toHaveValue("Chat AI · Łucja");
  await openTab(page, "Budget AI");
  await expect(page.getByLabel("Persona Name")).toHaveValue("Budget AI · Łucja");
  await expect(page.getByLabel("Response Style")).toHaveValue("formal");

  // Test AI answers in a dialog.
  await openTab(page, "Chat AI");
  await page.getByRole("button", { name: "Test AI" }).click();
  const answer = page.getByRole("dialog", { name: "AI Test Response" });
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await expect(answer.getByTestId("ai-test-response")).not.toBeEmpty();
  await answer.getByRole("button", { name: "Close", exact: true }).click();
  await expect(answer).toBeHidden();

  // A training example.
  await expect(
    page.getByText("No training examples yet. Add your first example below."),
  ).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("Pricing objection");
  await page
    .getByLabel("Input", { exact: true })
    .fill("Your price is 20% higher than the competition.");
  await page
    .getByLabel("Expected Output")
    .fill("Acknowledge, then show the total cost of ownership over three years.");
  await page.getByRole("button", { name: "Add Training Example" }).click();
  const examples = page.getByRole("list", { name: "Training examples" });
  await expect(examples.getByRole("heading", { name: "Pricing objection" })).toBeVisible();
  await expect(examples).toContainText("total cost of ownership");
  await expect(
    page.getByText("No training examples yet. Add your first example below."),
  ).toHaveCount(0);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
});

test("generate a proposal, a presentation and a budget as PDFs", async ({ page, makeUser }) => {
  const rep = await makeUser();
  await signInAs(page, rep, "/ai-knowledge");

  for (const kind of ["proposal", "presentation", "budget"] as const) {
    const Type = kind[0].toUpperCase() + kind.slice(1);
    await openTab(page, `${Type} AI`);
    const generator = page.getByRole("region", { name: `Generate ${Type}` });
    const generate = generator.getByRole("button", { name: `Generate ${Type}` });
    // aria-disabled, not disabled: a click still says what is missing (forced, as Playwright waits for enabled).
    await expect(generate).toHaveAttribute("aria-disabled", "true");
    await generate.click({ force: true });
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Please provide both a title and description for the document." })
        .last(),
    ).toBeVisible();

    await generator.getByLabel("Document Title").fill(`${Type} for Zoë's Café`);
    await generator.getByLabel("Client Name (optional)").fill("Zoë Łukasz");
    await generator
      .getByLabel("Description")
      .fill("A loyalty app for 3 cafés: ordering ahead, stamps, and a budget of €25k.");
    await generator
      .getByLabel("Additional Context (optional)")
      .fill("Launch before the summer season.");
    const before = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 30_000 }),
      generate.click(),
    ]);
    const name = download.suggestedFilename();
    expect(name).toMatch(new RegExp(`^${kind}-\\d{13}\\.pdf$`));
    const stamp = Number(name.slice(kind.length + 1, -4));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
    await expect(
      page.getByRole("status").filter({ hasText: `${Type} generated successfully!` }),
    ).toBeVisible();
    await expect(generator.getByLabel("Document Title")).toHaveValue("");
  }
});
