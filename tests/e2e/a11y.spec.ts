// Accessibility: axe-core's WCAG 2.x A/AA rules on every screen, with its data on it:
// no serious or critical violation.
import type { Page } from "@playwright/test";
import { createUser } from "./support/api.ts";
import { expect, seriousA11yViolations, signInAs, test as base } from "./support/fixtures.ts";
import { SCREENS, seedShowcase, settled, type Screen, type Showcase } from "./support/screens.ts";

// One rep's data per worker is enough for looking at screens.
const test = base.extend<object, { showcase: Showcase }>({
  // Playwright reads a fixture's dependencies from this destructuring pattern, even an empty one.
  showcase: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use(await seedShowcase((role, name) => createUser(role, name))),
    { scope: "worker" },
  ],
});

// axe walks the whole DOM of every view: on a loaded 2-core machine a scan alone can take seconds.
test.slow();

async function open(page: Page, showcase: Showcase, screen: Screen) {
  const path = screen.path(showcase);
  if (screen.as === "nobody") await page.goto(path);
  else await signInAs(page, screen.as === "rep" ? showcase.rep : showcase.admin, path);
  await screen.ready(page, showcase);
}

for (const screen of SCREENS) {
  test(`${screen.name}: no serious or critical axe violations`, async ({ page, showcase }) => {
    await open(page, showcase, screen);
    const violations = await seriousA11yViolations(page);
    test.info().annotations.push({
      type: "axe",
      description: `${screen.name}: ${violations.length ? violations.map((violation) => violation.id).join(", ") : "none"}`,
    });
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });
}

test("tabs behind the first one (client details, AI knowledge): no serious or critical axe violations", async ({
  page,
  showcase,
}) => {
  await signInAs(page, showcase.rep, `/clients/${showcase.client.id}`);
  await expect(page.getByRole("region", { name: "Client Information" })).toBeVisible();
  const ready: Record<string, () => Promise<void>> = {
    History: () =>
      expect(
        page.getByRole("list", { name: "Client history" }).getByRole("listitem").first(),
      ).toBeVisible(),
    Proposals: () => settled(page),
    "Follow-ups": () =>
      expect(page.getByRole("tabpanel").getByText("Send the revised proposal")).toBeVisible(),
  };
  for (const [name, shown] of Object.entries(ready)) {
    await page.getByRole("tab", { name }).click();
    await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
    await shown();
    await settled(page);
    expect(await seriousA11yViolations(page), `client details, ${name} tab`).toEqual([]);
  }

  await page.goto("/ai-knowledge");
  const tabs = page.getByRole("tablist", { name: "AI assistants" }).getByRole("tab");
  await expect(tabs.first()).toBeVisible();
  for (const tab of (await tabs.all()).slice(1)) {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await settled(page);
    expect(
      await seriousA11yViolations(page),
      `AI knowledge, ${await tab.textContent()} tab`,
    ).toEqual([]);
  }
});

test("dialogs, the row menu and the narrow-screen drawer: no serious or critical axe violations", async ({
  page,
  showcase,
}) => {
  await signInAs(page, showcase.rep, "/clients");
  await expect(page.getByRole("row").filter({ hasText: "Globex Ltd" })).toBeVisible();

  await page.getByRole("button", { name: "Add Client" }).click();
  await expect(page.getByRole("dialog", { name: "Add New Client" })).toBeVisible();
  expect(await seriousA11yViolations(page), "Add New Client dialog").toEqual([]);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Actions for Globex Ltd" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  expect(await seriousA11yViolations(page), "row actions menu").toEqual([]);
  await page.getByRole("menuitem", { name: "Delete Client" }).click();
  await expect(page.getByRole("dialog", { name: "Delete Client" })).toBeVisible();
  expect(await seriousA11yViolations(page), "Delete Client dialog").toEqual([]);
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 800, height: 900 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
  expect(await seriousA11yViolations(page), "open drawer at 800px").toEqual([]);
});
