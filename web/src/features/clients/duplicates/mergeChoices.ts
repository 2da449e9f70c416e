import { MERGE_FIELDS, type MergeChoices, type MergeField } from "@contract";
import type { Client } from "../../../lib/types";
import { formatCurrency } from "../../../lib/format";
import { priorityLabel, stageLabel, STATUS_LABELS } from "../../../lib/dealLabels";

/** A field's value as the dialog shows it; null when the client has none. */
export function fieldText(client: Client, field: MergeField): string | null {
  switch (field) {
    case "status":
      return STATUS_LABELS[client.status];
    case "stage":
      return stageLabel(client.stage);
    case "priority":
      return priorityLabel(client.priority);
    case "dealValue":
      return client.dealValue === null ? null : formatCurrency(client.dealValue, client.currency);
    default:
      return client[field];
  }
}

/**
 * Which client is kept: the older one, which most likely has the longer history. The other is
 * merged into it and deleted.
 */
export function keptFirst(a: Client, b: Client): [keep: Client, drop: Client] {
  return Date.parse(a.createdAt) <= Date.parse(b.createdAt) ? [a, b] : [b, a];
}

/**
 * The dialog's starting choice per field: the value that is there when only one client has one,
 * the newer client's (last updated) when both have different ones, else the kept client's.
 */
export function defaultChoices(keep: Client, drop: Client): Required<MergeChoices> {
  const dropIsNewer = Date.parse(drop.updatedAt) > Date.parse(keep.updatedAt);
  const choices = {} as Required<MergeChoices>;
  for (const field of MERGE_FIELDS) {
    const kept = fieldText(keep, field);
    const dropped = fieldText(drop, field);
    choices[field] =
      dropped !== null && (kept === null || (kept !== dropped && dropIsNewer)) ? "drop" : "keep";
  }
  return choices;
}

/** The fields whose two values are the same: nothing to choose. */
export const sameValue = (keep: Client, drop: Client, field: MergeField) =>
  fieldText(keep, field) === fieldText(drop, field);
