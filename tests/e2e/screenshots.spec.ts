// `npm run screenshots`: every screen at 1440px and 800px, with data on it, saved under
// screenshots/ (git-ignored). Runs only in the `screenshots` project.
import { join } from "node:path";
import { repoRoot } from "../../local/config.ts";
import { expect, signInAs, test } from "./support/fixtures.ts";
import { SCREENS, seedShowcase } from "./support/screens.ts";

const WIDTHS = [1440, 800];
const folder = join(repoRoot, "screenshots");

test.describe.configure({ mode: "parallel" });

for (const width of WIDTHS) {
  test(`every screen at ${width}px`, async ({ page, makeUser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const showcase = await seedShowcase(makeUser);
    for (const screen of SCREENS) {
      const path = screen.path(showcase);
      if (screen.as === "nobody") {
        await page.evaluate(() => localStorage.clear()).catch(() => {});
        await page.goto(path);
      } else {
        await signInAs(page, screen.as === "rep" ? showcase.rep : showcase.admin, path);
      }
      await screen.ready(page, showcase);
      await page.screenshot({ path: join(folder, `${screen.name}-${width}.png`), fullPage: true });
    }

    // The admin dashboard's pipeline sections sit below the fold of its scrolling main area.
    await signInAs(page, showcase.admin, "/admin-dashboard");
    for (const [name, section] of [
      [
        "admin-pipeline-insights",
        page.getByRole("region", { name: "Forecast by Month" }).locator("xpath=.."),
      ],
      ["admin-pipeline-settings", page.getByRole("region", { name: "Pipeline settings" })],
    ] as const) {
      await expect(section.getByRole("heading").first()).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: join(folder, `${name}-${width}.png`) });
    }

    // The sidebar's other states: the drawer below 1024px, collapsed above.
    await signInAs(page, showcase.rep, "/dashboard");
    await expect(page.getByRole("article", { name: "Total Clients" })).toBeVisible();
    if (width < 1024) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
      await page.screenshot({ path: join(folder, `sidebar-drawer-${width}.png`) });
    } else {
      await page.getByRole("button", { name: "Collapse sidebar" }).click();
      await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveAttribute(
        "data-collapsed",
        "true",
      );
      await page.screenshot({ path: join(folder, `sidebar-collapsed-${width}.png`) });
      await page.getByRole("button", { name: "Expand sidebar" }).click();
    }
  });
}
