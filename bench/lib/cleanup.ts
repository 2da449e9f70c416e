// What must be stopped if the bench is interrupted (Ctrl-C): a native cluster
// or a stand-in would outlive it otherwise.
const cleanups = new Set<() => Promise<unknown> | unknown>();

/** Registers a stop function until it has run; returns the function to call instead. */
export const guard = <T>(stop: () => Promise<T> | T) => {
  cleanups.add(stop);
  return async (): Promise<T> => {
    cleanups.delete(stop);
    return await stop();
  };
};

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping what the bench started`);
    for (const stop of [...cleanups].reverse())
      await Promise.resolve()
        .then(stop)
        .catch(() => {});
    process.exit(130);
  });
}
