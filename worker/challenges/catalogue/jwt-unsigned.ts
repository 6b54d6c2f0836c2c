import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 27,
  key: "jwtUnsignedChallenge",
  name: "Unsigned JWT",
  category: "Vulnerable Components",
  difficulty: 5,
  tags: [],
  description: "Send the shop a session token that is not signed at all, for the (non-existent) user <code>unsigned.ulla@</code> the shop's own domain.",
  hints: [
    "Decode your own session token and read its header.",
    "A JSON Web Token's header names the algorithm that signed it. What if it names none?",
  ],
  mitigationUrl: `${cheatSheets}/JSON_Web_Token_for_Java_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Burkina Faso", code: "BF" },
});
