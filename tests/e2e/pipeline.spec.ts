// Journey: the pipeline board. A rep closes a deal as Won by dragging it with the
// mouse, and another as Lost with the keyboard alone; each asks for the reason and
// the move is kept by the server.
import type { Page } from "@playwright/test";
import { callApi, createClientFor, uniqueSuffix, type TestUser } from "./support/api.ts";
import { expect, signInAs, test } from "./support/fixtures.ts";

const column = (page: Page, stage: string) => page.locator(`[data-stage-column="${stage}"]`);

async function stageOnServer(user: TestUser, clientId: string): Promise<string | undefined> {
  const board = await callApi("/pipeline", { token: user.token });
  for (const col of board.body.columns) {
    if (col.cards.some((card: { id: string }) => card.id === clientId)) return col.stage;
  }
  return undefined;
}

test("a rep drags a deal to Won with the mouse and gives the reason", async ({
  page,
  makeUser,
}) => {
  const rep = await makeUser("SALES");
  const name = `Drag Won ${uniqueSuffix()}`;
  const client = await createClientFor(rep, {
    name,
    company: "Initech",
    stage: "NEGOTIATION",
    dealValue: 42000,
    currency: "EUR",
    priority: "HIGH",
  });
  await signInAs(page, rep, "/pipeline");
  await expect(page.getByRole("heading", { level: 1, name: "Pipeline" })).toBeVisible();

  const card = column(page, "NEGOTIATION").getByRole("article", { name: new RegExp(`^${name},`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText("€42,000");
  const target = (await column(page, "CLOSED_WON").boundingBox())!;
  const from = (await card.boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 30, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + 160, { steps: 12 });
  await page.mouse.up();

  const dialog = page.getByRole("dialog", { name: `Move ${name} to Won` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Reason").selectOption({ label: "Price and terms" });
  await dialog.getByLabel("Note (optional)").fill("Signed after the second demo");
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/api/pipeline/deals/${client.id}`) && r.request().method() === "PATCH",
  );
  await dialog.getByRole("button", { name: "Move to Won" }).click();
  expect((await saved).status()).toBe(200);

  await expect(dialog).toBeHidden();
  await expect(column(page, "CLOSED_WON").getByText(name)).toBeVisible();
  await expect(column(page, "NEGOTIATION").getByText(name)).toHaveCount(0);
  expect(await stageOnServer(rep, client.id)).toBe("CLOSED_WON");
  await page.reload();
  await expect(column(page, "CLOSED_WON").getByText(name)).toBeVisible();
});

test("a rep moves a deal to Lost with the keyboard alone", async ({ page, makeUser }) => {
  const rep = await makeUser("SALES");
  const name = `Keys Lost ${uniqueSuffix()}`;
  const client = await createClientFor(rep, {
    name,
    company: "Umbrella",
    stage: "QUALIFIED",
    dealValue: 9000,
    currency: "EUR",
  });
  await signInAs(page, rep, "/pipeline");
  const card = column(page, "QUALIFIED").getByRole("button", { name: `Move ${name}` });
  await expect(card).toBeVisible();

  // Tab from the top of the page until the card's handle has focus, as a keyboard user would.
  await page.locator("body").focus();
  for (
    let presses = 0;
    presses < 40 && !(await card.evaluate((node) => node === document.activeElement));
    presses++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(card).toBeFocused();

  await page.keyboard.press("Space");
  await expect(card).toHaveAttribute("aria-pressed", "true");
  for (const stage of ["Proposal", "Negotiation", "Won", "Lost"]) {
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(`${name} is over ${stage}.`)).toBeAttached();
  }
  await page.keyboard.press("Space");

  const dialog = page.getByRole("dialog", { name: `Move ${name} to Lost` });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByLabel("Reason");
  await expect(reason).toBeFocused();
  await expect(reason.locator("option", { hasText: "No budget" })).toBeAttached();
  await page.keyboard.press("N");
  await expect(reason).toHaveValue(/.+/);
  const chosen = await reason.evaluate(
    (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent,
  );
  expect(chosen).toBe("No budget");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Budget frozen until next year");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Move to Lost" })).toBeFocused();
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/api/pipeline/deals/${client.id}`) && r.request().method() === "PATCH",
  );
  await page.keyboard.press("Enter");
  expect((await saved).status()).toBe(200);

  await expect(dialog).toBeHidden();
  await expect(column(page, "CLOSED_LOST").getByText(name)).toBeVisible();
  // The keyboard user is back on the card, now in Lost.
  await expect(
    column(page, "CLOSED_LOST").getByRole("button", { name: `Move ${name}` }),
  ).toBeFocused();
  expect(await stageOnServer(rep, client.id)).toBe("CLOSED_LOST");
});
