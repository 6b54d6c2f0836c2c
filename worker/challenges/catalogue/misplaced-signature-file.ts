import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 59,
  key: "misplacedSignatureFileChallenge",
  name: "Misplaced Signature File",
  category: "Observability Failures",
  difficulty: 4,
  tags: ["Good Practice", "Contraption"],
  description: "Download the security desk's detection rules that ended up on the file server.",
  hints: [
    "Detection rules are written in a data format, not as a document.",
    "The file server's rule about documents can be fooled.",
  ],
  mitigationUrl: `${cheatSheets}/Logging_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Mali", code: "ML" },
});
