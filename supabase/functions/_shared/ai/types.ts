// The one interface every AI provider implements, and the shapes it works on.

import type {
  AiType,
  DealStage,
  DocumentKind,
  InsightType,
  MessageRole,
  Priority,
  ResponseStyle,
} from "../contract/index.ts";
import type { DocumentContent } from "../documents/content.ts";

export type { AiType, DocumentKind, InsightType, Priority, ResponseStyle };
export type Stage = DealStage;

export interface TrainingExample {
  title: string;
  input: string;
  expectedOutput: string;
}

/** How the rep tuned one assistant: persona, tone, standing instructions, few-shot examples. */
export interface AssistantConfig {
  aiType: AiType;
  personaName: string;
  responseStyle: ResponseStyle;
  systemInstructions: string;
  examples: TrainingExample[];
}

export interface ClientRecord {
  id: string;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  status: string;
  stage: Stage;
  priority: Priority;
  dealValue: number | null;
  currency: string;
  notes: string | null;
}

export interface ChatMessage {
  role: MessageRole;
  content: string;
  createdAt?: string;
}

/** A file the rep attached: its text when it has any (txt, csv, doc(x), xlsx, pdf), its bytes when it is an image. */
export interface Attachment {
  name: string;
  mimeType: string;
  size: number;
  text?: string;
  /** Why a document has no text, in a sentence to pass on to the rep (scanned PDF, password, damaged). */
  unreadable?: string;
  image?: Uint8Array;
}

export interface SuggestedFollowup {
  title: string;
  notes: string;
  /** ISO date-time */
  dueAt: string;
}

export interface Insight {
  type: InsightType;
  content: string;
  /** 0..1 */
  confidence: number;
}

/** Who made an analysis; `fallback` says why the model's own answer was not used. */
export interface AnalysisSource {
  provider: string;
  model: string | null;
  fallback?: string;
}

export interface Analysis {
  stage: Stage;
  priority: Priority;
  /** e.g. "$40k–$60k", or null when no figure was stated */
  budgetBand: string | null;
  /** 0..1, grows with the evidence */
  confidence: number;
  nextAction: string;
  suggestedFollowup: SuggestedFollowup | null;
  insights: Insight[];
  /**
   * The date (YYYY-MM-DD) the conversation says the deal is decided by, when it
   * names one: the forecast's close month when the rep set no date.
   */
  closeBy?: string | null;
  source?: AnalysisSource;
}

export interface ChatInput {
  client: ClientRecord;
  /** The thread so far, oldest first, not including `message`. */
  history: ChatMessage[];
  message: string;
  attachments: Attachment[];
  config: AssistantConfig;
  now: Date;
}

export interface AnalysisInput {
  client: ClientRecord;
  /** Every message of the client's threads, oldest first. */
  messages: ChatMessage[];
  attachments: Attachment[];
  now: Date;
}

export interface DocumentInput {
  kind: DocumentKind;
  title: string;
  clientName: string | null;
  client: ClientRecord | null;
  /** What the rep asked for (the description), or the conversation for an SRS. */
  userPrompt: string;
  additionalContext: string | null;
  messages: ChatMessage[];
  config: AssistantConfig;
  date: Date;
}

export interface TestInput {
  config: AssistantConfig;
  testInput: string;
  now: Date;
}

export interface AiProvider {
  readonly name: string;
  /** The model that answers, for providers that call one. */
  readonly model?: string;
  /** The reply, streamed in chunks. Throws (or the iterator throws) on provider errors. */
  streamReply(input: ChatInput, signal?: AbortSignal): AsyncIterable<string>;
  analyse(input: AnalysisInput): Promise<Analysis>;
  writeDocument(input: DocumentInput): Promise<DocumentContent>;
  answerTest(input: TestInput): Promise<string>;
}
