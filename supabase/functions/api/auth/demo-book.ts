// The sample book a new demo account starts with, so the first screen after the
// demo button is a working dashboard. Written through the API's own queries, as
// the new rep, under RLS.
import type { Claims } from "../../_shared/auth.ts";
import { withUserTransaction } from "../../_shared/db.ts";
import {
  createClientBody,
  createFollowUpBody,
  generateBody,
  updateFollowUpBody,
} from "../../_shared/contract/index.ts";
import { refreshAnalysis } from "../assistant/analysis.ts";
import { addMessage, createThread } from "../chat-threads/queries.ts";
import { createClient } from "../clients/queries.ts";
import { generate } from "../documents/generate.ts";
import { createFollowUp, updateFollowUp } from "../followups/queries.ts";

const DAY = 86_400_000;

interface SampleFollowUp {
  title: string;
  /** Days from now; negative is overdue. */
  inDays: number;
  done?: boolean;
}

interface SampleClient {
  client: Record<string, unknown>;
  followUps: SampleFollowUp[];
  /** A conversation with the assistant, rep and assistant in turn. */
  conversation?: { title: string; messages: string[] };
  /** A proposal generated from the conversation. */
  proposal?: { title: string; userPrompt: string };
}

const SAMPLE_BOOK: SampleClient[] = [
  {
    client: {
      name: "Dana Whitfield",
      company: "Harbor Freight Logistics",
      email: "dana.whitfield@harborfreight.example",
      phone: "+1 415 555 0142",
      stage: "PROPOSAL",
      priority: "HIGH",
      dealValue: 48000,
      notes: "Regional 3PL, 40 trucks. Dispatch still runs on spreadsheets.",
    },
    followUps: [
      { title: "Send the revised proposal with the phased rollout", inDays: 1 },
      { title: "Book a call with their CFO about payment terms", inDays: 4 },
      { title: "Share the onboarding checklist", inDays: -3, done: true },
    ],
    conversation: {
      title: "Discovery call with Harbor Freight",
      messages: [
        "Had a discovery call with Dana Whitfield, Head of Operations at Harbor Freight Logistics. " +
          "They run 40 trucks and plan routes in spreadsheets; missed delivery windows cost them two " +
          "contracts last quarter. Budget is about $50k for the first year and they want to decide " +
          "before the end of next month. Their CFO signs off on anything over $25k. They are also " +
          "looking at RouteWise.",
        "Strong fit: a clear pain (missed windows), a budget near the deal size and a deadline. " +
          "Next: put the CFO in the loop early, show how the phased rollout keeps the first invoice " +
          "under $25k, and prepare a side-by-side with RouteWise on dispatch automation.",
        "Dana liked the phased rollout and asked for a proposal she can forward to the CFO this week.",
        "Then the proposal should lead with the cost of the two lost contracts, price phase one " +
          "under the CFO threshold and list the dates for the decision before month end.",
      ],
    },
    proposal: {
      title: "Dispatch automation for Harbor Freight Logistics",
      userPrompt:
        "A proposal for a phased rollout of dispatch automation: phase one under $25k, " +
        "decision before the end of next month, compared with their spreadsheet planning today.",
    },
  },
  {
    client: {
      name: "Marcus Lee",
      company: "Brightside Dental Group",
      email: "marcus.lee@brightsidedental.example",
      stage: "QUALIFIED",
      priority: "MEDIUM",
      dealValue: 18500,
      notes: "Six clinics; wants one patient-reminder system for all of them.",
    },
    followUps: [
      { title: "Demo the reminder workflows to the clinic managers", inDays: 0 },
      { title: "Send references from two dental groups", inDays: -1 },
    ],
  },
  {
    client: {
      name: "Priya Natarajan",
      company: "Keystone Manufacturing",
      email: "p.natarajan@keystonemfg.example",
      stage: "NEGOTIATION",
      priority: "HIGH",
      dealValue: 92000,
      notes: "Procurement asked for a three-year price lock.",
    },
    followUps: [{ title: "Answer procurement on the three-year price lock", inDays: 2 }],
  },
  {
    client: {
      name: "Tom Becker",
      company: "Alpine Outdoor Co.",
      email: "tom@alpineoutdoor.example",
      stage: "LEAD",
      priority: "LOW",
      notes: "Met at the retail expo; asked for pricing.",
    },
    followUps: [{ title: "Intro email with the retail case study", inDays: 3 }],
  },
  {
    client: {
      name: "Elena Rossi",
      company: "Verde Hospitality",
      email: "elena.rossi@verdehotels.example",
      stage: "CLOSED_WON",
      priority: "MEDIUM",
      dealValue: 36000,
      notes: "Signed for four hotels; kickoff done.",
    },
    followUps: [{ title: "Check in after the first month of use", inDays: 21 }],
  },
];

const dueIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Fills a new demo account with the sample book: clients, follow-ups, a conversation, its analysis and a proposal. */
export async function seedDemoBook(claims: Claims): Promise<void> {
  const conversations: (Pick<SampleClient, "proposal"> & {
    clientId: string;
    conversation: NonNullable<SampleClient["conversation"]>;
  })[] = [];
  await withUserTransaction(claims, async (tx) => {
    for (const sample of SAMPLE_BOOK) {
      const client = await createClient(tx, createClientBody.parse(sample.client));
      for (const followUp of sample.followUps) {
        const body = { clientId: client.id, title: followUp.title, dueAt: dueIn(followUp.inDays) };
        const created = (await createFollowUp(tx, {
          ...createFollowUpBody.parse(body),
          clientId: client.id,
        }))!;
        if (followUp.done) {
          await updateFollowUp(tx, created.id, updateFollowUpBody.parse({ status: "done" }));
        }
      }
      const { conversation, proposal } = sample;
      if (conversation) conversations.push({ clientId: client.id, conversation, proposal });
    }
  });
  for (const { clientId, conversation, proposal } of conversations) {
    // The rep's own client, just made: the thread is always there.
    const thread = (await withUserTransaction(claims, (tx) =>
      createThread(tx, clientId, conversation.title),
    ))!;
    // One transaction per message: each gets its own time, so they read back in order.
    for (const [index, content] of conversation.messages.entries()) {
      await withUserTransaction(claims, (tx) =>
        addMessage(tx, thread.id, index % 2 === 0 ? "user" : "assistant", content),
      );
    }
    await refreshAnalysis(claims, clientId);
    if (proposal) await generate(claims, "proposal", generateBody.parse({ ...proposal, clientId }));
  }
}
