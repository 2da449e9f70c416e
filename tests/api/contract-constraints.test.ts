// The contract's fixed lists are the database's check constraints.
import assert from "node:assert/strict";
import { test } from "node:test";
import postgres from "postgres";
import * as contract from "../../supabase/functions/_shared/contract/index.ts";

/** The values a check constraint allows, e.g. CHECK ((role = ANY (ARRAY['ADMIN'::text, 'SALES'::text]))). */
const allowed = (definition: string) =>
  [...definition.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1].replace(/''/g, "'")).sort();

test("the contract's fixed lists are the database's check constraints", async (t) => {
  const db = postgres(process.env.SUPABASE_DB_URL!, { prepare: false, max: 1, onnotice: () => {} });
  t.after(() => db.end());
  const lists: Record<string, readonly string[]> = {
    profiles_role_valid: contract.ROLES,
    clients_status_valid: contract.CLIENT_STATUSES,
    clients_stage_valid: contract.DEAL_STAGES,
    clients_priority_valid: contract.PRIORITIES,
    client_analyses_stage_valid: contract.DEAL_STAGES,
    client_analyses_priority_valid: contract.PRIORITIES,
    followups_status_valid: contract.FOLLOW_UP_STATUSES,
    messages_role_valid: contract.MESSAGE_ROLES,
    ai_configurations_type_valid: contract.AI_TYPES,
    ai_configurations_style_valid: contract.RESPONSE_STYLES,
    documents_kind_valid: contract.DOCUMENT_KINDS,
    activities_type_valid: contract.ACTIVITY_TYPES,
    client_imports_status_valid: contract.IMPORT_STATUSES,
    emails_direction_valid: contract.EMAIL_DIRECTIONS,
    emails_status_valid: contract.EMAIL_STATUSES,
  };
  const rows = await db<{ name: string; definition: string }[]>`
    select conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace and conname in ${db(Object.keys(lists))}`;
  assert.deepEqual(rows.map((r) => r.name).sort(), Object.keys(lists).sort());
  for (const { name, definition } of rows) {
    assert.deepEqual(allowed(definition), [...lists[name]].sort(), name);
  }
});
