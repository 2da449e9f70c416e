import { CLIENT_STATUSES, createClientBody } from "@contract";
import { z } from "zod";

/**
 * The Add New Client and Edit Client forms: the contract's client, with an
 * account status from its select and the deal value as typed. A blank deal
 * value is `blankDealValue`: null clears an edited client's, undefined leaves
 * a new client without one.
 */
export const clientForm = (blankDealValue: null | undefined) =>
  createClientBody.extend({
    status: z.enum(CLIENT_STATUSES),
    dealValue: z.preprocess(
      (text) => (typeof text === "string" && text.trim() === "" ? blankDealValue : text),
      createClientBody.shape.dealValue,
    ),
  });

export type ClientInput = z.output<ReturnType<typeof clientForm>>;
