import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 49,
  key: "basketManipulateChallenge",
  name: "Manipulate Basket",
  category: "Broken Access Control",
  difficulty: 3,
  tags: [],
  description: "Put a product into another customer's basket.",
  hints: [
    "The shop checks that the basket you add to is yours. Which copy of the basket number does it check?",
    "JSON lets a key appear twice. Not every reader of it agrees which one counts.",
  ],
  mitigationUrl: `${cheatSheets}/Mass_Assignment_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Egypt", code: "EG" },
});
