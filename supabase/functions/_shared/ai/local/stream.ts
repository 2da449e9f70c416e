// Streams a finished reply in word-sized chunks.

/** Each chunk is a word plus the whitespace after it, so the chunks join to the full text. */
export function chunkWords(text: string): string[] {
  const chunks = text.match(/\s*\S+\s*/g) ?? [];
  return chunks.length > 0 ? chunks : text ? [text] : [];
}

function abortError(): Error {
  return new DOMException("The reply was aborted", "AbortError");
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Computes the reply when the first chunk is asked for, then yields it word by word. The first
 * chunk is never delayed; `delayMs` (demos only) spaces out the rest.
 */
export async function* streamText(
  compose: () => string,
  options: { delayMs: number; signal?: AbortSignal },
): AsyncGenerator<string> {
  if (options.signal?.aborted) throw abortError();
  const chunks = chunkWords(compose());
  for (let i = 0; i < chunks.length; i++) {
    if (options.signal?.aborted) throw abortError();
    if (i > 0 && options.delayMs > 0) await sleep(options.delayMs, options.signal);
    yield chunks[i];
  }
}
