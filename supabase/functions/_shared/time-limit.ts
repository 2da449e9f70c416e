export class TimeUp extends Error {}

/** The work's answer, or TimeUp once `ms` have passed; the work's signal aborts then too. */
export async function withinTime<T>(
  work: (signal: AbortSignal) => Promise<T>,
  ms: number,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeUp());
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeUp]);
  } finally {
    clearTimeout(timer);
  }
}
