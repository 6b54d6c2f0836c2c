import { cheatSheets, defineChallenge } from "../types";

/** The fenced route as the coding challenge shows it (worker/routes/support-logs.ts). */
const listingRoute = ['  .get("/", async (c) => {', '    await flushAccessLog(c.get("instance").data);', "    return listing(c, logFolder);", "  })", ""].join("\n");
const fileRoute = [
  '  .get("/:file", async (c) => {',
  '    const ctx = c.get("instance");',
  '    const name = c.req.param("file");',
  '    if (!isLogName(name)) throw new HTTPException(404, { message: "No such log file." });',
  "    await flushAccessLog(ctx.data);",
  "    const file = await existingFile(c, `${logFolder}/${name}`);",
  "    return fileResponse(c, file);",
  "  });",
].join("\n");

export default defineChallenge({
  id: 92,
  key: "accessLogDisclosureChallenge",
  name: "Access Log",
  category: "Observability Failures",
  difficulty: 4,
  tags: [],
  description: "Read one of the shop's own access logs, which its support team keeps a little too close to the web.",
  hints: [
    "Support teams like their logs within reach. Look for a folder of theirs on the server.",
    "Log files are usually named after what they log and the day they cover.",
  ],
  mitigationUrl: `${cheatSheets}/Logging_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Uruguay", code: "UY" },
  coding: {
    hints: [
      "Which of these routes would a stranger on the internet be able to call, and what would they get?",
      "Ask who the logs are for, and whether the shop's web server needs to hand them out at all.",
    ],
    fixes: [
      {
        edits: [{ from: listingRoute, to: "" }],
        explanation:
          "Without the listing the files are still handed to anyone who asks by name, and the names are dates: access.log. followed by today's date is the first guess anyone makes, and yesterday's the second.",
        correct: false,
      },
      {
        edits: [
          { from: '.get("/", async (c) => {', to: '.get("/", requireUser, async (c) => {' },
          { from: '.get("/:file", async (c) => {', to: '.get("/:file", requireUser, async (c) => {' },
        ],
        explanation:
          "Anyone can register and sign in within a minute. Every signed-in customer would then read every other customer's requests: their addresses, what they searched for, which orders they tracked.",
        correct: false,
      },
      {
        edits: [
          { from: '.get("/", async (c) => {', to: '.get("/", async (c) => {\n    if (c.req.header("X-Forwarded-For") !== "127.0.0.1") return c.notFound();' },
          { from: '.get("/:file", async (c) => {', to: '.get("/:file", async (c) => {\n    if (c.req.header("X-Forwarded-For") !== "127.0.0.1") return c.notFound();' },
        ],
        explanation:
          "X-Forwarded-For is a header like any other: whoever sends the request writes it. Claiming to be the machine itself takes one command line option, so this keeps out only those who never try.",
        correct: false,
      },
      {
        edits: [
          {
            from: `export const supportLogsApi = new Hono<ApiEnv>({ strict: false })\n${listingRoute}${fileRoute}`,
            to: "// Access logs go to the operators' log storage, behind its own sign-in; the shop's web server serves none of them.\nexport const supportLogsApi = new Hono<ApiEnv>({ strict: false });",
          },
        ],
        explanation:
          "Logs are for the people who run the shop, not for its visitors, so the web server should not serve them at all. Shipped to a log store with its own access control, they stay useful to support and out of reach of everyone else.",
        correct: true,
      },
    ],
  },
});
