/** A provider failure, said in words a rep can read; routes answer it as 502 or a stream error event. */
export class ProviderError extends Error {
  override name = "ProviderError";
}
