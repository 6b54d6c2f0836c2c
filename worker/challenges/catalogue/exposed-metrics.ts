import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 65,
  key: "exposedMetricsChallenge",
  name: "Exposed Metrics",
  category: "Observability Failures",
  difficulty: 1,
  tags: ["Good Practice"],
  description: "Find the numbers the shop collects about itself for its monitoring.",
  hints: [
    "A common monitoring tool reads its numbers from a well-known path.",
    "Its name is the plural of what it reads.",
  ],
  mitigationUrl: `${cheatSheets}/Logging_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Bolivia", code: "BO" },
  coding: {
    hints: [
      "Who is this route meant for, and what does it check before it answers?",
      "Compare this route's first line with the routes that only signed-in users may call.",
    ],
    fixes: [
      {
        edits: [
          {
            from: "const { db } = ctx.data;",
            to: 'const { db } = ctx.data;\n  if (!/prometheus/i.test(c.req.header("User-Agent") ?? "")) return c.notFound();',
          },
        ],
        explanation:
          "The User-Agent is whatever the caller says it is: curl -A Prometheus gets every number. A header the client writes proves nothing about who the client is.",
        correct: false,
      },
      {
        edits: [{ from: '.get("/", async (c) => {', to: '.get("/", requireUser, async (c) => {' }],
        explanation:
          "Anyone can register and sign in within seconds. The numbers are meant for the monitoring system, not for every customer, so a customer's session is the wrong key.",
        correct: false,
      },
      {
        edits: [
          {
            from: [
              "    {",
              '      name: "squeeze_users_registered",',
              '      help: "Accounts on this instance, by role.",',
              '      type: "gauge",',
              "      samples: registered.map((r) => ({ labels: { role: r.role }, value: r.total })),",
              "    },",
              "",
            ].join("\n"),
            to: "",
          },
        ],
        explanation:
          "Fewer numbers are still numbers for anyone: how busy the shop is, how far players have got, when the isolate last restarted. The endpoint stays open, and the next metric someone adds is public from its first day.",
        correct: false,
      },
      {
        edits: [
          {
            from: '.get("/", async (c) => {',
            to: '.get("/", bearerAuth({ verifyToken: (token, c) => token === c.env.METRICS_TOKEN }), async (c) => {',
          },
        ],
        explanation:
          "Prometheus can send a bearer token with every scrape. With hono's bearerAuth in front, the numbers go only to whoever holds the secret configured for the scraper; everyone else gets a 401, however they found the path.",
        correct: true,
      },
    ],
  },
});
