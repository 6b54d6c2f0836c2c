import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 52,
  key: "changeProductChallenge",
  name: "Product Tampering",
  category: "Broken Access Control",
  difficulty: 3,
  tags: [],
  description: "Change the link in the description of the <em>Hand Juicer Pro</em> so that it points to <code>https://squeeze.test/pulped-deal</code> instead.",
  hints: [
    "Products have an address in the API. What else can you do to an address than read it?",
    "Nobody asks who you are when a product is changed.",
  ],
  mitigationUrl: `${cheatSheets}/Authorization_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Guyana", code: "GY" },
  coding: {
    hints: [
      "Reading a product is for everyone. Is changing one?",
      "Compare what stands in front of each of these three routes.",
    ],
    fixes: [
      {
        edits: [{ from: '.put("/:id", idParam,', to: '.put("/:id", requireUser, idParam,' }],
        explanation:
          "Registration is open to everyone, so a signed-in user is anyone who took ten seconds to sign up. Every customer could still rewrite the catalogue.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'const ctx = c.get("instance");\n    const { id }',
            to: 'if (c.req.header("Origin") !== new URL(c.req.url).origin) throw new HTTPException(403, { message: "Not allowed." });\n    const ctx = c.get("instance");\n    const { id }',
          },
        ],
        explanation:
          "Origin is a header the client sends. A browser fills it in honestly, but curl, a script or a replayed request sends any value, the shop's own origin included. It keeps out other sites' pages, not people.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'const changes = c.req.valid("json");',
            to: 'const changes = c.req.valid("json");\n    if (changes.description?.includes("href")) throw new HTTPException(400, { message: "Links are not allowed in descriptions." });',
          },
        ],
        explanation:
          "This forbids one kind of change, not the people making it: anyone can still rename a product, rewrite its text or set its price to 0.",
        correct: false,
      },
      {
        edits: [{ from: '.put("/:id", idParam,', to: '.put("/:id", requireRole("accounting", "admin"), idParam,' }],
        explanation:
          "Changing the catalogue is the staff's job, and now only the staff can: the role comes from the signed token and is checked on the server before the handler runs. Everyone else gets a 401 or a 403, whatever they send.",
        correct: true,
      },
    ],
  },
});
