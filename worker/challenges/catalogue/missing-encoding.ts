import { defineChallenge } from "../types";

export default defineChallenge({
  id: 89,
  key: "missingEncodingChallenge",
  name: "Missing Encoding",
  category: "Improper Input Validation",
  difficulty: 1,
  tags: ["Shenanigans"],
  description: "Bring back the picture of the photo wall that never shows.",
  hints: [
    "Compare the broken picture's address with the name the server gave its file.",
    "Some characters mean something in a URL and must be percent-encoded when they are part of a name.",
  ],
  mitigationUrl: null,
  tutorialOrder: null,
  ctfCountry: { name: "Namibia", code: "NA" },
});
