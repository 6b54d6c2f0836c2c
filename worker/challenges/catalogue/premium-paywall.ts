import { cheatSheets, defineChallenge } from "../types";
import { premiumCiphertext } from "../../lib/premium";

export default defineChallenge({
  id: 93,
  key: "premiumPaywallChallenge",
  name: "Premium Paywall",
  category: "Cryptographic Issues",
  difficulty: 6,
  tags: ["Shenanigans"],
  description: `Unlock the members' tasting room, usually reserved for those who pay in liquid gold. <!--${premiumCiphertext}-->`,
  hints: [
    "There is more to this description than meets the eye: look at it as the server sends it.",
    "What you find is encrypted, and the shop keeps its keys in a folder it should not publish.",
    "The key file holds two numbers without names; their lengths say which one is the key and which the initialisation vector of the cipher the press embargo used.",
  ],
  mitigationUrl: `${cheatSheets}/Cryptographic_Storage_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Switzerland", code: "CH" },
});
