// Journey 5: follow-ups: filters, completing one, editing one.
import type { Page } from "@playwright/test";
import { callApi, createClientFor, createFollowUpFor, daysFromNow } from "./support/api.ts";
import { expect, signInAs, test } from "./support/fixtures.ts";

const rows = (page: Page) =>
  page.getByRole("region", { name: "Follow-up list" }).locator("tbody tr");
const rowOf = (page: Page, title: string) => rows(page).filter({ hasText: title });
const titles = (page: Page) =>
  expect.poll(async () =>
    (await rows(page).locator("td:nth-child(2) p:first-child").allInnerTexts())
      .map((t) => t.trim())
      .sort(),
  );
const summary = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Follow-up summary" })
    .locator("article")
    .filter({ hasText: label })
    .locator("p");

/** Later today (UTC, the browser's zone here), so it is due today but not yet overdue. */
function laterToday(): string {
  const endOfToday = new Date();
  endOfToday.setUTCHours(24, 0, 0, 0);
  return new Date(Math.min(Date.now() + 30 * 60_000, endOfToday.getTime() - 60_000)).toISOString();
}

test("filter, complete and edit follow-ups", async ({ page, makeUser }) => {
  const rep = await makeUser();
  const client = await createClientFor(rep, { name: "Follow Co", company: "Follow Company" });
  await createFollowUpFor(rep, {
    clientId: client.id,
    title: "Chase the overdue invoice",
    dueAt: daysFromNow(-2),
  });
  await createFollowUpFor(rep, {
    clientId: client.id,
    title: "Demo call today",
    dueAt: laterToday(),
  });
  await createFollowUpFor(rep, {
    clientId: client.id,
    title: "Quarterly review",
    dueAt: daysFromNow(5),
    notes: "Bring the usage numbers",
  });
  const done = await createFollowUpFor(rep, {
    clientId: client.id,
    title: "Already sent the deck",
    dueAt: daysFromNow(-1),
  });
  expect(
    (
      await callApi(`/followups/${done.id}`, {
        token: rep.token,
        method: "PATCH",
        body: { status: "done" },
      })
    ).status,
  ).toBe(200);

  await signInAs(page, rep, "/followups");
  await expect(page.getByRole("heading", { level: 1, name: "Follow-ups" })).toBeVisible();
  await expect(page.getByText("Manage your client follow-up tasks")).toBeVisible();
  await titles(page).toEqual([
    "Already sent the deck",
    "Chase the overdue invoice",
    "Demo call today",
    "Quarterly review",
  ]);
  await expect(summary(page, "Total Follow-ups")).toHaveText("4");
  await expect(summary(page, "Overdue")).toHaveText("1");
  await expect(summary(page, "Due Today")).toHaveText("1");
  await expect(summary(page, "Completed")).toHaveText("1");
  await expect(rowOf(page, "Chase the overdue invoice")).toContainText("2 days overdue");
  await expect(rowOf(page, "Demo call today")).toContainText("Due today");
  await expect(rowOf(page, "Quarterly review")).toContainText("In 5 days");
  await expect(rowOf(page, "Quarterly review")).toContainText("Follow Company");

  const status = page.getByLabel("Filter by status");
  const dates = page.getByLabel("Filter by due date");
  await status.selectOption({ label: "Pending" });
  await titles(page).toEqual(["Chase the overdue invoice", "Demo call today", "Quarterly review"]);
  await status.selectOption({ label: "Completed" });
  await titles(page).toEqual(["Already sent the deck"]);
  await status.selectOption({ label: "All Status" });
  await dates.selectOption({ label: "Overdue" });
  await titles(page).toEqual(["Chase the overdue invoice"]);
  await dates.selectOption({ label: "Due Today" });
  await titles(page).toEqual(["Demo call today"]);
  await dates.selectOption({ label: "All Dates" });
  await titles(page).toHaveLength(4);
  await page.getByRole("searchbox", { name: "Search follow-ups" }).fill("invoice");
  await titles(page).toEqual(["Chase the overdue invoice"]);
  await page.getByRole("searchbox", { name: "Search follow-ups" }).fill("");
  await titles(page).toHaveLength(4);

  // Complete a pending one: its row turns green and it offers View instead.
  const demo = rowOf(page, "Demo call today");
  await expect(demo).toHaveAttribute("data-status", "pending");
  await demo.getByRole("button", { name: "Complete Demo call today" }).click();
  await expect(demo).toHaveAttribute("data-status", "done");
  await expect(demo).toHaveClass(/bg-success/);
  await expect(demo).toContainText("Complete");
  await expect(demo).toContainText("Completed");
  await expect(demo.getByRole("button", { name: "View Demo call today" })).toBeVisible();
  // The tint, painted over white and read back as RGB (the CSS value is oklab).
  const [r, g, b] = await demo.evaluate((row) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const paint = canvas.getContext("2d")!;
    paint.fillStyle = "#fff";
    paint.fillRect(0, 0, 1, 1);
    paint.fillStyle = getComputedStyle(row).backgroundColor;
    paint.fillRect(0, 0, 1, 1);
    return [...paint.getImageData(0, 0, 1, 1).data];
  });
  expect(g, `a green tint, not rgb(${r}, ${g}, ${b})`).toBeGreaterThan(Math.max(r, b));
  await expect(summary(page, "Completed")).toHaveText("2");

  // Edit one.
  await rowOf(page, "Quarterly review")
    .getByRole("button", { name: "Edit Quarterly review" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Follow-up" });
  await expect(dialog).toContainText("Follow Co");
  await expect(dialog.getByLabel("Notes")).toHaveValue("Bring the usage numbers");
  await dialog.getByLabel("Title").fill("Quarterly business review");
  await dialog.getByLabel("Notes").fill("Bring the usage numbers and the renewal quote");
  const due = new Date(daysFromNow(3, 10));
  await dialog.getByLabel("Due date").fill(due.toISOString().slice(0, 16));
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  const edited = rowOf(page, "Quarterly business review");
  await expect(edited).toContainText("Bring the usage numbers and the renewal quote");
  await expect(edited).toContainText("In 3 days");

  // The API has the changes.
  const { body } = await callApi("/followups?search=Quarterly", { token: rep.token });
  expect(body.followUps).toHaveLength(1);
  expect(body.followUps[0]).toMatchObject({
    title: "Quarterly business review",
    dueAt: due.toISOString(),
  });
});
