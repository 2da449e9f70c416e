// A HubSpot-like contacts export of `rows` data rows, as messy as real ones come: UTF-8 with a
// byte order mark, `;` between fields, names and companies in Latin with accents, Cyrillic, CJK
// and Arabic, notes with quoted line breaks and semicolons, one row with the e-mail of a client
// the rep already has, one row repeating an earlier row's e-mail, and three rows Add Client
// rejects. The same arguments always give the same file.
import Papa from "papaparse";

/** HubSpot's headers; the import maps all but Record ID and Lifecycle Stage. */
export const MESSY_HEADERS = [
  "Record ID",
  "First Name",
  "Last Name",
  "Email",
  "Phone Number",
  "Company Name",
  "Status",
  "Priority",
  "Lifecycle Stage",
  "Notes",
] as const;

type Header = (typeof MESSY_HEADERS)[number];
type Row = Record<Header, string>;

// Every first name goes with every last name of its script at most once, and companies are two
// words from lists of coprime lengths, so no two rows come close to the import's name-and-company
// similarity: the only duplicates are the two made on purpose.
const SCRIPTS = [
  {
    first: [
      "Zoë",
      "Søren",
      "Ångela",
      "Jürgen",
      "Inès",
      "Łukasz",
      "Núria",
      "Ørjan",
      "Čeněk",
      "Dóra",
    ],
    last: [
      "Brønstad",
      "Öztürk",
      "Müller-Lüdenscheidt",
      "Façade",
      "Kovačević",
      "Ibáñez",
      "Dvořák",
      "Sørensen",
      "Łęcki",
      "Þórsdóttir",
      "García-Núñez",
      "Ærøskøbing",
      "Škoda",
      "Lefèvre",
      "Håkansson",
      "Wróbel",
      "Gonçalves",
      "Saint-Exupéry",
      "Nørgaard",
      "Szőke",
      "Petőfi",
      "Çelik",
      "Brâncuși",
      "Rønning",
      "Żółkiewski",
    ],
    company: {
      a: [
        "Ålesund",
        "Kraków",
        "Zürich",
        "Malmö",
        "Besançon",
        "Logroño",
        "Győr",
        "Tórshavn",
        "Bærum",
        "Plzeň",
        "Cádiz",
        "Düsseldorf",
        "Évora",
      ],
      b: [
        "Fiskeri AS",
        "Sp. z o.o.",
        "Gießerei AG",
        "Byggnads AB",
        "Boulangerie SARL",
        "Bodegas SL",
        "Kft.",
        "Sp/F",
        "Rørlegger ANS",
        "s.r.o.",
        "Astilleros SA",
      ],
    },
  },
  {
    first: [
      "Анна",
      "Дмитрий",
      "Ольга",
      "Сергей",
      "Наталья",
      "Иван",
      "Екатерина",
      "Михаил",
      "Татьяна",
      "Алексей",
    ],
    last: [
      "Кузнецова",
      "Смирнов",
      "Попова",
      "Васильев",
      "Петрова",
      "Соколов",
      "Морозова",
      "Волков",
      "Лебедева",
      "Новиков",
      "Козлова",
      "Зайцев",
      "Павлова",
      "Семенов",
      "Голубева",
      "Виноградов",
      "Богданова",
      "Воробьев",
      "Фёдорова",
      "Михайлов",
      "Белякова",
      "Тарасов",
      "Белова",
      "Комаров",
      "Орлова",
    ],
    company: {
      a: [
        "Север",
        "Восток",
        "Байкал",
        "Урал",
        "Волга",
        "Ладога",
        "Алтай",
        "Кама",
        "Онега",
        "Амур",
        "Енисей",
        "Печора",
        "Самара",
      ],
      b: [
        "Трейд",
        "Логистик",
        "Софт",
        "Строй",
        "Энерго",
        "Агро",
        "Медиа",
        "Транс",
        "Фарм",
        "Тех",
        "Снаб",
      ],
    },
  },
  {
    first: ["花子", "太郎", "美咲", "健一", "伟", "秀英", "丽娜", "志强", "直樹", "明"],
    last: [
      "佐藤",
      "鈴木",
      "高橋",
      "田中",
      "渡辺",
      "伊藤",
      "山本",
      "中村",
      "小林",
      "加藤",
      "吉田",
      "山田",
      "佐々木",
      "王",
      "李",
      "张",
      "刘",
      "陈",
      "杨",
      "黄",
      "赵",
      "周",
      "吴",
      "徐",
      "孙",
    ],
    company: {
      a: [
        "東京",
        "大阪",
        "京都",
        "札幌",
        "福岡",
        "神戸",
        "横浜",
        "上海",
        "北京",
        "深圳",
        "杭州",
        "成都",
        "南京",
      ],
      b: [
        "商事株式会社",
        "物産",
        "電機",
        "工業",
        "食品",
        "科技有限公司",
        "贸易",
        "软件",
        "物流",
        "建设",
        "医药",
      ],
    },
  },
  {
    first: ["ليلى", "عمر", "فاطمة", "يوسف", "مريم", "خالد", "سارة", "أحمد", "نور", "طارق"],
    last: [
      "حداد",
      "الخطيب",
      "منصور",
      "العلي",
      "ناصر",
      "الحسيني",
      "سليمان",
      "الشامي",
      "عيسى",
      "البدوي",
      "يونس",
      "القاسم",
      "حمدان",
      "النجار",
      "صالح",
      "الزين",
      "عطية",
      "الرفاعي",
      "بركات",
      "الأحمد",
      "شاهين",
      "الصباغ",
      "خوري",
      "المصري",
      "داود",
    ],
    company: {
      a: [
        "الرياض",
        "دبي",
        "عمّان",
        "القاهرة",
        "بيروت",
        "الدوحة",
        "مسقط",
        "تونس",
        "الرباط",
        "جدة",
        "الكويت",
        "المنامة",
        "صلالة",
      ],
      b: [
        "للتجارة",
        "للإنشاءات",
        "للبرمجيات",
        "للنقل",
        "للأغذية",
        "للطاقة",
        "للاستشارات",
        "للتقنية",
        "للأدوية",
        "للإعلام",
        "للتأمين",
      ],
    },
  },
];

const STATUSES = ["active", "prospect", "inactive", "churned", "Prospect", ""];
const PRIORITIES = ["HIGH", "Medium", "low", ""];
const LIFECYCLE = ["lead", "marketingqualifiedlead", "customer", "subscriber"];

/** What makes a row invalid, and how the rep fixes it. */
export const INVALID = {
  email: { row: 137, value: "kontakt(at)example", fixed: "kontakt@example.com" },
  name: { row: 402, reason: "Client name is required", fixed: "Ænima" },
  status: { row: 868, value: "maybe later", fixed: "prospect" },
} as const;

/** The row (1-based, as the import numbers them) with the e-mail of the rep's existing client. */
export const EXISTING_DUPLICATE_ROW = 250;
/** The row repeating an earlier row's e-mail (in another case), and that earlier row. */
export const IN_FILE_DUPLICATE = { row: 731, of: 12 } as const;

function notesFor(index: number): string {
  switch (index % 7) {
    case 0:
      return `Met at the fair; wants a demo.\nCall back after ${1 + (index % 28)} March.`;
    case 3:
      return `"Budget approved"; needs sign-off\r\nfrom procurement`;
    case 5:
      return "Prefers e-mail";
    default:
      return "";
  }
}

function rowAt(index: number, existingEmail: string): Row {
  const script = SCRIPTS[index % SCRIPTS.length]!;
  const n = Math.floor(index / SCRIPTS.length);
  const first = script.first[n % script.first.length]!;
  const last = script.last[Math.floor(n / script.first.length) % script.last.length]!;
  const { a, b } = script.company;
  const company = `${a[n % a.length]} ${b[n % b.length]}`;
  const rowNo = index + 1;
  const row: Row = {
    "Record ID": String(5_100_000 + rowNo * 7),
    "First Name": first,
    "Last Name": last,
    Email: `contact${String(rowNo).padStart(4, "0")}@example.com`,
    "Phone Number": index % 12 === 6 ? "" : `+49 30 ${String(1_000_000 + rowNo * 13)}`,
    "Company Name": company,
    Status: STATUSES[index % STATUSES.length]!,
    Priority: PRIORITIES[index % PRIORITIES.length]!,
    "Lifecycle Stage": LIFECYCLE[index % LIFECYCLE.length]!,
    Notes: notesFor(index),
  };
  if (rowNo === EXISTING_DUPLICATE_ROW) row.Email = existingEmail;
  if (rowNo === IN_FILE_DUPLICATE.row)
    row.Email = rowAt(IN_FILE_DUPLICATE.of - 1, existingEmail).Email.toUpperCase();
  if (rowNo === INVALID.email.row) row.Email = INVALID.email.value;
  if (rowNo === INVALID.name.row) {
    row["First Name"] = "";
    row["Last Name"] = " ";
  }
  if (rowNo === INVALID.status.row) row.Status = INVALID.status.value;
  return row;
}

export interface MessyCsv {
  /** The file's text, byte order mark first. */
  text: string;
  /** The data rows as written, in order. */
  rows: Row[];
}

/** The file, with `existingEmail` (a client the rep has) on row EXISTING_DUPLICATE_ROW. */
export function messyClientsCsv(existingEmail: string, rows = 1_000): MessyCsv {
  const data = Array.from({ length: rows }, (_, index) => rowAt(index, existingEmail));
  const text = Papa.unparse(
    { fields: [...MESSY_HEADERS], data: data.map((row) => MESSY_HEADERS.map((h) => row[h])) },
    { delimiter: ";", newline: "\r\n" },
  );
  return { text: `\uFEFF${text}\r\n`, rows: data };
}
