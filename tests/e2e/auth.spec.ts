// Journey 1: signing in and out.
import { expect, signInWithForm, test } from "./support/fixtures.ts";

test.describe("sign-in", () => {
  test("with the username, then sign out", async ({ page, makeUser }) => {
    const user = await makeUser();
    await page.goto("/login");
    await expect(page.getByText("AI-Powered Client Management")).toBeVisible();
    await signInWithForm(page, user.username, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${user.name}`);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("with the e-mail", async ({ page, makeUser }) => {
    const user = await makeUser();
    await page.goto("/login");
    await signInWithForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${user.name}`);
  });

  test("a wrong password shows the server's message", async ({ page, makeUser, guard }) => {
    guard.allow({ url: /\/functions\/v1\/api\/login$/, status: 401 });
    const user = await makeUser();
    await page.goto("/login");
    await signInWithForm(page, user.username, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("empty fields are refused before any call", async ({ page }) => {
    let loginCalls = 0;
    page.on("request", (request) => void (request.url().endsWith("/api/login") && loginCalls++));
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter both username and password");
    await page.getByLabel("Username or Email").fill("someone");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter both username and password");
    expect(loginCalls).toBe(0);
  });

  test("'Remember me' off keeps the session to this tab only", async ({
    page,
    context,
    makeUser,
    guard,
  }) => {
    const user = await makeUser();
    await page.goto("/login");
    await signInWithForm(page, user.username, user.password, { remember: false });
    await expect(page).toHaveURL(/\/dashboard$/);
    const stored = await page.evaluate(() => ({
      session: sessionStorage.getItem("crm-auth") !== null,
      local: localStorage.getItem("crm-auth") !== null,
    }));
    expect(stored).toEqual({ session: true, local: false });

    // sessionStorage belongs to the tab: neither a new tab nor a new browser context has it.
    const otherTab = await context.newPage();
    await otherTab.goto("/dashboard");
    await expect(otherTab).toHaveURL(/\/login$/);
    const fresh = await (await guard.newContext()).newPage();
    await fresh.goto("/dashboard");
    await expect(fresh).toHaveURL(/\/login$/);
  });

  test("'Remember me' on keeps the session in a new tab", async ({ page, context, makeUser }) => {
    const user = await makeUser();
    await page.goto("/login");
    await signInWithForm(page, user.username, user.password, { remember: true });
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem("crm-auth") !== null)).toBe(true);

    const otherTab = await context.newPage();
    await otherTab.goto("/clients");
    await expect(otherTab).toHaveURL(/\/clients$/);
    await expect(otherTab.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  });

  test("demo login", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Demo Login" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Demo User");
    // A new account with the sample book, not an empty dashboard.
    const upcoming = page.getByRole("region", { name: "Upcoming Follow-ups" });
    await expect(
      upcoming.getByTitle("Send the revised proposal with the phased rollout"),
    ).toBeVisible();
  });

  test("Google through the stand-in's consent page, typing an e-mail", async ({ page }) => {
    const email = `google-${Date.now()}@e2e.example`;
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page).toHaveURL(/\/auth\/v1\/authorize\?.*provider=google/);
    await expect(page.getByRole("heading", { name: "Sign in with Google (local)" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Name").fill("Gina Google");
    const callback = page.waitForURL(/\/auth\/callback\?code=/);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await callback;
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Gina Google");
  });

  test("Google through the stand-in's consent page, picking an existing user", async ({
    page,
    makeUser,
  }) => {
    const user = await makeUser();
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.getByRole("button", { name: new RegExp(user.email) }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${user.name}`);
  });

  test("a protected URL while signed out goes to /login and back after sign-in", async ({
    page,
    makeUser,
  }) => {
    const user = await makeUser();
    await page.goto("/followups?status=pending");
    await expect(page).toHaveURL(/\/login$/);
    await signInWithForm(page, user.username, user.password);
    await expect(page).toHaveURL(/\/followups\?status=pending$/);
    await expect(page.getByRole("heading", { level: 1, name: "Follow-ups" })).toBeVisible();
  });

  test("sign in using only the keyboard", async ({ page, makeUser }) => {
    const user = await makeUser();
    await page.goto("/login");
    // The username field has the focus on arrival.
    await expect(page.getByLabel("Username or Email")).toBeFocused();
    await page.keyboard.type(user.username);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password")).toBeFocused();
    await page.keyboard.type(user.password);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Remember me")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Remember me")).toBeChecked();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem("crm-auth") !== null)).toBe(true);

    // …and sign out with it: Tab until the sign-out button has the focus.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      if (
        await page
          .getByRole("button", { name: "Sign out" })
          .evaluate((el) => el === document.activeElement)
      )
        break;
    }
    await expect(page.getByRole("button", { name: "Sign out" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login$/);
  });
});
