import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from "react-hook-form";
import { z } from "zod";

/**
 * A form checked by a contract schema: the rules and messages are the API's own,
 * and the submit handler receives the values as the schema parses them.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
  });
}

/** The first problem the schema found, in the order of the form's fields. */
export function firstError(errors: FieldErrors): string | null {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === "string" && error.message) return error.message;
  }
  return null;
}

/** A datetime-local value (the rep's own time) as the ISO instant the API takes; blank or unreadable is `message`. */
export const localDateTime = (message: string) =>
  z.string().transform((value, ctx) => {
    const at = new Date(value);
    if (value && !Number.isNaN(at.getTime())) return at.toISOString();
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
