import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 16,
  key: "registerAdminChallenge",
  name: "Admin Registration",
  category: "Improper Input Validation",
  difficulty: 3,
  tags: [],
  description: "Register a new user who is an administrator from the very first login.",
  hints: [
    "Look at what the registration form sends, and at what a user record holds.",
    "The server copies more of your request into the new user than the form ever sends.",
  ],
  mitigationUrl: `${cheatSheets}/Mass_Assignment_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Mexico", code: "MX" },
  coding: {
    hints: [
      "Which field would an ordinary sign-up form never send?",
      "Who should decide what a new account may do: the request, or the shop?",
    ],
    fixes: [
      {
        edits: [{ from: "role: z.enum(roles).optional(),", to: 'role: z.enum(["customer", "deluxe"]).optional(),' }],
        explanation:
          "Admin is out, but deluxe is a paid membership: anyone could now register with its lower prices and cheaper delivery without paying for it. The request still decides something only the shop should.",
        correct: false,
      },
      {
        edits: [{ from: "role: z.enum(roles).optional(),", to: 'role: z.enum(roles).optional().refine((role) => role !== "admin"),' }],
        explanation:
          "Forbidding one value leaves the others: the accounting role is staff too (prices, stock and the delivery of every order are theirs), and registering as accounting is still one field away.",
        correct: false,
      },
      {
        edits: [{ from: "role: z.enum(roles).optional(),", to: 'role: z.enum(roles).default("customer"),' }],
        explanation:
          "A default only fills in a missing field. A request that sends role: \"admin\" still gets exactly that.",
        correct: false,
      },
      {
        edits: [{ from: "  role: z.enum(roles).optional(),\n", to: "" }],
        explanation:
          "Without a role field the schema drops whatever role a request sends (zod objects strip keys they do not know), so the handler has no role to copy and every new account starts as a customer. Roles are then given by an admin, never chosen at sign-up.",
        correct: true,
      },
    ],
  },
});
