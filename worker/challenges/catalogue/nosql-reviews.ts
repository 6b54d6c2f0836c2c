import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 43,
  key: "noSqlReviewsChallenge",
  name: "NoSQL Manipulation",
  category: "Injection",
  difficulty: 4,
  tags: [],
  description: "Rewrite several product reviews at once with a single edit.",
  hints: [
    "Editing a review sends its id to the server, which looks the review up by that id.",
    "The id does not have to be a string. Query operators are objects too.",
  ],
  mitigationUrl: `${cheatSheets}/Injection_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Algeria", code: "DZ" },
  coding: {
    hints: [
      "Follow the id from the request body into the query. Is it sure to be a string when it gets there?",
      "In a document query, an object where a value was expected is read as operators.",
    ],
    fixes: [
      {
        edits: [{ from: "{ $set: { message } }, { multi: true })", to: "{ $set: { message } })" }],
        explanation:
          "Without multi an edit changes one review, but an operator still picks which: {\"$ne\": -1} matches some review, most likely somebody else's, and rewrites it. The injection stays; only its reach shrinks.",
        correct: false,
      },
      {
        edits: [{ from: "update({ _id: id }", to: "update({ _id: id as string }" }],
        explanation:
          "as string only tells TypeScript to stop asking; it is gone when the code runs. The object from the request reaches the filter exactly as before.",
        correct: false,
      },
      {
        edits: [
          {
            from: 'const { id, message } = c.req.valid("json");',
            to: 'const { id, message } = c.req.valid("json");\n    if (JSON.stringify(id).includes("$ne")) throw new HTTPException(400, { message: "Invalid id." });',
          },
        ],
        explanation:
          "$ne is one operator of many: {\"$gt\": \"\"}, {\"$exists\": true} or {\"$nin\": []} match every review just as well. A list of forbidden operators is always one short.",
        correct: false,
      },
      {
        edits: [
          { from: "id: anyReviewId", to: "id: z.string().min(1).max(64)" },
          { from: "{ $set: { message } }, { multi: true })", to: "{ $set: { message } })" },
        ],
        explanation:
          "Only a string is accepted as an id now, and a string can only equal an id: an object with operators is refused with a 400 before any query runs. Without multi, an edit changes at most the one review that has that id.",
        correct: true,
      },
    ],
  },
});
