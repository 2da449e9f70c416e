// Sending a follow-up's approved draft to its client, with the route's own send.
import { z } from "zod";
import type { McpServer } from "../sdk.ts";
import type { Claims } from "../../_shared/auth.ts";
import {
  emailNotSentMessage,
  FOLLOW_UP_NOT_FOUND,
  sendEmailBody,
} from "../../_shared/contract/index.ts";
import { HttpError } from "../../_shared/errors.ts";
import { parse, parseId } from "../../_shared/validation.ts";
import { sendFollowUpEmail } from "../../api/emails/send.ts";
import { idArgument } from "./ids.ts";
import { answer } from "./result.ts";

export function registerFollowUpEmailTools(server: McpServer, claims: Claims) {
  server.registerTool(
    "send_followup_email",
    {
      title: "Send a follow-up e-mail",
      description:
        "Sends the draft of one of the caller's follow-ups, as the rep approved it, to the client " +
        "by e-mail (the client's address unless `to` is given), from the rep's name; the client's " +
        "answer goes to the rep. Each follow-up is e-mailed once: a second send is refused. Only " +
        "send text the rep has read and approved (draft_follow_up_email writes a draft). " +
        "Answers the sent mail, which also shows in the client's timeline.",
      inputSchema: {
        followUpId: idArgument("follow-up"),
        subject: z.string().max(300),
        body: z.string().max(50_000).describe("The message, plain text"),
        to: z.string().max(254).optional().describe("Another address than the client's"),
      },
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: true,
      },
    },
    ({ followUpId, ...draft }) =>
      answer(async () => {
        const target = parseId(followUpId, FOLLOW_UP_NOT_FOUND);
        const email = await sendFollowUpEmail(claims, target, parse(sendEmailBody, draft), null);
        // The route answers a refused send as the stored mail; a tool says it did not go.
        if (email.status === "failed") {
          throw new HttpError(
            502,
            `${emailNotSentMessage(email.error)}. It is kept as failed; the rep can ` +
              "retry it from the client's History tab.",
          );
        }
        return email;
      }),
  );
}
