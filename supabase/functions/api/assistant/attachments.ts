import { attachmentText } from "../../_shared/attachments/index.ts";
import type { Attachment } from "../../_shared/ai/types.ts";
import { downloadObject } from "../../_shared/storage.ts";
import type { AttachedFile } from "./queries.ts";

/** Images larger than this are described, not sent. */
const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

/**
 * The files as the provider sees them: text for documents (or why there is none), bytes for
 * images, else name and size.
 */
export function loadAttachments(files: AttachedFile[]): Promise<Attachment[]> {
  return Promise.all(
    files.map(async (file) => {
      const attachment: Attachment = {
        name: file.originalName,
        mimeType: file.mimeType,
        size: file.size,
      };
      // Read at upload: no download, no second parse.
      if (file.textContent !== null) return { ...attachment, text: file.textContent };
      if (file.unreadableReason !== null)
        return { ...attachment, unreadable: file.unreadableReason };
      const isImage = file.mimeType.startsWith("image/");
      if (isImage && file.size > MAX_IMAGE_BYTES) return attachment;
      try {
        const bytes = new Uint8Array(await (await downloadObject(file.objectPath)).arrayBuffer());
        if (isImage) attachment.image = bytes;
        else {
          const reading = await attachmentText(bytes, file.mimeType);
          if (reading && "text" in reading) attachment.text = reading.text;
          else if (reading) attachment.unreadable = reading.unreadable;
        }
      } catch (error) {
        console.error(`could not read attachment ${file.id}`, error);
      }
      return attachment;
    }),
  );
}
