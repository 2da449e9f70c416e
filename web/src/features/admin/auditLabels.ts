import type { AuditAction, AuditedTable, AuditEntry } from "@contract";
import { truncate } from "../../lib/format";

export const AUDIT_TABLE_LABELS: Record<AuditedTable, string> = {
  clients: "Clients",
  followups: "Follow-ups",
  profiles: "Users",
  ai_configurations: "AI configurations",
  training_examples: "Training examples",
  documents: "Documents",
  pipeline_settings: "Pipeline settings",
  exchange_rates: "Exchange rates",
  deal_reasons: "Deal reasons",
  emails: "E-mails",
  email_attachments: "E-mail attachments",
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  INSERT: "Created",
  UPDATE: "Updated",
  DELETE: "Deleted",
};

export const tableLabel = (table: string) => AUDIT_TABLE_LABELS[table as AuditedTable] ?? table;

/** The platform's own database roles, which change rows for no signed-in user. */
const PLATFORM_ROLES: Record<string, string> = {
  service_role: "service_role (server)",
  // Hosted Auth writes auth.users, whose trigger makes the profile.
  supabase_auth_admin: "Supabase Auth",
};

/**
 * Who made the change: the user's name; for a change made outside the app
 * (no signed-in user), the database role it ran as, e.g. 'postgres (Studio/SQL)'.
 */
export function actorLabel(entry: AuditEntry): string {
  if (entry.actorName) return entry.actorName;
  if (entry.actorId) return `Deleted user ${entry.actorId}`;
  return PLATFORM_ROLES[entry.actorRole] ?? `${entry.actorRole} (Studio/SQL)`;
}

export interface FieldChange {
  field: string;
  /** Absent on a creation. */
  before?: unknown;
  /** Absent on a deletion. */
  after?: unknown;
}

/** The fields an entry names: the changed ones of an update, all of a created or deleted row. */
export function fieldChanges(entry: AuditEntry): FieldChange[] {
  const fields = Object.keys(entry.newValues ?? entry.oldValues ?? {});
  return fields.map((field) => ({
    field,
    ...(entry.oldValues && { before: entry.oldValues[field] }),
    ...(entry.newValues && { after: entry.newValues[field] }),
  }));
}

export function valueLabel(value: unknown): string {
  if (value === null || value === undefined) return "empty";
  return truncate(typeof value === "string" ? value : JSON.stringify(value), 80);
}
