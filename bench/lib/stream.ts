// The chat stream (local provider, and openai against a loopback fake) and the
// AI document routes, end to end through a stand-in.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { WorkerContext } from "./case.ts";
import { guard } from "./cleanup.ts";
import { call, login, routeExists, streamChat, type Session } from "./http.ts";
import { startFakeOpenAiProcess, startStandIn, type StandIn } from "./processes.ts";
import { BENCH_PASSWORD } from "./dataset.ts";
import type { DocumentsResults, StreamResults } from "./results.ts";
import { runLoad, summarize, type Stats } from "./stats.ts";

const log = (line: string) => console.log(line);

export const STREAM_RUNS = 20;
const FAKE_REPLY = Array.from(
  { length: 12 },
  () => "Thanks for the update, I will prepare the proposal today.",
).join(" ");

async function streamTimings(url: string, token: string, ctx: WorkerContext, runs = STREAM_RUNS) {
  const first: number[] = [];
  const complete: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const t = performance.now();
  for (let i = -2; i < runs; i++) {
    const r = await streamChat(url, token, {
      message: "What should I send them next, and what budget did they mention?",
      clientId: ctx.clientId,
      threadId: ctx.threadId,
      context: "Chat thread with the client",
      attachments: [],
    });
    if (i < 0) continue;
    if (r.status !== 200 || r.ended !== "complete" || r.firstChunkMs === null) {
      errors += 1;
      firstError ??= `HTTP ${r.status} ${r.ended} ${r.text.slice(0, 200)}`;
      continue;
    }
    first.push(r.firstChunkMs);
    complete.push(r.completeMs);
  }
  const wall = performance.now() - t;
  return {
    firstChunk: summarize(first, wall, errors, firstError),
    complete: summarize(complete, wall, errors, firstError),
  };
}

/** The fake's own stream, asked directly: what the product's stream adds is measured against this. */
async function directFakeTimings(baseURL: string, runs = STREAM_RUNS) {
  const complete: number[] = [];
  const t = performance.now();
  for (let i = -2; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(`${baseURL}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer bench" },
      body: JSON.stringify({
        model: "fake",
        stream: true,
        messages: [{ role: "user", content: "hi" }],
      }),
    });
    await res.text();
    if (i >= 0) complete.push(performance.now() - t0);
  }
  return summarize(complete, performance.now() - t);
}

export async function measureStream(
  standIn: StandIn,
  session: Session,
  ctx: WorkerContext,
): Promise<StreamResults> {
  const probe = await routeExists(standIn.url, session.token, "/chat/stream").catch((error) => ({
    exists: false,
    status: 0,
    text: String(error),
  }));
  if (probe.status !== 0 && !probe.exists)
    return { available: false, reason: "POST /api/chat/stream answers 404: not available yet" };
  if (probe.status === 0)
    return {
      available: false,
      reason: `POST /api/chat/stream failed: ${probe.text.slice(0, 200)}`,
    };
  log("  chat stream, local provider");
  const local = await streamTimings(standIn.url, session.token, ctx);
  log("  chat stream, openai provider against the loopback fake");
  const fake = await startFakeOpenAiProcess({ reply: FAKE_REPLY });
  const stopFake = guard(fake.stop);
  let second: StandIn | null = null;
  const secondDir = mkdtempSync(join(tmpdir(), "crm-bench-openai-"));
  try {
    const started = await startStandIn({
      dataDir: secondDir,
      dbUrl: standIn.dbUrl,
      quiet: true,
      functionEnv: { OPENAI_API_KEY: "bench-key", OPENAI_BASE_URL: fake.baseURL },
    });
    second = { ...started, stop: guard(started.stop) };
    // Its own address is its tokens' issuer, which the function checks: sign in there.
    const { token } = await login(second.url, session.username, BENCH_PASSWORD);
    const openai = await streamTimings(second.url, token, ctx);
    const direct = await directFakeTimings(fake.baseURL);
    // The same with a one-word reply: what the product adds per request, apart from per chunk.
    await fake.configure({ reply: "Noted." });
    const openaiShort = await streamTimings(second.url, token, ctx);
    const directShort = await directFakeTimings(fake.baseURL);
    const words = FAKE_REPLY.split(/\s+/).length;
    return {
      available: true,
      local,
      openai,
      direct,
      overheadMs: Math.round((openai.complete.p50 - direct.p50) * 100) / 100,
      short: {
        openai: openaiShort,
        direct: directShort,
        overheadMs: Math.round((openaiShort.complete.p50 - directShort.p50) * 100) / 100,
      },
      replyWords: words,
    };
  } finally {
    await second?.stop();
    await stopFake();
    rmSync(secondDir, { recursive: true, force: true });
  }
}

/** POST /api/documents/generate-ai-{kind} end to end (local provider: writing, PDF, Storage, rows). */
export async function measureDocuments(
  standIn: StandIn,
  session: Session,
  ctx: WorkerContext,
): Promise<DocumentsResults> {
  const probe = await routeExists(
    standIn.url,
    session.token,
    "/documents/generate-ai-proposal",
  ).catch((error) => ({ exists: false, status: 0, text: String(error) }));
  if (probe.status !== 0 && !probe.exists)
    return {
      available: false,
      reason: "POST /api/documents/generate-ai-* answers 404: not available yet",
    };
  if (probe.status === 0)
    return {
      available: false,
      reason: `POST /api/documents/generate-ai-proposal failed: ${probe.text.slice(0, 200)}`,
    };
  const kinds: Record<string, Stats> = {};
  for (const kind of ["proposal", "presentation", "budget"]) {
    kinds[kind] = await runLoad(
      { concurrency: 1, requests: 10, maxMs: 60_000, warmup: 1 },
      async () => {
        await call(standIn.url, `/documents/generate-ai-${kind}`, {
          method: "POST",
          token: session.token,
          expect: [200],
          body: {
            title: `Bench ${kind}`,
            userPrompt: `A ${kind} for the CRM rollout we discussed, with licences, training and support.`,
            clientId: ctx.clientId,
          },
        });
      },
    );
    log(
      `  generate-ai-${kind}: p50 ${kinds[kind].p50} p95 ${kinds[kind].p95} ms${kinds[kind].errors ? `, ${kinds[kind].errors} errors (${kinds[kind].firstError})` : ""}`,
    );
  }
  return { available: true, kinds };
}
