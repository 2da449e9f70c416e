// A deal's outcome read from a verb and its object in any form and order: "they countersigned the
// order form", "PO got raised this morning", "the quote's been accepted", "they binned the project",
// "finance rejected our offer". Negated, hypothetical or planned statements are not outcomes.

import { type Token, tokens } from "../nlp.ts";
import { HISTORY } from "./signal-patterns.ts";

export type Outcome = "CLOSED_WON" | "CLOSED_LOST";

/** Papers whose signature, acceptance or payment commits the client. */
const DEAL_PAPER = new Set([
  "contract",
  "agreement",
  "order",
  "po",
  "deal",
  "quote",
  "quotation",
  "proposal",
  "offer",
  "sow",
  "msa",
  "paperwork",
  "invoice",
  "deposit",
  "estimate",
  "renewal",
  "payment",
  "funds",
  "docs",
  "papers",
  "form",
]);
/** What a client kills when it walks away. */
const PROJECT = new Set([
  "proposal",
  "quote",
  "quotation",
  "offer",
  "deal",
  "project",
  "purchase",
  "initiative",
  "rollout",
  "bid",
  "plan",
  "idea",
  "tender",
  "contract",
  "order",
  "programme",
  "program",
  "budget",
  "funding",
  "upgrade",
]);

const COMMIT = new Set([
  "sign",
  "countersign",
  "execute",
  "ink",
  "accept",
  "approve",
  "confirm",
  "place",
  "issue",
  "raise",
  "pay",
  "award",
  "close",
  "okay",
  "ok",
  "release",
]);
const REFUSE = new Set([
  "reject",
  "decline",
  "refuse",
  "cancel",
  "scrap",
  "shelve",
  "kill",
  "axe",
  "bin",
  "veto",
  "nix",
  "freeze",
  "cut",
  "pull",
  "drop",
  "abandon",
  "can",
  "stop",
]);
/** Objects of COMMIT verbs that do not commit anyone: "confirmed the meeting" has no paper. */
const COMMIT_OBJECT_ONLY: Record<string, Set<string>> = {
  approve: new Set(["order", "po", "deal", "contract", "purchase", "quote", "proposal", "offer"]),
  issue: new Set(["po", "order", "purchase"]),
  raise: new Set(["po", "order", "purchase"]),
  place: new Set(["order"]),
  confirm: new Set(["order", "po", "deal", "purchase"]),
  pay: new Set(["invoice", "deposit", "order"]),
  close: new Set(["deal", "sale", "contract", "order"]),
  okay: new Set(["order", "po", "deal", "contract", "purchase", "quote", "proposal", "offer"]),
  ok: new Set(["order", "po", "deal", "contract", "purchase", "quote", "proposal", "offer"]),
  release: new Set(["po", "order", "payment", "funds", "deposit"]),
};

/** Refusals that only end a deal with these objects: "cut the budget", not "cut the price". */
const LOSS = new Set([
  "project",
  "deal",
  "purchase",
  "initiative",
  "rollout",
  "plan",
  "idea",
  "upgrade",
  "programme",
  "program",
]);
const REFUSE_OBJECT_ONLY: Record<string, Set<string>> = {
  cut: new Set(["budget", "funding"]),
  freeze: new Set(["budget", "funding", ...LOSS]),
  pull: new Set(["budget", "funding", ...LOSS]),
  drop: LOSS,
  can: LOSS,
  stop: LOSS,
  bin: new Set([...LOSS, "proposal", "quote", "offer"]),
};

/** Words that make the statement not (yet) a fact: "will sign", "once signed", "if they cancel". */
const NOT_YET = new Set([
  "if",
  "unless",
  "whether",
  "once",
  "when",
  "until",
  "before",
  "after",
  "will",
  "'ll",
  "would",
  "could",
  "should",
  "might",
  "may",
  "can",
  "going",
  "gonna",
  "plan",
  "about",
  "ready",
  "want",
  "expect",
  "hope",
  "need",
  "pending",
  "await",
  "wait",
  "to",
  "threaten",
  "consider",
  "risk",
  "?",
]);

/** "decided to", "chose to", "opted to": a decision taken, not a plan. */
const DECIDED = new Set(["decide", "choose", "opt", "elect", "vote", "agree"]);

/** Words in `window` that make it not (yet) a fact; "to" after "decided" does not. */
function notYet(window: Token[]): boolean {
  return window.some(
    (t, i) =>
      t.negated ||
      (NOT_YET.has(t.lemma) && !(t.lemma === "to" && DECIDED.has(window[i - 1]?.lemma ?? ""))),
  );
}

/** Verbs whose past is spelt like the present: "the CFO cut the budget". */
const SAME_PAST = new Set(["cut"]);

/** A past form ("signed", "paid", "binned"): the text differs from the lemma and is not "-ing"/"-s". */
function past(t: Token): boolean {
  const w = t.text.toLowerCase();
  return SAME_PAST.has(w) || (w !== t.lemma && !/(?:ing|s)$/.test(w));
}

/** Passive helpers between a paper and its verb: "the PO got raised", "the quote has been accepted". */
const PASSIVE_HELPERS = new Set(["be", "get", "have"]);

/** The paper a verb at `i` acts on: after it ("signed the order form") or before it ("PO raised"). */
function objectOf(toks: Token[], i: number, nouns: Set<string>): string | null {
  const after = toks.slice(i + 1, i + 6);
  for (const [k, t] of after.entries()) {
    if (nouns.has(t.lemma) && (t.pos === "NOUN" || t.pos === "PROPN")) return t.lemma;
    // A participle after a determiner describes the paper: "our revised offer".
    const adjective = t.pos === "VERB" && /^(?:DET|PRON)$/.test((after[k - 1] ?? toks[i]).pos);
    if (
      (t.pos === "VERB" && !adjective) ||
      t.lemma === "with" ||
      t.lemma === "." ||
      t.lemma === ","
    ) {
      break;
    }
  }
  const before = toks.slice(Math.max(0, i - 5), i).reverse();
  for (const t of before) {
    if (nouns.has(t.lemma) && (t.pos === "NOUN" || t.pos === "PROPN")) return t.lemma;
    if ((t.pos === "VERB" && !PASSIVE_HELPERS.has(t.lemma)) || t.lemma === "," || t.lemma === ";") {
      break;
    }
  }
  return null;
}

/** Up to six tokens before `i`, within its clause. */
function clauseBefore(toks: Token[], i: number): Token[] {
  const window = toks.slice(Math.max(0, i - 6), i);
  const cut = window.findLastIndex((t) => /^[,;:]$/.test(t.text) || t.lemma === "but");
  return window.slice(cut + 1);
}

/** Words that put a clause in the past: "contract sign yesterday", "they order last week". */
const PAST_TIME = new Set(["yesterday", "ago", "last", "earlier", "already"]);

/** A base-form verb with a past time marker beside it, as non-native notes write the past. */
function pastByTime(toks: Token[], i: number): boolean {
  return toks.slice(Math.max(0, i - 2), i + 4).some((t) => PAST_TIME.has(t.lemma));
}

/**
 * A bare verb after a singular subject ("client accept offer", "customer cancel the project",
 * "dana sign the contract"): non-native notes report the past this way; a native present would
 * read "accepts".
 */
function nonNativePast(toks: Token[], i: number): boolean {
  const v = toks[i];
  const subject = toks[i - 1];
  if (!subject || v.text.toLowerCase() !== v.lemma) return false;
  const singular =
    (subject.pos === "NOUN" || subject.pos === "PROPN") &&
    subject.text.toLowerCase() === subject.lemma &&
    !/(?:ss|us)$/.test(subject.lemma) &&
    !/^(?:we|i|you|they)$/.test(subject.lemma);
  return singular || /^(?:he|she)$/.test(subject.lemma);
}

/** Verbs that report what the client said or decided: "Dana confirmed that they accept …". */
const REPORT = new Set(["confirm", "say", "tell", "write", "email", "announce", "reply", "state"]);

/** A present-tense verb reported in the past: "confirmed by email that they accept the offer". */
function reportedAsDone(toks: Token[], i: number): boolean {
  const w = toks[i].text.toLowerCase();
  if (w !== toks[i].lemma && !w.endsWith("s")) return false;
  const before = toks.slice(Math.max(0, i - 8), i);
  return before.some(
    (t, j) => REPORT.has(t.lemma) && past(t) && before.slice(j + 1).some((x) => x.lemma === "that"),
  );
}

/** Things a client buys from us: "bought the 3-year plan", "purchased 40 licences". */
const PRODUCT = new Set([
  ...["plan", "license", "licence", "seat", "subscription", "package", "tier", "bundle", "module"],
  ...["system", "platform", "software", "solution", "unit", "kit", "service", "product", "suite"],
]);
/** What a rival's win reads as: "we were beaten on price", "outbid". */
const BEATEN = new Set(["beat", "outbid", "outprice"]);
/** Reviews a vendor can fail: "failed us on the security questionnaire". */
const REVIEW = new Set([
  ...["review", "questionnaire", "assessment", "audit", "check", "diligence", "vetting", "test"],
]);

/**
 * A win told without a paper: we were selected or awarded ("we've been selected as their new
 * supplier"), or the client bought one of our products ("they have purchased 40 licences").
 */
function winIn(toks: Token[]): boolean {
  for (let i = 0; i < toks.length; i++) {
    const v = toks[i];
    if (v.pos !== "VERB" || v.negated || !past(v)) continue;
    const window = clauseBefore(toks, i);
    if (notYet(window)) continue;
    const next = toks.slice(i + 1, i + 7);
    const lemmas = next.map((t) => t.lemma).join(" ");
    const passive = window.some((t) => t.lemma === "be" || t.lemma === "get");
    const subject = window.findLast(
      (t) => t.pos === "PRON" || t.pos === "PROPN" || t.pos === "NOUN",
    );
    if (
      CHOOSE.has(v.lemma) &&
      passive &&
      subject &&
      /^(?:we|us)$/.test(subject.lemma) &&
      !/^(?:as |for )?(?:a |the |one of )?(?:\S+ )?(?:shortlist|finalist|pilot|trial|demo|next round|second round|final round|short list)/.test(
        lemmas,
      )
    )
      return true;
    if (
      /^(?:buy|purchase|order)$/.test(v.lemma) &&
      subject &&
      !/^(?:we|i)$/.test(subject.lemma) &&
      next.slice(0, 6).some((t) => PRODUCT.has(t.lemma) || t.pos === "NUM") &&
      !next.some((t) => t.pos === "PROPN" || /^(?:instead|from|'s)$/.test(t.lemma))
    )
      return true;
  }
  for (let i = 0; i < toks.length; i++) {
    const v = toks[i];
    // "we won Brightfield", "won it!", "closed it today": our win, said casually.
    if (!/^(?:win|close)$/.test(v.lemma) || v.pos !== "VERB" || !past(v) || v.negated) continue;
    const window = clauseBefore(toks, i);
    if (notYet(window)) continue;
    const subject = window.findLast(
      (t) => t.pos === "PRON" || t.pos === "PROPN" || t.pos === "NOUN",
    );
    const object = toks[i + 1];
    if (
      (!subject || /^(?:we|i)$/.test(subject.lemma)) &&
      object &&
      (/^(?:it|them|this|that|one)$/.test(object.lemma) ||
        (v.lemma === "win" && (object.pos === "PROPN" || object.unknown)))
    )
      return true;
  }
  const lemmas = toks.map((t) => t.lemma).join(" ");
  // "order confirmation received", "Brightfield is officially a customer now", "deal done"
  const stated = lemmas.match(
    /\b(?:(?:order|purchase|po) confirmation (?:receive|arrive|come|in)|(?:be|become) (?:now |officially |finally )*(?:a |an |our )(?:new |paying )?(?:customer|client)|deal (?:be )?(?:done|close|sign|win)(?! lose| lost))\b/,
  );
  if (!stated) return false;
  const at = lemmas.slice(0, stated.index).split(" ").length - 1;
  return !toks.slice(Math.max(0, at - 6), at + 1).some((t) => t.negated || NOT_YET.has(t.lemma));
}

/** Vendors nobody names: "went with a cheaper option from a local firm". */
const SOMEONE = new Set([
  "supplier",
  "vendor",
  "provider",
  "firm",
  "company",
  "option",
  "solution",
  "partner",
  "agency",
  "contractor",
  "competitor",
  "product",
  "tool",
  "platform",
  "system",
  "offer",
  "bid",
  "quote",
  "one",
  "guy",
  "people",
  "team",
  "outfit",
  "crowd",
  "lot",
]);
const CHOOSE = new Set(["choose", "select", "pick", "prefer", "award", "opt"]);
/** What a rep loses when the deal goes: "we lost this one", "lost the bid on price". */
const LOST_WHAT = new Set([
  "it",
  "this",
  "that",
  "one",
  "deal",
  "bid",
  "tender",
  "opportunity",
  "account",
  "business",
  "contract",
  "sale",
  "client",
  "them",
]);

/**
 * A loss told without a deal paper: the client chose or went with someone else ("went with a
 * cheaper option", "have chosen a different supplier"), went another way or elsewhere, will do it
 * in-house; or we lost it ("we lost this one on price").
 */
function lossIn(toks: Token[]): boolean {
  for (let i = 0; i < toks.length; i++) {
    const v = toks[i];
    if (v.pos !== "VERB" || v.negated) continue;
    const window = clauseBefore(toks, i);
    const will = (t: Token) => /^(?:will|'ll)$/.test(t.lemma);
    if (notYet(window.filter((t) => !will(t)))) continue;
    const decidedTo =
      window.length >= 2 &&
      window.at(-1)!.lemma === "to" &&
      DECIDED.has(window.at(-2)!.lemma) &&
      past(window.at(-2)!);
    const decided = past(v) || decidedTo || window.some(will);
    const subject = window.findLast(
      (t) => t.pos === "PRON" || t.pos === "PROPN" || t.pos === "NOUN",
    );
    // In quoted speech ("Dana: 'we've decided …'") "we" is the client.
    const quoted = toks.slice(0, i).some((t) => /^['"“‘]$/.test(t.text));
    const client = !subject || !/^(?:we|i)$/.test(subject.lemma) || quoted;
    const next = toks.slice(i + 1, i + 7);
    const lemmas = next.map((t) => t.lemma).join(" ");
    const object = next.findIndex((t) => t.pos === "NOUN" || t.pos === "PROPN");
    const otherThanUs =
      /^(?:with )?(?:another|a different|some other|an other|the other|other|someone else|somebody else|a rival|a competing|(?:a|the) (?:cheap|cheapest|low|lowest|local|big|large|bigger))\b/.test(
        lemmas,
      );
    if (
      (CHOOSE.has(v.lemma) || (v.lemma === "go" && next[0]?.lemma === "with")) &&
      decided &&
      client &&
      otherThanUs &&
      object >= 0 &&
      SOMEONE.has(next[object].lemma)
    )
      return true;
    if (
      v.lemma === "go" &&
      decided &&
      client &&
      /^(?:in )?(?:another|a different|the other|a separate|other) (?:way|direction|route)\b|^elsewhere\b|^with (?:the|their) (?:incumbent|existing|exist|current)\b/.test(
        lemmas,
      )
    )
      return true;
    if (
      /^(?:build|develop|do|handle|make|keep)$/.test(v.lemma) &&
      decided &&
      client &&
      /^(?:\S+ ){0,3}(?:in - house|in-house|in house|internally|themselves|on their own)\b/.test(
        lemmas,
      )
    )
      return true;
    // "chose not to proceed", "decided against it"
    if (
      DECIDED.has(v.lemma) &&
      (past(v) || nonNativePast(toks, i)) &&
      client &&
      (/^(?:not (?:to )?|against\b)/.test(lemmas) || (next[0]?.negated && next[0]?.lemma === "to"))
    )
      return true;
    // "the contract went to Halden Group", "the tender went to a rival"
    if (
      v.lemma === "go" &&
      past(v) &&
      next[0]?.lemma === "to" &&
      window.some((t) => PROJECT.has(t.lemma) || /^(?:business|job|work|tender)$/.test(t.lemma)) &&
      (next[1]?.pos === "PROPN" ||
        /^(?:another|a|someone|somebody|the other)$/.test(next[1]?.lemma ?? "")) &&
      !/^(?:legal|procurement|finance|the board|board|committee|review|signature|us|our)\b/.test(
        next
          .slice(1)
          .map((t) => t.lemma)
          .join(" "),
      )
    )
      return true;
    // "Corvex won the tender": someone else won it.
    if (
      v.lemma === "win" &&
      past(v) &&
      subject?.pos === "PROPN" &&
      subject === window.at(-1) &&
      next
        .slice(0, 3)
        .some((t) => PROJECT.has(t.lemma) || /^(?:business|job|work|tender|bid)$/.test(t.lemma))
    )
      return true;
    // "we were beaten on price", "they outbid us"
    if (
      BEATEN.has(v.lemma) &&
      past(v) &&
      ((subject?.lemma === "we" && window.some((t) => t.lemma === "be" || t.lemma === "get")) ||
        next[0]?.lemma === "us")
    )
      return true;
    // "they bought Varenta's system instead"
    if (
      /^(?:buy|purchase|order)$/.test(v.lemma) &&
      past(v) &&
      client &&
      subject &&
      next.some((t) => t.lemma === "instead")
    )
      return true;
    // "failed us on the security questionnaire"
    if (v.lemma === "fail" && past(v) && client && next.some((t) => REVIEW.has(t.lemma)))
      return true;
    // "decided to renew with our existing vendor", "staying with their current provider"
    if (
      /^(?:stay|renew|stick|remain|keep|extend)$/.test(v.lemma) &&
      decided &&
      client &&
      /^(?:with |on )?(?:(?:their|our|the|its) )?(?:current|existing|exist|incumbent|old|present)\b/.test(
        lemmas,
      )
    )
      return true;
    // "they picked someone else"
    if (
      (CHOOSE.has(v.lemma) || (v.lemma === "go" && next[0]?.lemma === "with")) &&
      decided &&
      client &&
      /^(?:with )?(?:someone|somebody) else\b/.test(lemmas)
    )
      return true;
    // "they passed", "they passed on it": a casual no.
    if (
      v.lemma === "pass" &&
      past(v) &&
      subject &&
      /^(?:they|he|she)$/.test(subject.lemma) &&
      (!next[0] || /^(?:[.!,;]|on|for now)$/.test(next[0].lemma))
    )
      return true;
    // "they canned it", "board killed it"
    if (
      /^(?:kill|can|scrap|axe|bin|shelve|cancel|nix)$/.test(v.lemma) &&
      past(v) &&
      client &&
      subject &&
      next[0]?.lemma === "it"
    )
      return true;
    if (
      v.lemma === "lose" &&
      past(v) &&
      (i === 0 || /^(?:we|i)$/.test(toks[i - 1]?.lemma ?? "")) &&
      (LOST_WHAT.has(next[0]?.lemma ?? "") ||
        LOST_WHAT.has(next[1]?.lemma ?? "") ||
        /^(?:out|to|on)$/.test(next[0]?.lemma ?? ""))
    )
      return true;
  }
  return false;
}

/** The outcome the sentence states, if any. */
export function outcomeIn(sentence: string): Outcome | null {
  const toks = tokens(sentence.replace(/\bw\/(?=\s)/gi, "with"));
  // "Two years ago they chose a local supplier": history, not this deal's outcome.
  if (HISTORY.test(sentence)) return null;
  if (lossIn(toks)) return "CLOSED_LOST";
  if (winIn(toks)) return "CLOSED_WON";
  for (let i = 0; i < toks.length; i++) {
    const v = toks[i];
    const commit = COMMIT.has(v.lemma);
    const refuse = REFUSE.has(v.lemma);
    // The tagger reads the verb of "contract sign yesterday" as a noun.
    const verb =
      v.pos === "VERB" ||
      (commit &&
        (DEAL_PAPER.has(toks[i - 1]?.lemma ?? "") || nonNativePast(toks, i)) &&
        pastByTime(toks, i));
    if ((!commit && !refuse) || !verb || v.negated) continue;
    if (!past(v) && !reportedAsDone(toks, i) && !pastByTime(toks, i) && !nonNativePast(toks, i))
      continue;
    const window = toks.slice(Math.max(0, i - 6), i);
    if (notYet(window)) continue;
    if (commit) {
      // "closed lost" is a loss, written with a deal verb.
      if (v.lemma === "close" && /^(?:lost|-)$/i.test(toks[i + 1]?.text ?? "")) continue;
      const paper = objectOf(toks, i, DEAL_PAPER);
      const allowed = COMMIT_OBJECT_ONLY[v.lemma];
      // "signed the NDA" is not a sale.
      const nda = toks.slice(i + 1, i + 5).some((t) => /^(?:nda|loi|mou|dpa)$/.test(t.lemma));
      if (paper && !nda && (!allowed || allowed.has(paper))) return "CLOSED_WON";
    } else {
      // "we declined their counter-offer" is us negotiating, not the client walking away.
      const subject = window.findLast(
        (t) => t.pos === "PRON" || t.pos === "PROPN" || t.pos === "NOUN",
      );
      if (subject && /^(?:we|i)$/.test(subject.lemma)) continue;
      const project = objectOf(toks, i, PROJECT);
      const allowed = REFUSE_OBJECT_ONLY[v.lemma];
      if (project && (!allowed || allowed.has(project))) return "CLOSED_LOST";
    }
  }
  return null;
}
