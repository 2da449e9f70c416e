import { createFollowUpBody } from "@contract";
import { localDateTime } from "./forms";

/** A follow-up as its forms hold it: the contract's fields, with the due time typed in the rep's own time. */
export const followUpForm = (dueMessage: string) =>
  createFollowUpBody.extend({ dueAt: localDateTime(dueMessage) });

/** Title, notes and due time: what editing a follow-up changes. */
export const followUpChangesForm = (dueMessage: string) =>
  followUpForm(dueMessage).pick({ title: true, notes: true, dueAt: true });

/** What a follow-up form's fields hold before parsing. */
export interface FollowUpFieldValues {
  title: string;
  notes?: string | null;
  /** A datetime-local value, in the rep's own time. */
  dueAt: string;
}
