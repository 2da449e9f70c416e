// Figures written in words, rewritten as digits in place (same length, so every position in the
// sentence still holds) for the money scanner: "one million one hundred and fifty thousand",
// "a quarter of a million", "two and a half million", "one point two million".

const UNITS =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(
    " ",
  );
const TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split(" ");
const SCALES: Record<string, number> = { thousand: 1e3, grand: 1e3, million: 1e6, billion: 1e9 };
const NUMBER_WORD = String.raw`(?:${[...UNITS, ...TENS, "hundred", ...Object.keys(SCALES)].join("|")})`;
/**
 * A run of number words: "one million one hundred and fifty thousand", "twenty-five thousand",
 * "a hundred grand". "and" joins only after "hundred" or a scale, so "five and ten thousand"
 * stays two figures.
 */
const NUMBER_RUN = new RegExp(
  String.raw`\b(?:an?\s+(?=hundred|thousand|million|billion))?${NUMBER_WORD}(?:(?:\s+|-(?=\w)|(?<=(?:hundred|thousand|million|billion|grand))\s+and\s+)${NUMBER_WORD})*\b`,
  "gi",
);

const POINT = new RegExp(
  String.raw`\b(${UNITS.slice(0, 10).join("|")}) point (${UNITS.slice(0, 10).join("|")})\b(?=\s+(?:thousand|million|billion))`,
  "gi",
);

const SMALL_COUNT = String.raw`(?:an?|${UNITS.slice(1, 10).join("|")})`;
const HALVES = new RegExp(
  String.raw`\b(?:(${SMALL_COUNT}) (thousand|million|billion) and a half|(${SMALL_COUNT}) and a half (thousand|million|billion))\b`,
  "gi",
);

/** " and ten thousand": the scale said after the second figure of a range. */
const RANGE_TO_SCALE =
  /^\s+(?:and|to|or|-)\s+(?:[\w-]+\s+){0,3}?(?:thousand|million|billion|grand)\b/i;

/** The value of a run of number words, and the scale word it ends on (kept for ranges). */
function runValue(run: string): { value: number; scale: string | null } {
  let total = 0;
  let current = 0;
  let scale: string | null = null;
  for (const word of run.toLowerCase().split(/[\s-]+/)) {
    if (word === "and" || word === "a" || word === "an") {
      if (word !== "and") current = 1;
      continue;
    }
    scale = null;
    if (UNITS.includes(word)) current += UNITS.indexOf(word);
    else if (TENS.includes(word)) current += (TENS.indexOf(word) + 2) * 10;
    else if (word === "hundred") current = (current || 1) * 100;
    else {
      total += (current || 1) * SCALES[word];
      current = 0;
      scale = word;
    }
  }
  return { value: total + current, scale };
}

/**
 * "one million one hundred and fifty thousand" → "1150 thousand", "between five and ten
 * thousand" → "between 5 and 10 thousand", keeping every position: only runs that reach a
 * thousand are figures (not "five trucks").
 */
export function wordsToDigits(text: string): string {
  // "half a million" → "500 thousand", "a quarter of a million" → "250 thousand"
  text = text.replace(
    /\b(half|(?:a |one )?quarter(?: of)?|three quarters(?: of)?) an? (million|billion)\b/gi,
    (m, part: string, unit: string) =>
      `${/^half/i.test(part) ? 500 : /^three/i.test(part) ? 750 : 250} ${
        unit.toLowerCase() === "million" ? "thousand" : "million"
      }`.padStart(m.length, " "),
  );
  // "a million and a half", "two and a half million" → "1.5 million", "2.5 million"
  text = text.replace(
    HALVES,
    (m, before?: string, scaleBefore?: string, after?: string, scaleAfter?: string) => {
      const count = before ?? after ?? "one";
      const whole = /^an?$/i.test(count) ? 1 : UNITS.indexOf(count.toLowerCase());
      return `${whole + 0.5} ${(scaleBefore ?? scaleAfter)!.toLowerCase()}`.padStart(m.length, " ");
    },
  );
  // "one point two million" → "1.2 million"
  text = text.replace(POINT, (m, whole: string, tenth: string) =>
    `${UNITS.indexOf(whole.toLowerCase())}.${UNITS.indexOf(tenth.toLowerCase())}`.padStart(
      m.length,
      " ",
    ),
  );
  return text.replace(NUMBER_RUN, (m, offset: number) => {
    const { value, scale } = runValue(m);
    let digits: string | null = null;
    if (scale) digits = `${value / SCALES[scale]} ${scale}`;
    else if (value >= 1000 || RANGE_TO_SCALE.test(text.slice(offset + m.length))) {
      digits = String(value);
    }
    return digits && digits.length <= m.length ? digits.padStart(m.length, " ") : m;
  });
}
