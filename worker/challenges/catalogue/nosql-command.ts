import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 42,
  key: "noSqlCommandChallenge",
  name: "NoSQL DoS",
  category: "Injection",
  difficulty: 4,
  tags: ["Danger Zone"],
  description: "Make the product reviews lookup take a nap: keep its query busy for more than two seconds.",
  hints: [
    "Reviews do not live in the relational database. Their store understands JavaScript in its queries.",
    "The product id in the reviews path ends up inside a small piece of code, and the store offers a sleep() function to such code.",
  ],
  mitigationUrl: `${cheatSheets}/NodeJS_Security_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "China", code: "CN" },
});
