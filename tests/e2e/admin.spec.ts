// Journey 7 (continued): the admin dashboard.
import { expect, signInAs, test } from "./support/fixtures.ts";

test("the admin dashboard draws the 'Client Growth Trend' chart", async ({ page, makeUser }) => {
  const admin = await makeUser("ADMIN");
  await signInAs(page, admin, "/admin-dashboard");
  await expect(page.getByText("Monitor global performance and manage your team")).toBeVisible();
  const growth = page.getByRole("region", { name: "Client Growth Trend" });
  await expect(growth).toBeVisible();
  // The chart's drawing: the largest svg in the card (the legend's markers are small svgs too).
  const area = growth.getByTestId("client-growth-chart");
  await expect(area.locator("svg").first()).toBeVisible({ timeout: 15_000 });
  const drawing = () =>
    area.locator("svg").evaluateAll(
      (svgs) =>
        svgs
          .map((svg) => ({
            width: svg.getBoundingClientRect().width,
            height: svg.getBoundingClientRect().height,
            paths: svg.querySelectorAll("path").length,
          }))
          .sort((a, b) => b.width * b.height - a.width * a.height)[0],
    );
  await expect.poll(async () => (await drawing())?.width ?? 0).toBeGreaterThan(200);
  const biggest = (await drawing())!;
  expect(biggest.height).toBeGreaterThan(100);
  expect(biggest.paths).toBeGreaterThan(0);
  // The figures behind it are there for screen readers too.
  await expect(
    growth.getByRole("table", { name: "Clients by month", includeHidden: true }),
  ).toBeAttached();
});
