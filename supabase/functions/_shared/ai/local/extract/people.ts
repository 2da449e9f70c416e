// Decision makers and stakeholders: roles (CEO, CFO, Head of IT, procurement, the board…) and
// the names attached to them ("our CFO, Maria Lopez", "Tom Reed (Head of IT)").

import type { Sentence } from "../text.ts";

export interface Person {
  name: string | null;
  role: string | null;
  /** Can sign or approve the purchase. */
  decisionMaker: boolean;
  /** A group or function (the board, procurement, legal), not one person to talk to. */
  body?: boolean;
}

interface RoleSpec {
  re: RegExp;
  role: (m: RegExpExecArray) => string;
  decides: boolean;
  body?: boolean;
}

const fixed = (role: string) => () => role;
const words = (m: RegExpExecArray) =>
  m[0]
    .replace(/\b(?:the|our|their)\s+/gi, "")
    .replace(/\s+/g, " ")
    .trim();

const ROLES: RoleSpec[] = [
  {
    re: /\b(CEO|CFO|COO|CTO|CIO|CMO|CRO|CISO|CPO|CHRO)\b/gi,
    role: (m) => m[1].toUpperCase(),
    decides: true,
  },
  {
    re: /\b(?:VP|vice[- ]president)(?: of)? (Sales|Marketing|Finance|Operations|Engineering|IT|Technology|Product|Revenue|Procurement|Customer Success|People|HR)\b/gi,
    role: (m) => `VP ${titleCase(m[1])}`,
    decides: true,
  },
  {
    re: /\bhead of (sales|marketing|finance|operations|engineering|it|technology|product|revenue|procurement|purchasing|customer success|security|legal|hr|people|data|digital|growth|partnerships)\b/gi,
    role: (m) => `Head of ${titleCase(m[1])}`,
    decides: false,
  },
  {
    re: /\bmanaging director\b|\bgeneral manager\b|\b(?:MD|GM)\b/g,
    role: (m) => (/^(?:MD|managing)/i.test(m[0]) ? "Managing Director" : "General Manager"),
    decides: true,
  },
  {
    re: /\b(sales|marketing|finance|financial|it|operations|procurement|purchasing|hr|technical|commercial|regional|program|project|product|office|account) (director|manager)\b/gi,
    role: (m) => titleCase(`${m[1]} ${m[2]}`),
    decides: false,
  },
  // The top of the house in the reps' other languages: "Direktur Utama", "Gerente General",
  // "Geschäftsführer", "shachō", "dueño".
  {
    re: /(?<![\p{L}])(?:direktur(?: utama)?|presiden direktur|director(?:a)? general|gerente general|director ejecutivo|diretor(?:a)? (?:geral|presidente|executivo)|geschäftsführer(?:in)?|directeur général|PDG|amministratore delegato|shach[oō]|due[ñn][oa]|propietari[oa]|proprietor|chair(?:man|woman|person))(?![\p{L}])/giu,
    role: (m) => titleCase(m[0]),
    decides: true,
  },
  {
    re: /\b(managing|senior|founding|name) partner\b/gi,
    role: (m) => `${m[1].charAt(0).toUpperCase()}${m[1].slice(1).toLowerCase()} Partner`,
    decides: true,
  },
  { re: /\b(?:co-?founders?|founders?)\b/gi, role: fixed("Founder"), decides: true },
  {
    re: /(?<!product |process |data |account )\b(?:business )?owners?\b/gi,
    role: fixed("Owner"),
    decides: true,
  },
  { re: /(?<!vice[- ])\bpresident\b/gi, role: fixed("President"), decides: true },
  {
    re: /(?<!\bon )\b(?:the )?board(?: of directors)?\b(?! game)/gi,
    role: fixed("Board"),
    decides: true,
    body: true,
  },
  {
    re: /\b(?:works council|steering (?:committee|group)|investment committee|(?:buying|purchasing|selection|evaluation|tender) (?:committee|panel)|committee)\b/gi,
    role: (m) => titleCase(m[0]),
    decides: true,
    body: true,
  },
  { re: /\bdecision[- ]maker\b/gi, role: fixed("Decision maker"), decides: true },
  // "He owns the place so it's his call": the contact owns the business.
  {
    re: /\b(?:he|she) owns (?:the|this|that) (?:place|business|company|shop|firm|practice|clinic|store|restaurant|garage|salon|agency)\b/gi,
    role: fixed("Owner"),
    decides: true,
  },
  {
    re: /\bprocurement(?: team)?\b|\bpurchasing(?: team| department)?\b/gi,
    role: fixed("Procurement"),
    decides: false,
    body: true,
  },
  {
    re: /\blegal(?: team| department| counsel)?\b|\blawyers?\b/gi,
    role: fixed("Legal"),
    decides: false,
    body: true,
  },
  {
    re: /\bfinance (?:team|department)\b/gi,
    role: fixed("Finance team"),
    decides: false,
    body: true,
  },
  {
    re: /\b(?:the )?IT (?:team|department)\b|(?<=\b(?:from|in) )IT\b/g,
    role: fixed("IT team"),
    decides: false,
    body: true,
  },
  {
    re: /\b(?:IT )?security team\b|\binfosec\b/gi,
    role: fixed("Security team"),
    decides: false,
    body: true,
  },
  { re: /\b(?:my|his|her|their) (?:boss|manager)\b/gi, role: fixed("Manager"), decides: false },
];

const NAME = String.raw`\p{Lu}[\p{Ll}'’-]+(?:\s+(?:van |de |von |da |del |di |le |la )?\p{Lu}[\p{Ll}'’-]+){0,2}`;
const NAME_BEFORE = new RegExp(
  String.raw`(${NAME})(?:\s*\(|,\s*(?:who is\s+)?(?:(?:our|their|the|his|her|its)\s+)?|\s+(?:is|as)\s+(?:(?:our|their|the|his|her|its)\s+)?|\s*[–—-]\s*(?:(?:our|their|the)\s+)?|\s+(?:from|in|at)\s+)$`,
  "u",
);
const NAME_AFTER = new RegExp(
  String.raw`^(?:\s*,\s*|\s+(?:is|was|named|called)\s+|\s*\(\s*|\s+)(${NAME})`,
  "u",
);
const DECIDER_VERB = new RegExp(
  String.raw`(${NAME})(?:\s+|,[^,.;]{1,60},\s+who\s+)(?:makes|will make|has|holds|owns)\s+the\s+(?:final\s+|supplier\s+|vendor\s+|purchasing\s+|buying\s+)?(?:decision|call|say)|(${NAME})\s+(?:signs|will sign|needs to sign|has to sign)\s+off|(${NAME})(?:\s+(?:is|will be)|'s)\s+(?:the\s+)?(?:one\s+)?(?:who\s+)?(?:decid|sign|approv|boss\b|decision[- ]?maker)\w*|(${NAME})\s+(?:decides|calls the shots|holds the (?:purse strings|budget))|(${NAME})(?:,\s+(?:she|he|who)|\s+(?:also\s+)?)\s*owns\s+(?:the\s+|their\s+|a\s+)?(?:business|company|practice|firm|shop|clinic|store|restaurant|agency|\p{Lu})|(${NAME})[^.;]{0,50}?\b(?:has|holds)\s+(?:the\s+)?(?:final\s+|full\s+|budget\s+|signing\s+)?(?:authority|sign-?off)\b|(${NAME}),\s+(?:the\s+|our\s+|their\s+)?(?:[\w-]+\s+){0,3}who\s+(?:signs|decides|approves|has the final say|holds the budget)\b`,
  "gu",
);

const NOT_NAMES = new Set(
  (
    "The Our Their We They He She It This That Also And But So Then Yes No Hi Hello Dear Thanks " +
    "Client Customer Company Team Board Legal Procurement Finance Sales Marketing Next Last Budget " +
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May " +
    "June July August September October November December Today Tomorrow Head VP Director Manager " +
    "Owner Founder President Q1 Q2 Q3 Q4 I You Who What When Why How If Once After Before Meeting " +
    "Call Demo Proposal Contract Quote Note Notes Update CRM Email IT Yesterday Spoke Met Talked " +
    "Called Emailed Just Great Good Per According Regarding Re From With For At In On By Had " +
    "Spoke Asked Told Said Apparently Sadly Unfortunately Luckily Okay OK Nothing Nobody None " +
    "Everything Everyone Something Someone"
  ).split(" "),
);

function titleCase(s: string): string {
  return s.length <= 3 && /^[a-z]+$/i.test(s) && s.toLowerCase() !== "hr"
    ? s.toUpperCase()
    : s.toLowerCase() === "hr"
      ? "HR"
      : s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/** Drops capitalised sentence openers ("Yesterday Tom Reed" → "Tom Reed"). */
function cleanName(raw: string | undefined): string | null {
  if (!raw) return null;
  const parts = raw.trim().split(/\s+/);
  while (parts.length > 0 && NOT_NAMES.has(parts[0])) parts.shift();
  if (parts.length === 0 || parts.some((w) => NOT_NAMES.has(w))) return null;
  return parts.join(" ");
}

function nameNear(text: string, start: number, end: number): string | null {
  const before = text.slice(0, start).replace(/\b(?:our|their|the|his|her|its)\s+$/i, "");
  const after = text.slice(end);
  const b = before.match(NAME_BEFORE);
  if (b && !/['’]s$/.test(b[1])) {
    const name = cleanName(b[1]);
    if (name) return name;
  }
  const a = after.match(NAME_AFTER);
  return a ? cleanName(a[1]) : null;
}

export function findPeople(sentences: Sentence[]): Person[] {
  const people: Person[] = [];
  const add = (p: Person) => {
    const same = people.find(
      (q) =>
        (p.role && q.role === p.role) ||
        (p.name && q.name && (q.name.includes(p.name) || p.name.includes(q.name))),
    );
    if (!same) return people.push(p);
    same.name = same.name && (!p.name || same.name.length >= p.name.length) ? same.name : p.name;
    same.role = same.role ?? p.role;
    same.decisionMaker = same.decisionMaker || p.decisionMaker;
    same.body = same.body || p.body;
  };
  for (const s of sentences) {
    for (const spec of ROLES) {
      spec.re.lastIndex = 0;
      for (const m of s.text.matchAll(spec.re)) {
        const start = m.index ?? 0;
        const name = nameNear(s.text, start, start + m[0].length);
        const role = spec.role(m as RegExpExecArray) || words(m as RegExpExecArray);
        // "Karen (procurement)" is a person; "procurement" alone is a function to go through.
        add({ name, role, decisionMaker: spec.decides, body: spec.body && !name });
      }
    }
    for (const m of s.text.matchAll(DECIDER_VERB)) {
      const name = cleanName(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7]);
      if (name) add({ name, role: null, decisionMaker: true });
    }
  }
  return people;
}

/** "Maria Lopez (CFO)", "Maria Lopez", "the CFO", "the Board", "procurement". */
export function describePerson(p: Person): string {
  if (p.name && p.role) return `${p.name} (${p.role})`;
  if (p.name) return p.name;
  if (!p.role) return "the contact";
  if (p.role === "Procurement" || p.role === "Legal") return p.role.toLowerCase();
  return `the ${p.role}`;
}

/**
 * The person to address: a named decision maker, else anyone named, else a decision role held by
 * one person ("the CFO"). Never a body such as the board: nobody books a call with a board.
 */
export function keyPerson(people: Person[]): Person | null {
  const persons = people.filter((p) => !p.body);
  return (
    persons.find((p) => p.decisionMaker && p.name) ??
    persons.find((p) => p.name) ??
    persons.find((p) => p.decisionMaker) ??
    persons[0] ??
    null
  );
}
