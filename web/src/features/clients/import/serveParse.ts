/// <reference lib="webworker" />
import type { ParsedFile, ParseReply, ParseRequest } from "./parseMessages";
import { FILE_UNREADABLE, ImportFileError } from "./table";

/** Answers the page's parse requests in a worker: progress as it goes, then the table or the reason. */
export function serveParse(
  parse: (request: ParseRequest, onProgress: (share: number) => void) => Promise<ParsedFile>,
) {
  const post = (reply: ParseReply) => self.postMessage(reply);
  self.onmessage = (event: MessageEvent<ParseRequest>) => {
    parse(event.data, (share) => post({ type: "progress", share })).then(
      (parsed) => post({ type: "done", ...parsed }),
      (error: unknown) =>
        post({
          type: "error",
          message: error instanceof ImportFileError ? error.message : FILE_UNREADABLE,
        }),
    );
  };
}
