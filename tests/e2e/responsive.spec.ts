// Journey 9: the sidebar is a drawer on narrow screens and collapses on wide ones.
import { expect, signInAs, test } from "./support/fixtures.ts";

test("at 800px the sidebar is a drawer that closes on the overlay, on Escape and on navigation", async ({
  page,
  makeUser,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  const rep = await makeUser();
  await signInAs(page, rep, "/dashboard");

  const sidebar = page.getByRole("complementary", { name: "Sidebar", includeHidden: true });
  const openMenu = page.getByRole("button", { name: "Open menu" });
  const overlay = page.getByTestId("sidebar-overlay");
  await expect(sidebar).toBeHidden();
  await expect(openMenu).toHaveAttribute("aria-expanded", "false");

  await openMenu.click();
  await expect(sidebar).toBeVisible();
  await expect(openMenu).toHaveAttribute("aria-expanded", "true");
  await expect(overlay).toBeVisible();
  // The overlay to the right of the drawer closes it.
  await overlay.click({ position: { x: 700, y: 450 } });
  await expect(sidebar).toBeHidden();
  await expect(overlay).toBeHidden();

  await openMenu.click();
  await expect(sidebar).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sidebar).toBeHidden();

  await openMenu.click();
  await sidebar.getByRole("button", { name: "Close menu" }).click();
  await expect(sidebar).toBeHidden();

  await openMenu.click();
  await sidebar.getByRole("link", { name: "Clients" }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
});

test("at 1440px the sidebar collapses to icons and expands, remembered after a reload", async ({
  page,
  makeUser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const rep = await makeUser();
  await signInAs(page, rep, "/dashboard");

  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  expect((await sidebar.boundingBox())!.width).toBe(256);
  const clientsLabel = sidebar.getByRole("link", { name: "Clients" }).getByText("Clients");
  await expect(clientsLabel).toBeVisible();

  await sidebar.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(64);
  // Icons only, yet every entry keeps its name for screen readers and a tooltip.
  await expect(sidebar.getByRole("link", { name: "Clients" })).toHaveAttribute("title", "Clients");
  await expect(clientsLabel).toHaveClass(/sr-only/);

  await page.reload();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(64);

  await sidebar.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(256);
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  await expect(clientsLabel).toBeVisible();
});
