// Journey: recover a password through the mail the stand-in's catcher received.
import { expect, signInWithForm, test } from './support/fixtures.ts';

interface CaughtMail {
  subject: string;
  html: string;
  to: { address: string }[];
}

/** The recovery link in the one mail the catcher holds for the address (maildev's REST API). */
async function recoveryLinkFor(address: string): Promise<string> {
  const catcher = process.env.MAIL_CATCHER_URL;
  if (!catcher) throw new Error('MAIL_CATCHER_URL is not set (globalSetup starts the catcher)');
  let mails: CaughtMail[] = [];
  await expect
    .poll(async () => {
      const all = (await (await fetch(`${catcher}/email`)).json()) as CaughtMail[];
      mails = all.filter((mail) => mail.to.some((to) => to.address === address));
      return mails.length;
    })
    .toBe(1);
  expect(mails[0].subject).toBe('Reset your password');
  const href = /href="([^"]+)"/.exec(mails[0].html)?.[1];
  if (!href) throw new Error('The recovery mail has no link');
  return href.replace(/&amp;/g, '&');
}

test('recover a password: request, open the mailed link, set a new password, sign in with it', async ({ page, makeUser }) => {
  const user = await makeUser();
  const newPassword = 'a-new-e2e-password';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `If an account exists for ${user.email}, a link to reset its password is on its way. Check your inbox.`,
  );

  await page.goto(await recoveryLinkFor(user.email));
  await expect(page).toHaveURL(/\/reset-password\?code=/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${user.name}`);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});
