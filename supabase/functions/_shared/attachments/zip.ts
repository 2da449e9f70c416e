import { UnreadableFile } from "./reader.ts";

/** Word and Excel files are zips; one that unpacks to more than this is not read. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

const TOO_LARGE = "This file unpacks to more than 100 MB, which is too much to read.";

/** Refuses a zip whose entries say they unpack to more than the limit, before anything unpacks. */
export async function assertUnpackedSize(bytes: Uint8Array): Promise<void> {
  const { unzipSync } = await import("fflate");
  let total = 0;
  unzipSync(bytes, {
    filter: (entry) => {
      total += entry.originalSize;
      return false;
    },
  });
  if (total > MAX_UNPACKED_BYTES) throw new UnreadableFile(TOO_LARGE);
}
