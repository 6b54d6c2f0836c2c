import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 24,
  key: "resetPasswordMortyChallenge",
  name: "Reset Milo's Password",
  category: "Broken Anti Automation",
  difficulty: 5,
  tags: ["OSINT", "Brute Force"],
  description: "Reset Milo Tangelo's password through the Forgot Password page, with the true answer to his security question, however he spelled it.",
  hints: [
    "Milo's first pet is no secret, but the way he writes its name might be.",
    "Trying variants by hand is slow, and the shop counts your tries. By what does it tell you apart from others?",
  ],
  mitigationUrl: `${cheatSheets}/Credential_Stuffing_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Azerbaijan", code: "AZ" },
  coding: {
    hints: [
      "The limiter counts attempts per sender. How does it decide who the sender is?",
      "Which of these request headers can a client write itself?",
    ],
    fixes: [
      {
        edits: [
          {
            from: 'const sender = c.req.header("X-Forwarded-For") ?? c.req.header("CF-Connecting-IP") ?? "local";',
            to: 'const sender = c.req.header("X-Forwarded-For")?.split(",")[0]?.trim() ?? c.req.header("CF-Connecting-IP") ?? "local";',
          },
        ],
        explanation:
          "The first entry of X-Forwarded-For is the one the client wrote itself; proxies only append theirs after it. Taking the first entry picks exactly the part the attacker controls.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'const sender = c.req.header("X-Forwarded-For") ?? c.req.header("CF-Connecting-IP") ?? "local";',
            to: 'const forwarded = c.req.header("X-Forwarded-For") ?? "";\n  const sender = /^\\d{1,3}(\\.\\d{1,3}){3}$/.test(forwarded) ? forwarded : (c.req.header("CF-Connecting-IP") ?? "local");',
          },
        ],
        explanation:
          "A made-up address is still a well-formed one: 10.0.0.1, 10.0.0.2 and so on all pass the pattern, and each of them gets a fresh hundred tries.",
        correct: false,
      },
      {
        edits: [{ from: "if (recent >= resetAttemptLimit.attempts) return false;", to: "if (recent >= 5) return false;" }],
        explanation:
          "A smaller limit per sender means nothing while the sender is whatever the request says: every new X-Forwarded-For value starts again at zero, so five tries per value are as many tries as the attacker wants.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'const sender = c.req.header("X-Forwarded-For") ?? c.req.header("CF-Connecting-IP") ?? "local";',
            to: 'const sender = c.req.header("CF-Connecting-IP") ?? "local";',
          },
        ],
        explanation:
          "On Cloudflare, CF-Connecting-IP is written by the edge from the connection itself and replaces any value a client sends. The count now follows where the attempts really come from: rotating a header no longer buys fresh tries.",
        correct: true,
      },
    ],
  },
});
