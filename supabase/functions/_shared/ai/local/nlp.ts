// Tokens with part of speech, lemma and negation from wink-nlp's English model, for the
// extractors that must generalise past a word list (competitor names, negated statements).

import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";

export interface Token {
  text: string;
  /** Lower-cased dictionary form: "signed" → "sign", "went" → "go". */
  lemma: string;
  /** Universal POS tag: PROPN, NOUN, VERB, DET, ADJ, ADP, PUNCT… */
  pos: string;
  /** Not in the model's vocabulary: an invented or brand word such as "procore". */
  unknown: boolean;
  /** Inside the scope of a negation ("did not sign"). */
  negated: boolean;
}

let engine: ReturnType<typeof winkNLP> | null = null;
/** The first id given to a word outside the vocabulary: unknown words are numbered from it. */
let firstUnknownId = 0;

function nlp() {
  if (!engine) {
    engine = winkNLP(model);
    firstUnknownId = engine
      .readDoc("qzxvbnkw")
      .tokens()
      .itemAt(0)
      .out(engine.its.uniqueId) as number;
  }
  return engine;
}

/** Verbs whose past is spelt like the present: "the CFO cut the budget". */
const SAME_PAST = new Set(["cut"]);

/** A past form ("signed", "paid", "binned"): the text differs from the lemma and is not "-ing"/"-s". */
export function past(t: Token): boolean {
  const w = t.text.toLowerCase();
  // "'re", "'s", "'ve": a contraction is a present helper ("they're going", "she's signed").
  if (/^['’]/.test(w)) return false;
  if (t.lemma === "be") return /^(?:was|were|been)$/.test(w);
  return SAME_PAST.has(w) || (w !== t.lemma && !/(?:ing|s)$/.test(w));
}

const cache = new Map<string, Token[]>();
const CACHE_SIZE = 2_000;

/** The tokens of one sentence (memoised: replies and analyses read the same sentences). */
export function tokens(sentence: string): Token[] {
  const hit = cache.get(sentence);
  if (hit) return hit;
  const engine = nlp();
  const its = engine.its;
  const words = engine.readDoc(sentence).tokens();
  // wink-nlp's typings reject its own lemma accessor (an addon), though it works as documented.
  const lemmas = words.out(its.lemma as unknown as typeof its.normal) as string[];
  const pos = words.out(its.pos) as string[];
  const ids = words.out(its.uniqueId) as unknown as number[];
  const negated = words.out(its.negationFlag) as unknown as boolean[];
  const out: Token[] = (words.out() as string[]).map((text, i) => ({
    text,
    lemma: lemmas[i].toLowerCase(),
    pos: pos[i],
    unknown: ids[i] >= firstUnknownId,
    negated: Boolean(negated[i]),
  }));
  interjectionsUnnegate(out);
  conjunctionsEndNegation(out);
  negativeSubjectsNegate(out);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(sentence, out);
  return out;
}

/**
 * "nah they're going with Orvex", "no, we lost it": an answer word opening a clause answers
 * something said before and does not negate the clause after it.
 */
function interjectionsUnnegate(toks: Token[]): void {
  for (let i = 0; i < toks.length - 1; i++) {
    const opens = i === 0 || toks[i - 1].pos === "PUNCT";
    if (!opens || !/^(?:nah|no|nope)$/i.test(toks[i].text)) continue;
    let j = i + 1;
    if (toks[j].pos === "PUNCT") j++;
    if (toks[j]?.pos !== "PRON") continue;
    for (; j < toks.length && toks[j].pos !== "PUNCT"; j++) {
      if (/^(?:not|n't|never|no)$/i.test(toks[j].text)) break;
      toks[j].negated = false;
    }
  }
}

/**
 * "Nothing is signed yet", "nobody has signed it", "no one has approved": a negative subject
 * negates its clause as "not" does (wink-nlp flags only the adverbs).
 */
function negativeSubjectsNegate(toks: Token[]): void {
  for (let i = 0; i < toks.length - 1; i++) {
    const no = /^(?:nothing|nobody|none|neither)$/i.test(toks[i].text)
      ? i + 1
      : /^no$/i.test(toks[i].text) && /^one$/i.test(toks[i + 1].text)
        ? i + 2
        : -1;
    if (no < 0 || !/^(?:AUX|VERB)$/.test(toks[no]?.pos ?? "")) continue;
    for (
      let j = no;
      j < toks.length && toks[j].pos !== "PUNCT" && !/^[CS]CONJ$/.test(toks[j].pos);
      j++
    ) {
      toks[j].negated = true;
    }
  }
}

/**
 * "decided not to wait and signed today": a negation reaches the end of its clause, not past a
 * conjunction that opens the next one (wink-nlp's flag runs on to the punctuation).
 */
function conjunctionsEndNegation(toks: Token[]): void {
  let open = false;
  for (const t of toks) {
    if (/^(?:not|n't|never|no|nor)$/i.test(t.text)) open = true;
    else if (t.pos === "CCONJ" || t.pos === "SCONJ") open = false;
    if (t.negated && !open) t.negated = false;
  }
}
