/**
 * The instance's relational data. Table and column names follow the reference shop's
 * (Users, Products, BasketItems, camelCase columns, 9 columns in Products) because students'
 * injection payloads and walkthroughs depend on them. No foreign-key constraints are declared:
 * a student may damage their own instance's data on purpose, and a reset must always be able to
 * drop and recreate every table.
 */
import { sql } from "drizzle-orm";
import { customType, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** A BLOB as bytes on both stores (D1 hands blobs back as arrays of numbers, a Durable Object as an ArrayBuffer). */
const bytes = customType<{ data: Uint8Array<ArrayBuffer>; driverData: ArrayBuffer | number[] | Uint8Array }>({
  dataType: () => "blob",
  toDriver: (value) => value,
  fromDriver: (value) => (Array.isArray(value) ? Uint8Array.from(value) : new Uint8Array(value)),
});

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const timestamps = {
  createdAt: text("createdAt").notNull().default(now),
  updatedAt: text("updatedAt").notNull().default(now),
};

export const users = sqliteTable(
  "Users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull().default(""),
    email: text("email").notNull(),
    password: text("password").notNull(),
    role: text("role", { enum: ["customer", "deluxe", "accounting", "admin"] }).notNull().default("customer"),
    deluxeToken: text("deluxeToken").notNull().default(""),
    lastLoginIp: text("lastLoginIp").notNull().default("0.0.0.0"),
    profileImage: text("profileImage").notNull().default("/assets/public/images/uploads/default.svg"),
    // vuln-code-snippet start twoFactorAuthUnsafeSecretStorageChallenge
    // The two-factor seed is kept in plain text beside the password hash: whoever can read the
    // row (an injection can) can compute every code.
    totpSecret: text("totpSecret").notNull().default(""), // vuln-code-snippet vuln-line twoFactorAuthUnsafeSecretStorageChallenge
    // vuln-code-snippet end twoFactorAuthUnsafeSecretStorageChallenge
    /** Seconds since the epoch; 0 for never. A login within 6 hours counts as an active session. */
    lastLoginTime: integer("lastLoginTime").notNull().default(0),
    isActive: integer("isActive", { mode: "boolean" }).notNull().default(true),
    ...timestamps,
    deletedAt: text("deletedAt"),
  },
  (t) => [uniqueIndex("Users_email").on(t.email)],
);

export const securityQuestions = sqliteTable("SecurityQuestions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  question: text("question").notNull(),
  ...timestamps,
});

export const securityAnswers = sqliteTable(
  "SecurityAnswers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    answer: text("answer").notNull(),
    UserId: integer("UserId").notNull(),
    SecurityQuestionId: integer("SecurityQuestionId").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("SecurityAnswers_UserId").on(t.UserId)],
);

export const products = sqliteTable("Products", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  description: text("description").notNull(),
  price: real("price").notNull(),
  deluxePrice: real("deluxePrice").notNull(),
  image: text("image").notNull(),
  ...timestamps,
  deletedAt: text("deletedAt"),
});

export const quantities = sqliteTable(
  "Quantities",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ProductId: integer("ProductId").notNull(),
    quantity: integer("quantity").notNull(),
    limitPerUser: integer("limitPerUser"),
    ...timestamps,
  },
  (t) => [uniqueIndex("Quantities_ProductId").on(t.ProductId)],
);

export const baskets = sqliteTable(
  "Baskets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    coupon: text("coupon"),
    UserId: integer("UserId"),
    ...timestamps,
  },
  (t) => [index("Baskets_UserId").on(t.UserId)],
);

export const basketItems = sqliteTable(
  "BasketItems",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ProductId: integer("ProductId").notNull(),
    BasketId: integer("BasketId").notNull(),
    quantity: integer("quantity").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("BasketItems_BasketId_ProductId").on(t.BasketId, t.ProductId)],
);

export const feedbacks = sqliteTable("Feedbacks", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  UserId: integer("UserId"),
  comment: text("comment").notNull(),
  rating: integer("rating").notNull(),
  ...timestamps,
});

export const captchas = sqliteTable("Captchas", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  captchaId: integer("captchaId").notNull(),
  captcha: text("captcha").notNull(),
  answer: text("answer").notNull(),
  ...timestamps,
});

export const imageCaptchas = sqliteTable("ImageCaptchas", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  image: text("image").notNull(),
  answer: text("answer").notNull(),
  UserId: integer("UserId"),
  ...timestamps,
});

export const complaints = sqliteTable("Complaints", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  UserId: integer("UserId"),
  message: text("message").notNull(),
  file: text("file"),
  ...timestamps,
});

export const addresses = sqliteTable(
  "Addresses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    UserId: integer("UserId").notNull(),
    fullName: text("fullName").notNull(),
    mobileNum: integer("mobileNum").notNull(),
    zipCode: text("zipCode").notNull(),
    streetAddress: text("streetAddress").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull().default(""),
    country: text("country").notNull(),
    ...timestamps,
  },
  (t) => [index("Addresses_UserId").on(t.UserId)],
);

export const cards = sqliteTable(
  "Cards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    UserId: integer("UserId").notNull(),
    fullName: text("fullName").notNull(),
    cardNum: integer("cardNum").notNull(),
    expMonth: integer("expMonth").notNull(),
    expYear: integer("expYear").notNull(),
    ...timestamps,
  },
  (t) => [index("Cards_UserId").on(t.UserId)],
);

export const deliveries = sqliteTable("Deliveries", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  price: real("price").notNull(),
  deluxePrice: real("deluxePrice").notNull(),
  eta: real("eta").notNull(),
  icon: text("icon").notNull(),
  ...timestamps,
});

export const wallets = sqliteTable(
  "Wallets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    UserId: integer("UserId").notNull(),
    balance: real("balance").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("Wallets_UserId").on(t.UserId)],
);

export const recycles = sqliteTable("Recycles", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  UserId: integer("UserId").notNull(),
  AddressId: integer("AddressId").notNull(),
  quantity: integer("quantity").notNull(),
  isPickup: integer("isPickup", { mode: "boolean" }).notNull().default(false),
  date: text("date"),
  ...timestamps,
});

export const memories = sqliteTable("Memories", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  UserId: integer("UserId"),
  caption: text("caption").notNull(),
  imagePath: text("imagePath").notNull(),
  ...timestamps,
});

export const privacyRequests = sqliteTable("PrivacyRequests", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  UserId: integer("UserId").notNull(),
  deletionRequested: integer("deletionRequested", { mode: "boolean" }).notNull().default(false),
  ...timestamps,
});

/**
 * One row per challenge module (worker/challenges/catalogue/), same id. The modules own the static
 * columns; the instance owns solved and codingChallengeStatus.
 */
export const challenges = sqliteTable(
  "Challenges",
  {
    id: integer("id").primaryKey(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    tags: text("tags"),
    description: text("description").notNull(),
    difficulty: integer("difficulty").notNull(),
    hint: text("hint"),
    hintUrl: text("hintUrl"),
    mitigationUrl: text("mitigationUrl"),
    solved: integer("solved", { mode: "boolean" }).notNull().default(false),
    disabledEnv: text("disabledEnv"),
    tutorialOrder: integer("tutorialOrder"),
    codingChallengeStatus: integer("codingChallengeStatus").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("Challenges_key").on(t.key)],
);

export const hints = sqliteTable(
  "Hints",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ChallengeId: integer("ChallengeId").notNull(),
    text: text("text").notNull(),
    order: integer("order").notNull(),
    unlocked: integer("unlocked", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex("Hints_ChallengeId_order").on(t.ChallengeId, t.order)],
);

/**
 * The document store (worker/lib/documents.ts): reviews and orders, queried with Mongo-style
 * operators because the NoSQL challenges need those semantics. One JSON document per row.
 */
export const documents = sqliteTable(
  "Documents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    collection: text("collection").notNull(),
    body: text("body").notNull(),
    ...timestamps,
  },
  (t) => [index("Documents_collection").on(t.collection)],
);

/**
 * The instance's virtual file system (worker/lib/files.ts): /ftp, uploads, order PDFs, logs. It
 * lives in the instance's own SQLite, so it moves with the instance and a reset restores it.
 */
export const files = sqliteTable("Files", {
  /** Absolute, normalised, e.g. "/ftp/legal.md". */
  path: text("path").primaryKey(),
  content: bytes("content").notNull(),
  contentType: text("contentType").notNull(),
  size: integer("size").notNull(),
  ...timestamps,
});

/**
 * Timestamped events the server counts (rate limits, captcha bursts): isolates share no memory,
 * so such state lives with the instance's data.
 */
export const events = sqliteTable(
  "Events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    /** Milliseconds since the epoch. */
    at: integer("at").notNull(),
  },
  (t) => [index("Events_kind_subject_at").on(t.kind, t.subject, t.at)],
);

/**
 * The instance's own Ethereum chain (worker/lib/chain/): its world state, one row, as JSON (the
 * EVM reads the whole of it per request; it is small and bounded) and the head block. A reset
 * drops it with the rest, and the next Web3 request builds the chain's genesis again.
 */
export const chainState = sqliteTable("ChainState", {
  id: integer("id").primaryKey(),
  blockNumber: integer("blockNumber").notNull(),
  /** Seconds since the epoch, of the head block. */
  timestamp: integer("timestamp").notNull(),
  state: text("state").notNull(),
});

/**
 * Mined transactions, one per block, with their receipts (JSON-RPC's shape, as stored JSON). The
 * unique block number is what keeps two requests from mining on the same head: the second one's
 * batch fails as a whole, and it mines again on the new head.
 */
export const chainTransactions = sqliteTable(
  "ChainTransactions",
  {
    hash: text("hash").primaryKey(),
    blockNumber: integer("blockNumber").notNull(),
    from: text("from").notNull(),
    to: text("to"),
    raw: text("raw").notNull(),
    receipt: text("receipt").notNull(),
  },
  (t) => [uniqueIndex("ChainTransactions_blockNumber").on(t.blockNumber)],
);

/** The logs of mined transactions, for eth_getLogs and for noticing what happened on the chain. */
export const chainLogs = sqliteTable(
  "ChainLogs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    blockNumber: integer("blockNumber").notNull(),
    logIndex: integer("logIndex").notNull(),
    transactionHash: text("transactionHash").notNull(),
    address: text("address").notNull(),
    topic0: text("topic0"),
    topic1: text("topic1"),
    topic2: text("topic2"),
    topic3: text("topic3"),
    data: text("data").notNull(),
  },
  (t) => [index("ChainLogs_address_topic0").on(t.address, t.topic0), index("ChainLogs_blockNumber").on(t.blockNumber)],
);
