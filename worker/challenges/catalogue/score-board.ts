import { defineChallenge } from "../types";

export default defineChallenge({
  id: 1,
  key: "scoreBoardChallenge",
  name: "Score Board",
  category: "Miscellaneous",
  difficulty: 1,
  tags: ["Tutorial", "Code Analysis"],
  description: "Track down the shop's hidden score board. No menu links to it, but the shop's own code knows the way.",
  hints: [
    "The shop's JavaScript bundles list every client route, linked or not.",
    "Guessing works too: what would you call a page that keeps the score?",
  ],
  mitigationUrl: null,
  tutorialOrder: 1,
  ctfCountry: { name: "Portugal", code: "PT" },
  // The score board page loads this spacer; no other page does.
  paddingImage: "1px.png",
  coding: {
    hints: [
      "This is the shop's table of pages. Which of them does no menu link to?",
      "Only one of these pages keeps the score.",
    ],
    fixes: [
      {
        edits: [{ from: 'route("score-board", "routes/score-board.tsx"),', to: 'route("score-board-5f1c9e07", "routes/score-board.tsx"),' }],
        explanation:
          "A harder path is still written in the route table that every browser downloads. Whoever reads the bundle finds it as quickly as before: obscurity only slows down the people who were not looking.",
        correct: false,
      },
      {
        edits: [{ from: 'route("score-board", "routes/score-board.tsx"),', to: 'route(atob("c2NvcmUtYm9hcmQ="), "routes/score-board.tsx"),' }],
        explanation:
          "Encoding is not encryption. The bundle carries the encoded path and the code that decodes it, and any base64 decoder turns it back in a second.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'route("score-board", "routes/score-board.tsx"),',
            to: 'layout("routes/trainers-only.tsx", [route("score-board", "routes/score-board.tsx")]),',
          },
        ],
        explanation:
          "A page that some people must not see needs a check on the server, not a secret address. Inside a layout whose loader turns away anyone without the trainer role, the route may stay in the bundle: knowing the path no longer opens the page.",
        correct: true,
      },
    ],
  },
});
