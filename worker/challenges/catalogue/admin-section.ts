import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 32,
  key: "adminSectionChallenge",
  name: "Admin Section",
  category: "Broken Access Control",
  difficulty: 2,
  tags: ["Good for Demos"],
  description: "Open the shop's administration page.",
  hints: [
    "No menu links to it, but the shop's code knows where it is.",
    "It lets in only one kind of user.",
  ],
  mitigationUrl: `${cheatSheets}/Authorization_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Spain", code: "ES" },
  // The administration page loads this spacer; no other page does.
  paddingImage: "19px.png",
  coding: {
    hints: [
      "This is the table of every page of the shop. Which of them is meant for only some people?",
      "What stops anyone from typing that page's path into the address bar? Where does that check run?",
    ],
    fixes: [
      {
        edits: [{ from: 'route("administration", "routes/administration.tsx"),', to: 'route(process.env.ADMIN_PATH ?? "administration", "routes/administration.tsx"),' }],
        explanation:
          "routes.ts runs when the shop is built, and what it returns becomes the route manifest that every browser downloads. A path read from the environment lands in that manifest as plain text, as easy to find as before.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'route("administration", "routes/administration.tsx"),',
            to: 'layout("routes/admin-guard.tsx", [route("administration", "routes/administration.tsx")]), // its clientLoader sends everyone but admins away',
          },
        ],
        explanation:
          "A clientLoader runs in the visitor's browser, under the visitor's control: it can be skipped, patched in the developer tools or fed a forged token. A check the attacker's own machine performs is a suggestion, not a lock.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'route("administration", "routes/administration.tsx"),',
            to: 'layout("routes/admin-guard.tsx", [route("administration", "routes/administration.tsx")]), // its loader checks the session on the server: 403 unless admin',
          },
        ],
        explanation:
          "The check moves to the server: the layout's loader reads the session and answers 403 to anyone but an admin before any of the page is sent, so knowing the path opens nothing. The APIs the page reads need the same check on their side.",
        correct: true,
      },
    ],
  },
});
