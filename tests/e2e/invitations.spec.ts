// Journey: an admin invites a teammate by e-mail; the teammate accepts through the
// mail the stand-in's catcher received, chooses a password and works in the CRM.
import { uniqueSuffix } from "./support/api.ts";
import { expect, signInAs, signInWithForm, test } from "./support/fixtures.ts";
import { mailedLinkFor } from "./support/mail.ts";

test("invite a teammate: the admin sends the invitation, the teammate opens the mailed link, sets a password and lands on the dashboard as that role", async ({
  page,
  makeUser,
}) => {
  const admin = await makeUser("ADMIN");
  const suffix = uniqueSuffix();
  const teammate = {
    name: `Invited Teammate ${suffix}`,
    email: `invited-${suffix}@e2e.example`,
    username: `invited${suffix}`,
    password: "my-own-password-1",
  };

  await signInAs(page, admin, "/users");
  await page.getByRole("button", { name: "Invite user" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite user" });
  await dialog.getByLabel("Name", { exact: true }).fill(teammate.name);
  await dialog.getByLabel("Email").fill(teammate.email);
  await dialog.getByLabel("Username").fill(teammate.username);
  await dialog.getByLabel("Role").selectOption("ADMIN");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status")).toContainText(
    `An invitation was sent to ${teammate.email}`,
  );
  const pending = page.getByRole("region", { name: "Pending invitations" });
  const invitation = pending.getByRole("row").filter({ hasText: teammate.email });
  await expect(invitation).toContainText(teammate.name);
  await expect(invitation).toContainText("ADMIN");
  await expect(
    page
      .getByRole("region", { name: "User list" })
      .getByRole("row")
      .filter({ hasText: teammate.name }),
  ).toContainText("Invited");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The teammate, from the mail.
  await page.goto(await mailedLinkFor(teammate.email, "You've been invited"));
  await expect(page).toHaveURL(/\/set-password$/);
  await expect(page.getByRole("heading", { name: "Welcome! Choose your password" })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${teammate.name}.`)).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(teammate.password);
  await page.getByLabel("Confirm new password").fill(teammate.password);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Welcome back, ${teammate.name}`,
  );
  const card = page.getByRole("group", { name: "Signed-in user" });
  await expect(card).toContainText(teammate.name);
  await expect(card).toContainText("Admin User");

  // The password is theirs from now on, and the link is spent.
  await page.getByRole("button", { name: "Sign out" }).click();
  await signInWithForm(page, teammate.username, teammate.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/users");
  await expect(
    page.getByRole("region", { name: "Pending invitations" }).getByRole("row").filter({
      hasText: teammate.email,
    }),
  ).toHaveCount(0);
});
