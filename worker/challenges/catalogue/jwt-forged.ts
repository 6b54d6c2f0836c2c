import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 28,
  key: "jwtForgedChallenge",
  name: "Forged Signed JWT",
  category: "Vulnerable Components",
  difficulty: 6,
  tags: [],
  description: "Send the shop a correctly signed session token for the (non-existent) user <code>rsa.rudi@</code> the shop's own domain.",
  hints: [
    "The shop signs with a private key you do not have, and checks with a public key you can get.",
    "What if your token asked to be checked with a symmetric algorithm, and the public key were its secret?",
  ],
  mitigationUrl: `${cheatSheets}/JSON_Web_Token_for_Java_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Botswana", code: "BW" },
});
