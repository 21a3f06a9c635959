import type { Selectable } from "kysely";
import { TOPIC_SLUGS, paths } from "~/shared/routes";
import { STATES_AND_UNION_TERRITORIES, type StateOrUnionTerritory } from "~/shared/states";
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_PREFIX } from "~/server/submissions/reference";
import type { SubmissionsTable } from "~/server/db/schema";

// Realistic submissions for the admin benchmark: the three forms in plausible shares, Indian
// names (some in Devanagari), states and cities, scam topics, statuses that age like a real
// desk's, and created_at spread over two years in insertion order, as real rows arrive. Seeded,
// so every run fills the same table.

/** A row of the table as its first migration made it, the columns fill-database.ts inserts. */
export type FakeSubmission = Pick<
  Selectable<SubmissionsTable>,
  | "reference"
  | "kind"
  | "name"
  | "email"
  | "phone"
  | "state"
  | "city"
  | "subject"
  | "message"
  | "topic"
  | "page"
  | "status"
  | "created_at"
  | "updated_at"
>;

/** mulberry32: small, fast, good enough for test data. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = [
  "Aarav",
  "Aditi",
  "Amit",
  "Ananya",
  "Anil",
  "Anjali",
  "Arjun",
  "Asha",
  "Deepak",
  "Divya",
  "Farhan",
  "Gaurav",
  "Harpreet",
  "Ishaan",
  "Kavita",
  "Kiran",
  "Lakshmi",
  "Manoj",
  "Meera",
  "Mohammed",
  "Neha",
  "Nikhil",
  "Pooja",
  "Pradeep",
  "Priya",
  "Rahul",
  "Rajesh",
  "Ramesh",
  "Ravi",
  "Rohan",
  "Sandeep",
  "Sanjay",
  "Shreya",
  "Sunita",
  "Suresh",
  "Tanvi",
  "Vikram",
  "Vivek",
  "Yash",
  "Zoya",
  "Arun",
  "Bhavna",
  "Chetan",
  "Dinesh",
  "Gita",
  "Imran",
  "Jyoti",
  "Karthik",
  "Lalit",
  "Nandini",
];
// Kumar and Singh are as common as they are in India, so a search for them matches many rows.
const SURNAMES = [
  "Kumar",
  "Kumar",
  "Kumar",
  "Singh",
  "Singh",
  "Sharma",
  "Sharma",
  "Verma",
  "Gupta",
  "Patel",
  "Reddy",
  "Nair",
  "Iyer",
  "Das",
  "Banerjee",
  "Chatterjee",
  "Khan",
  "Ali",
  "Joshi",
  "Mehta",
  "Rao",
  "Pillai",
  "Menon",
  "Yadav",
  "Mishra",
  "Pandey",
  "Shah",
  "Desai",
  "Kulkarni",
  "Gill",
  "Bose",
  "Sinha",
  "Chauhan",
  "Naidu",
  "Hegde",
];
const DEVANAGARI_NAMES = ["रवि कुमार", "सुनीता शर्मा", "अमित वर्मा", "प्रिया सिंह", "राजेश गुप्ता", "अंजलि यादव", "मनोज मिश्रा"];
const MAIL_DOMAINS = ["gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com", "hotmail.com"];

const CITIES: Record<StateOrUnionTerritory, string[]> = {
  "Andhra Pradesh": ["Visakhapatnam", "Vijayawada", "Guntur"],
  "Arunachal Pradesh": ["Itanagar"],
  Assam: ["Guwahati", "Silchar"],
  Chhattisgarh: ["Raipur", "Bhilai"],
  Goa: ["Panaji", "Margao"],
  "Himachal Pradesh": ["Shimla", "Mandi"],
  Jharkhand: ["Ranchi", "Jamshedpur"],
  "Madhya Pradesh": ["Bhopal", "Indore", "Gwalior"],
  Odisha: ["Bhubaneswar", "Cuttack"],
  Uttarakhand: ["Dehradun", "Haridwar"],
  Bihar: ["Patna", "Gaya", "Muzaffarpur"],
  Delhi: ["New Delhi", "Dwarka", "Rohini"],
  Gujarat: ["Ahmedabad", "Surat", "Vadodara", "Rajkot"],
  Haryana: ["Gurugram", "Faridabad", "Panipat"],
  Karnataka: ["Bengaluru", "Mysuru", "Mangaluru", "Hubballi"],
  Kerala: ["Kochi", "Thiruvananthapuram", "Kozhikode"],
  Maharashtra: ["Mumbai", "Pune", "Nagpur", "Nashik", "Thane"],
  "Tamil Nadu": ["Chennai", "Coimbatore", "Madurai"],
  Telangana: ["Hyderabad", "Warangal"],
  "Uttar Pradesh": ["Lucknow", "Kanpur", "Noida", "Varanasi", "Agra"],
  "West Bengal": ["Kolkata", "Howrah", "Siliguri"],
  Rajasthan: ["Jaipur", "Jodhpur", "Udaipur"],
  Punjab: ["Ludhiana", "Amritsar", "Jalandhar"],
  Manipur: ["Imphal"],
  Meghalaya: ["Shillong"],
  Mizoram: ["Aizawl"],
  Nagaland: ["Kohima", "Dimapur"],
  Sikkim: ["Gangtok"],
  Tripura: ["Agartala"],
  "Andaman and Nicobar Islands": ["Sri Vijaya Puram"],
  Chandigarh: ["Chandigarh"],
  "Dadra and Nagar Haveli and Daman and Diu": ["Silvassa", "Daman"],
  "Jammu and Kashmir": ["Srinagar", "Jammu"],
  Ladakh: ["Leh", "Kargil"],
  Lakshadweep: ["Kavaratti"],
  Puducherry: ["Puducherry", "Karaikal"],
};
/** How many people write from each state, roughly by population and internet use. */
const STATE_WEIGHTS: Partial<Record<StateOrUnionTerritory, number>> = {
  Maharashtra: 12,
  "Uttar Pradesh": 12,
  Karnataka: 9,
  Delhi: 8,
  "Tamil Nadu": 8,
  Telangana: 7,
  "West Bengal": 7,
  Gujarat: 6,
  Rajasthan: 5,
  Bihar: 5,
  Kerala: 4,
  Haryana: 4,
  "Andhra Pradesh": 4,
  "Madhya Pradesh": 4,
  Punjab: 3,
};

const BANKS = [
  "SBI",
  "HDFC Bank",
  "ICICI Bank",
  "Axis Bank",
  "Punjab National Bank",
  "Kotak",
  "Bank of Baroda",
  "Canara Bank",
];
const APPS = ["PhonePe", "Google Pay", "Paytm", "WhatsApp", "Telegram", "Instagram", "Facebook", "OLX"];
const OPENINGS = [
  "I received a call from someone claiming to be from {bank} customer care.",
  "A person on {app} offered me a part-time job with daily payments.",
  "I got an SMS saying my electricity connection will be cut tonight.",
  "Someone sent me a link to update my KYC details for {bank}.",
  "A buyer on {app} asked me to scan a QR code to receive money.",
  "I was told a parcel in my name contained drugs and I was under digital arrest.",
  "My friend's account on {app} asked me to send money urgently.",
  "An investment group on {app} promised double returns in a week.",
  "A loan app gave me a small loan and now threatens my contacts.",
  "I withdrew cash at an ATM and later saw another withdrawal I did not make.",
  "Someone opened a credit card in my name using my Aadhaar and PAN.",
  "My email account was hacked and messages were sent to everyone.",
];
const DETAILS = [
  "They asked for the OTP and I shared it before I understood.",
  "I lost Rs {amount} from my savings account.",
  "Rs {amount} was debited through UPI in three transactions.",
  "They knew my date of birth and my account number.",
  "After I installed the screen sharing app my phone behaved strangely.",
  "The website looked exactly like the official one.",
  "They sent fake documents with a police logo.",
  "I paid a registration fee of Rs {amount} and then they stopped answering.",
  "My phone number was used to create a fake profile.",
  "The caller spoke Hindi and English and sounded very official.",
];
const ASKS = [
  "Please tell me how to get my money back.",
  "I have already called 1930. What should I do next?",
  "How do I file a complaint on the cybercrime portal?",
  "Should I go to the police station or the bank first?",
  "Please help me, I am very worried.",
  "Can the bank reverse the transaction?",
  "I want to take legal action against them.",
  "Kindly advise on the next steps.",
];
/** A handful of rows mention this, so the benchmark can time a search for a rare word. */
export const RARE_WORD = "cryptojacking";
const SUBJECTS = [
  "UPI fraud",
  "Fake customer care call",
  "Loan app harassment",
  "Job scam",
  "Investment fraud",
  "KYC update scam",
  "Digital arrest call",
  "Hacked account",
  "ATM card cloned",
  "Identity theft",
  "Phishing link",
  "Sextortion threat",
];

export interface FakeSubmissionsOptions {
  count: number;
  /** The newest row's time; the oldest is `spanDays` before it. */
  end: Date;
  spanDays: number;
  seed?: number;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function weightedPick<T extends string>(random: () => number, weights: readonly (readonly [T, number])[]): T {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [item, weight] of weights) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return (weights[weights.length - 1] as readonly [T, number])[0];
}

const STATE_TABLE = STATES_AND_UNION_TERRITORIES.map((state) => [state, STATE_WEIGHTS[state] ?? 1] as const);

/** Every 6-character code once, scattered: a reference is a bijective shuffle of the row number. */
function referenceFor(index: number): string {
  const space = REFERENCE_ALPHABET.length ** REFERENCE_LENGTH;
  // Multiplying by a number coprime with the space permutes it.
  let n = (index * 48_271 + 12_345) % space;
  let code = "";
  for (let position = 0; position < REFERENCE_LENGTH; position++) {
    code = REFERENCE_ALPHABET[n % REFERENCE_ALPHABET.length] + code;
    n = Math.floor(n / REFERENCE_ALPHABET.length);
  }
  return REFERENCE_PREFIX + code;
}

function amount(random: () => number): string {
  return Math.round(500 + random() ** 2 * 500_000).toLocaleString("en-IN");
}

function message(random: () => number, sentences: number): string {
  const fill = (text: string) =>
    text
      .replace("{bank}", pick(random, BANKS))
      .replace("{app}", pick(random, APPS))
      .replace("{amount}", amount(random));
  const parts = [fill(pick(random, OPENINGS))];
  for (let index = 1; index < sentences - 1; index++) parts.push(fill(pick(random, DETAILS)));
  if (random() < 0.00003) parts.push(`The police said it may be ${RARE_WORD}.`);
  parts.push(pick(random, ASKS));
  return parts.join(" ");
}

/** Rows oldest first, generated as they are consumed, so a million never sit in memory at once. */
export function* fakeSubmissions(options: FakeSubmissionsOptions): Generator<FakeSubmission> {
  const random = seededRandom(options.seed ?? 20_260_101);
  const spanMs = options.spanDays * 24 * 60 * 60 * 1000;
  const start = options.end.getTime() - spanMs;
  const step = spanMs / options.count;
  const recentFrom = options.end.getTime() - 60 * 24 * 60 * 60 * 1000;

  for (let index = 0; index < options.count; index++) {
    const createdMs = Math.floor(start + index * step + random() * step);
    const kind = weightedPick(random, [
      ["help_request", 40],
      ["post_query", 35],
      ["contact_message", 25],
    ] as const);
    const devanagari = random() < 0.05;
    const first = pick(random, FIRST_NAMES);
    const surname = pick(random, SURNAMES);
    const name = devanagari ? pick(random, DEVANAGARI_NAMES) : `${first} ${surname}`;
    const email = `${first.toLowerCase()}.${surname.toLowerCase()}${Math.floor(random() * 1000)}@${pick(random, MAIL_DOMAINS)}`;
    const phone = `+91 ${9 - Math.floor(random() * 3)}${String(Math.floor(random() * 1e9)).padStart(9, "0")}`;
    // Old cases are mostly closed; recent ones mostly waiting, as on a working desk.
    const status =
      createdMs < recentFrom
        ? weightedPick(random, [
            ["resolved", 70],
            ["spam", 10],
            ["in_progress", 10],
            ["new", 10],
          ] as const)
        : weightedPick(random, [
            ["new", 50],
            ["in_progress", 30],
            ["resolved", 15],
            ["spam", 5],
          ] as const);
    const created = new Date(createdMs).toISOString();
    const updated =
      status === "new" ? created : new Date(createdMs + Math.floor(random() * 3 * 86_400_000)).toISOString();
    const row: FakeSubmission = {
      reference: referenceFor(index),
      kind,
      name,
      email,
      phone: "",
      state: "",
      city: "",
      subject: "",
      message: message(random, 2 + Math.floor(random() * 3)),
      topic: null,
      page: "",
      status,
      created_at: created,
      updated_at: updated < options.end.toISOString() ? updated : created,
    };
    if (kind === "help_request") {
      row.topic = random() < 0.8 ? pick(random, TOPIC_SLUGS) : null;
      row.page = row.topic ? paths.topic(row.topic) : paths.home;
    } else if (kind === "contact_message") {
      row.phone = random() < 0.6 ? phone : "";
      row.subject = random() < 0.7 ? pick(random, SUBJECTS) : "";
      row.page = random() < 0.5 ? paths.contact : paths.home;
    } else {
      const state = weightedPick(random, STATE_TABLE);
      row.phone = phone;
      row.state = state;
      row.city = pick(random, CITIES[state]);
      row.subject = pick(random, SUBJECTS);
    }
    yield row;
  }
}
