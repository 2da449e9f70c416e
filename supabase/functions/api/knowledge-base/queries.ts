import type { AiType } from "../../_shared/ai/types.ts";
import type { Transaction } from "../../_shared/db.ts";
import type { ConfigurationAnswer } from "../assistant/defaults.ts";
import type {
  AddExample,
  SaveConfiguration,
  TrainingExampleResponse,
} from "../../_shared/contract/index.ts";
import type { Stored } from "../../_shared/validation.ts";

type StoredExample = Stored<TrainingExampleResponse, "createdAt">;

/** A rep may keep this many examples per assistant; every one is sent with each prompt. */
export const MAX_EXAMPLES = 100;

// Each rep tunes their own assistants: rows are filtered to the caller even
// where RLS would let an admin see everyone's.
const configurationColumns = (tx: Transaction) =>
  tx`id, ai_type, persona_name, response_style, system_instructions, is_active, updated_at`;

const exampleColumns = (tx: Transaction) => tx`id, title, input, expected_output, created_at`;

export async function ownConfiguration(
  tx: Transaction,
  aiType: AiType,
): Promise<ConfigurationAnswer | null> {
  const [row] = await tx<ConfigurationAnswer[]>`
    select ${configurationColumns(tx)} from public.ai_configurations
     where owner_id = (select auth.uid()) and ai_type = ${aiType}`;
  return row ?? null;
}

export async function saveConfiguration(tx: Transaction, input: SaveConfiguration) {
  const [row] = await tx<ConfigurationAnswer[]>`
    insert into public.ai_configurations
      (ai_type, persona_name, response_style, system_instructions, is_active)
    values (${input.aiType}, ${input.personaName}, ${input.responseStyle},
            ${input.systemInstructions}, ${input.isActive})
    on conflict (owner_id, ai_type) do update
       set persona_name = excluded.persona_name,
           response_style = excluded.response_style,
           system_instructions = excluded.system_instructions,
           is_active = excluded.is_active
    returning ${configurationColumns(tx)}`;
  return row;
}

async function ownsConfiguration(tx: Transaction, id: string, lock = false): Promise<boolean> {
  const rows = await tx`
    select id from public.ai_configurations
     where id = ${id} and owner_id = (select auth.uid())
     ${lock ? tx`for update` : tx``}`;
  return rows.length > 0;
}

export async function listExamples(tx: Transaction, configurationId: string) {
  if (!(await ownsConfiguration(tx, configurationId))) return null;
  return tx<StoredExample[]>`
    select ${exampleColumns(tx)} from public.training_examples
     where configuration_id = ${configurationId}
     order by created_at, id`;
}

export type AddOutcome =
  { kind: "not-found" } | { kind: "full" } | { kind: "added"; example: StoredExample };

export async function addExample(
  tx: Transaction,
  configurationId: string,
  input: AddExample,
): Promise<AddOutcome> {
  // Locked so two adds at once cannot pass the limit together.
  if (!(await ownsConfiguration(tx, configurationId, true))) return { kind: "not-found" };
  const [{ count }] = await tx<{ count: number }[]>`
    select count(*)::int as count from public.training_examples
     where configuration_id = ${configurationId}`;
  if (count >= MAX_EXAMPLES) return { kind: "full" };
  const [example] = await tx<StoredExample[]>`
    insert into public.training_examples (configuration_id, title, input, expected_output)
    values (${configurationId}, ${input.title}, ${input.input}, ${input.expectedOutput})
    returning ${exampleColumns(tx)}`;
  return { kind: "added", example };
}

export async function deleteExample(tx: Transaction, id: string): Promise<boolean> {
  const deleted = await tx`
    delete from public.training_examples e
     using public.ai_configurations c
     where e.id = ${id} and c.id = e.configuration_id and c.owner_id = (select auth.uid())
    returning e.id`;
  return deleted.length > 0;
}
