// What every AI route reads before it asks the provider: the client, the
// assistant's configuration, the conversation. All as the signed-in user (RLS).
import type {
  AiType,
  Analysis,
  AssistantConfig,
  ChatMessage,
  ClientRecord,
} from "../../_shared/ai/types.ts";
import type { JSONValue } from "postgres";
import type { Transaction } from "../../_shared/db.ts";
import type { AnalysisResponse } from "../../_shared/contract/index.ts";
import type { Stored } from "../../_shared/validation.ts";

type StoredAnalysis = Stored<AnalysisResponse, "createdAt">;
import { defaultConfiguration } from "./defaults.ts";

/** Enough conversation for any prompt; older turns add little and cost a lot. */
const MAX_MESSAGES = 200;

export async function clientRecord(tx: Transaction, id: string): Promise<ClientRecord | null> {
  const [client] = await tx<ClientRecord[]>`
    select id, name, company, email, phone, status, stage, priority,
           deal_value::float8 as deal_value, currency, notes
      from public.clients where id = ${id}`;
  return client ?? null;
}

/** `read` of a client's data, or null when the caller cannot see the client (a 404, not an empty answer). */
export const ofVisibleClient =
  <T>(read: (tx: Transaction, clientId: string) => Promise<T>) =>
  async (tx: Transaction, clientId: string): Promise<T | null> =>
    (await clientRecord(tx, clientId)) ? await read(tx, clientId) : null;

/** The rep's own configuration of an assistant with its examples, else the default one. */
export async function assistantConfig(tx: Transaction, aiType: AiType): Promise<AssistantConfig> {
  const [own] = await tx`
    select id, persona_name, response_style, system_instructions
      from public.ai_configurations
     where owner_id = (select auth.uid()) and ai_type = ${aiType} and is_active`;
  if (!own) {
    const { personaName, responseStyle, systemInstructions } = defaultConfiguration(aiType);
    return { aiType, personaName, responseStyle, systemInstructions, examples: [] };
  }
  const examples = await tx<AssistantConfig["examples"]>`
    select title, input, expected_output from public.training_examples
     where configuration_id = ${own.id} order by created_at limit 20`;
  return {
    aiType,
    personaName: own.personaName,
    responseStyle: own.responseStyle,
    systemInstructions: own.systemInstructions,
    examples,
  };
}

/** Every message of the client's threads, oldest first (the most recent MAX_MESSAGES). */
export async function clientConversation(
  tx: Transaction,
  clientId: string,
): Promise<ChatMessage[]> {
  const rows = await tx<ChatMessage[]>`
    select role, content, created_at from (
      select m.role, m.content, m.created_at
        from public.messages m join public.chat_threads t on t.id = m.thread_id
       where t.client_id = ${clientId}
       order by m.created_at desc
       limit ${MAX_MESSAGES}
    ) recent order by created_at`;
  return rows.map((m) => ({ role: m.role, content: m.content, createdAt: String(m.createdAt) }));
}

/** An e-mail's text beyond this adds little to an analysis (quoted history, signatures). */
const MAX_EMAIL_CHARS = 5_000;

/**
 * The client's sent and received mail as turns of the rep's (what the rep wrote and what the
 * client answered are both facts the rep brings), oldest first (the most recent MAX_MESSAGES).
 */
export async function clientEmailTurns(tx: Transaction, clientId: string): Promise<ChatMessage[]> {
  const rows = await tx<
    { direction: string; who: string; subject: string; text: string; at: Date }[]
  >`
    select direction, who, subject, text, at from (
      select direction, subject, left(text_body, ${MAX_EMAIL_CHARS}) as text,
             case when direction = 'outbound' then array_to_string(to_addresses, ', ')
                  else coalesce(nullif(from_name, '') || ' <' || from_address || '>', from_address) end as who,
             coalesce(sent_at, received_at) as at
        from public.emails
       where client_id = ${clientId} and status in ('sent', 'received')
       order by coalesce(sent_at, received_at) desc
       limit ${MAX_MESSAGES}
    ) recent order by at`;
  return rows.map((e) => ({
    role: "user",
    content: `${e.direction === "outbound" ? "E-mail sent to" : "E-mail received from"} ${e.who}\nSubject: ${e.subject}\n\n${e.text}`,
    createdAt: e.at.toISOString(),
  }));
}

/** The client a thread the caller can see is about; null when they cannot see it. */
export async function threadClientId(tx: Transaction, threadId: string): Promise<string | null> {
  const [thread] = await tx<{ clientId: string }[]>`
    select client_id from public.chat_threads where id = ${threadId}`;
  return thread?.clientId ?? null;
}

export async function threadConversation(tx: Transaction, threadId: string) {
  const clientId = await threadClientId(tx, threadId);
  if (!clientId) return null;
  const messages = await tx<ChatMessage[]>`
    select role, content from (
      select role, content, created_at from public.messages where thread_id = ${threadId}
       order by created_at desc limit ${MAX_MESSAGES}
    ) recent order by created_at`;
  return { clientId, messages: [...messages] };
}

export interface AttachedFile {
  id: string;
  objectPath: string;
  originalName: string;
  mimeType: string;
  size: number;
  /** Read at upload; both null when the file was not read then (images, generated PDFs). */
  textContent: string | null;
  unreadableReason: string | null;
}

/** The caller's readable files among `ids` (RLS decides), in the order asked. */
export async function readableFiles(tx: Transaction, ids: string[]): Promise<AttachedFile[]> {
  if (!ids.length) return [];
  const rows = await tx<AttachedFile[]>`
    select id, object_path, original_name, mime_type, size::int as size, text_content,
           unreadable_reason
      from public.files where id in ${tx(ids)}`;
  return ids.map((id) => rows.find((f) => f.id === id)).filter((f): f is AttachedFile => !!f);
}

/** The latest files attached anywhere in a client's threads. */
export async function recentClientFiles(tx: Transaction, clientId: string, limit = 5) {
  return await tx<AttachedFile[]>`
    select f.id, f.object_path, f.original_name, f.mime_type, f.size::int as size,
           f.text_content, f.unreadable_reason
      from public.files f
      join public.message_attachments a on a.file_id = f.id
      join public.messages m on m.id = a.message_id
      join public.chat_threads t on t.id = m.thread_id
     where t.client_id = ${clientId}
     order by m.created_at desc
     limit ${limit}`;
}

export const DEFAULT_NEXT_ACTION = "Continue the conversation to gather more insights";

/** The client's newest stored analysis; null before the first one. */
export async function storedAnalysis(tx: Transaction, clientId: string) {
  const [row] = await tx<StoredAnalysis[]>`
    select stage, priority, budget_band, confidence::float8 as confidence, next_action,
           suggested_followup, insights, provider, model, fallback, created_at
      from public.client_analyses where client_id = ${clientId}
     order by created_at desc limit 1`;
  return row ?? null;
}

/** The newest analysis, or what a client without one is assumed to be. */
export async function latestAnalysis(tx: Transaction, clientId: string): Promise<StoredAnalysis> {
  return (
    (await storedAnalysis(tx, clientId)) ?? {
      stage: "LEAD",
      priority: "MEDIUM",
      budgetBand: null,
      confidence: 0,
      nextAction: DEFAULT_NEXT_ACTION,
      suggestedFollowup: null,
      insights: [],
      provider: null,
      model: null,
      fallback: null,
      createdAt: null,
    }
  );
}

/** Plain data objects are JSON; postgres.js only wants that said. */
const asJson = (value: object) => value as JSONValue;

/**
 * An analysis this sure sets the client's priority too. The stage stays the
 * rep's: the analysis only suggests one, and the board shows where they differ.
 */
const CONFIDENT_ENOUGH = 0.6;

/** Stored as made by `provider`, unless the analysis names who made it. */
export async function saveAnalysis(
  tx: Transaction,
  clientId: string,
  analysis: Analysis,
  provider: string,
) {
  const source = analysis.source ?? { provider, model: null };
  await tx`
    insert into public.client_analyses
      (client_id, stage, priority, budget_band, confidence, next_action, suggested_followup, insights,
       provider, model, fallback, timeline_date)
    values (
      ${clientId}, ${analysis.stage}, ${analysis.priority}, ${analysis.budgetBand},
      ${analysis.confidence}, ${analysis.nextAction},
      ${analysis.suggestedFollowup ? tx.json(asJson(analysis.suggestedFollowup)) : null},
      ${tx.json(asJson(analysis.insights))},
      ${source.provider}, ${source.model}, ${source.fallback ?? null}, ${analysis.closeBy ?? null}
    )`;
  if (analysis.confidence >= CONFIDENT_ENOUGH) {
    await tx`
      update public.clients set priority = ${analysis.priority}
       where id = ${clientId} and priority is distinct from ${analysis.priority}`;
  }
}
