import type { CreateClient, ImportField } from "@contract";
import { priorityLabel, STATUS_LABELS, stageLabel } from "../../../lib/dealLabels";
import type { ImportRowInput } from "./validateRows";

/** A field of a checked row as the client list will show it once saved; blank when the file leaves it out. */
export function savedValue(
  field: ImportField,
  client: CreateClient,
  input: ImportRowInput,
): string {
  switch (field) {
    case "status": {
      // A deal stage in the Status column is saved as the stage.
      const status = client.status;
      if (!status) return "";
      if (status.status) return STATUS_LABELS[status.status];
      return status.stage ? stageLabel(status.stage) : "";
    }
    case "stage":
      return client.stage ? stageLabel(client.stage) : "";
    case "priority":
      return client.priority ? priorityLabel(client.priority) : "";
    case "dealValue":
      return client.dealValue == null ? "" : String(client.dealValue);
    case "ownerEmail":
      return input.ownerEmail ?? "";
    default:
      return client[field] ?? "";
  }
}
