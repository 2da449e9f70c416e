// Mails the stand-in's catcher received during a journey (globalSetup starts the catcher).
import { firstLink, waitForMails } from "../../local/catcherInbox.ts";
import { expect } from "./fixtures.ts";

/** The link in the one mail the catcher holds for the address, which must have this subject. */
export async function mailedLinkFor(address: string, subject: string): Promise<string> {
  const catcher = process.env.MAIL_CATCHER_URL;
  if (!catcher) throw new Error("MAIL_CATCHER_URL is not set (globalSetup starts the catcher)");
  const mails = await waitForMails(catcher, 1, address);
  expect(mails.map((mail) => mail.subject)).toEqual([subject]);
  return firstLink(mails[0]);
}
