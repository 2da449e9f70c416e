// Journey 2: the dashboard shows the API's figures, and a failed section recovers.
import type { Page } from "@playwright/test";
import { createClientFor, createFollowUpFor, dashboardKpis, daysFromNow } from "./support/api.ts";
import { expect, signInAs, test } from "./support/fixtures.ts";

const kpiValue = (page: Page, label: string) =>
  page.getByRole("article", { name: label }).getByTestId("kpi-value");

const growthText = (percent: number) =>
  Math.abs(percent) < 0.05
    ? "0.0%"
    : percent >= 0.05
      ? `+${percent.toFixed(1)}%`
      : `${percent.toFixed(1)}%`;

test("the KPI cards show the figures of GET /api/dashboard/kpis", async ({ page, makeUser }) => {
  const rep = await makeUser();
  const won = await createClientFor(rep, { name: "Won Ltd", stage: "CLOSED_WON" });
  await createClientFor(rep, { name: "Lost Ltd", stage: "CLOSED_LOST" });
  const open = await createClientFor(rep, { name: "Open Ltd" });
  await createFollowUpFor(rep, {
    clientId: open.id,
    title: "Call Open Ltd about the pilot",
    dueAt: daysFromNow(1),
  });
  await createFollowUpFor(rep, {
    clientId: won.id,
    title: "Send the signed contract",
    dueAt: daysFromNow(2),
  });

  const { kpis } = await dashboardKpis(rep);
  await signInAs(page, rep, "/dashboard");

  await expect(kpiValue(page, "Total Clients")).toHaveText(String(kpis.totalClients));
  await expect(kpiValue(page, "Active Chats")).toHaveText(String(kpis.activeChats));
  await expect(kpiValue(page, "Closing Ratio")).toHaveText(
    `${Math.round(kpis.closingRatio * 10) / 10}%`,
  );
  await expect(kpiValue(page, "Follow-ups Due")).toHaveText(String(kpis.followUpsDue));
  await expect(kpiValue(page, "Growth")).toHaveText(growthText(kpis.growth));
  expect(kpis.totalClients).toBe(3);

  const ratio = page.getByRole("article", { name: "Closing Ratio" });
  await expect(ratio).toContainText(kpis.closingRatio >= 50 ? "Above target" : "Needs improvement");
  await expect(page.getByRole("article", { name: "Growth" })).toContainText("this month");

  const upcoming = page.getByRole("region", { name: "Upcoming Follow-ups" });
  // Titles over 25 characters are cut and followed by '...'.
  await expect(upcoming.getByTitle("Call Open Ltd about the pilot")).toHaveText(
    "Call Open Ltd about the p...",
  );
  await expect(upcoming.getByText("Send the signed contract")).toBeVisible();
  const activity = page.getByRole("region", { name: "Recent Activity" });
  await expect(activity.getByRole("listitem")).toHaveCount(3);
});

test("'Try again' recovers a KPI section after the API failed", async ({
  page,
  makeUser,
  guard,
}) => {
  const rep = await makeUser();
  await createClientFor(rep);
  guard.allow({ url: /\/functions\/v1\/api\/dashboard\/kpis/, status: 500 });

  // The app retries a 5xx once by itself, so the API fails until the error shows.
  let failing = true;
  let failures = 0;
  await page.route("**/functions/v1/api/dashboard/kpis**", async (route) => {
    if (!failing) return route.continue();
    failures++;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: "boom" }),
    });
  });

  await signInAs(page, rep, "/dashboard");
  const error = page.getByRole("alert").filter({ hasText: "Failed to fetch KPI data" });
  await expect(error).toBeVisible({ timeout: 15_000 });
  expect(failures).toBeGreaterThanOrEqual(1);

  failing = false;
  await error.getByRole("button", { name: "Try again" }).click();
  await expect(kpiValue(page, "Total Clients")).toHaveText("1");
  await expect(error).toBeHidden();
});
