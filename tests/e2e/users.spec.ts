// Journey 7: managing users (admins only).
import type { Page } from "@playwright/test";
import { callApi, uniqueSuffix } from "./support/api.ts";
import { expect, signInAs, signInWithForm, test } from "./support/fixtures.ts";

const list = (page: Page) => page.getByRole("region", { name: "User list" });
const rowOf = (page: Page, name: string) => list(page).getByRole("row").filter({ hasText: name });

test("an admin adds a SALES user who can then sign in, changes a role and removes a user", async ({
  page,
  makeUser,
  guard,
}) => {
  const admin = await makeUser("ADMIN");
  const colleague = await makeUser("SALES");
  const leaver = await makeUser("SALES");
  await signInAs(page, admin, "/users");
  await expect(page.getByRole("heading", { level: 1, name: "Users Management" })).toBeVisible();
  await expect(page.getByText("Manage user accounts and permissions")).toBeVisible();
  await expect(rowOf(page, admin.name)).toContainText("Admin User");
  await expect(rowOf(page, colleague.name)).toContainText("Sales Representative");

  // Add a SALES user.
  const suffix = uniqueSuffix();
  const newUser = {
    name: `Nowy Użytkownik ${suffix}`,
    email: `new-${suffix}@e2e.example`,
    username: `new${suffix}`,
    password: "brand-new-pass-1",
  };
  await page.getByRole("button", { name: "Add User" }).click();
  const add = page.getByRole("dialog", { name: "Add User" });
  await add.getByLabel("Name", { exact: true }).fill(newUser.name);
  await add.getByLabel("Email").fill(newUser.email);
  await add.getByLabel("Username").fill(newUser.username);
  await expect(add.getByLabel("Role")).toHaveValue("SALES");
  await add.getByLabel("Password").fill("short");
  await add.getByRole("button", { name: "Add User" }).click();
  await expect(add.getByRole("alert")).toHaveText("Password must be at least 8 characters");
  await add.getByLabel("Password").fill(newUser.password);
  await add.getByRole("button", { name: "Add User" }).click();
  await expect(add).toBeHidden();
  await expect(rowOf(page, newUser.name)).toContainText(newUser.email);
  await expect(rowOf(page, newUser.name)).toContainText("SALES");

  // …who can sign in (in a browser of their own).
  const theirPage = await (await guard.newContext()).newPage();
  await theirPage.goto("/login");
  await signInWithForm(theirPage, newUser.username, newUser.password);
  await expect(theirPage).toHaveURL(/\/dashboard$/);
  await expect(theirPage.getByRole("heading", { level: 1 })).toHaveText(
    `Welcome back, ${newUser.name}`,
  );

  // Change a role.
  await rowOf(page, colleague.name)
    .getByRole("button", { name: `Edit ${colleague.name}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await expect(edit).toContainText(colleague.email);
  await edit.getByLabel("Role").selectOption({ label: "Admin User" });
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, colleague.name)).toContainText("ADMIN");
  await expect(rowOf(page, colleague.name)).toContainText("Admin User");
  const promoted = await callApi("/user", {
    token: (
      await callApi("/login", {
        body: { username: colleague.username, password: colleague.password },
      })
    ).body.session.access_token,
  });
  expect(promoted.body.role).toBe("ADMIN");

  // Remove a user, after confirming.
  await rowOf(page, leaver.name)
    .getByRole("button", { name: `Delete ${leaver.name}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Delete User" });
  await expect(confirm).toContainText(
    `Are you sure you want to delete ${leaver.name}? This action cannot be undone.`,
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, leaver.name)).toHaveCount(0);
  expect(
    (await callApi("/login", { body: { username: leaver.username, password: leaver.password } }))
      .status,
  ).toBe(401);

  // An admin cannot delete their own account.
  await expect(
    rowOf(page, admin.name).getByRole("button", { name: `Delete ${admin.name}` }),
  ).toBeDisabled();
});

test("a SALES user sees the team but cannot manage it", async ({ page, makeUser }) => {
  const rep = await makeUser("SALES");
  const other = await makeUser("SALES");
  await signInAs(page, rep, "/users");
  await expect(rowOf(page, other.name)).toBeVisible();

  await expect(page.getByRole("button", { name: "Add User" })).toBeDisabled();
  await expect(
    rowOf(page, other.name).getByRole("button", { name: `Edit ${other.name}` }),
  ).toBeDisabled();
  await expect(
    rowOf(page, other.name).getByRole("button", { name: `Delete ${other.name}` }),
  ).toBeDisabled();
  await expect(
    rowOf(page, rep.name).getByRole("button", { name: `Edit ${rep.name}` }),
  ).toBeDisabled();
  // The reason is announced with the disabled button.
  await expect(page.getByRole("button", { name: "Add User" })).toHaveAccessibleDescription(
    "Only admins can manage users",
  );
});
