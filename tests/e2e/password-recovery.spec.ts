// Journey: recover a password through the mail the stand-in's catcher received.
import { expect, signInWithForm, test } from "./support/fixtures.ts";
import { mailedLinkFor } from "./support/mail.ts";

test("recover a password: request, open the mailed link, set a new password, sign in with it", async ({
  page,
  makeUser,
}) => {
  const user = await makeUser();
  const newPassword = "a-new-e2e-password";
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The login form has an Email field too: fill only once the lazy page has replaced it.
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `If an account exists for ${user.email}, a link to reset its password is on its way. Check your inbox.`,
  );

  await page.goto(await mailedLinkFor(user.email, "Reset your password"));
  await expect(page).toHaveURL(/\/reset-password\?code=/);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${user.name}`);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});
