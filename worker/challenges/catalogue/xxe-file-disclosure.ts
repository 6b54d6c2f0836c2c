import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 70,
  key: "xxeFileDisclosureChallenge",
  name: "XXE Data Access",
  category: "XXE",
  difficulty: 3,
  tags: ["Danger Zone"],
  description:
    "Make the server read one of its system files, <code>/etc/passwd</code> or <code>C:\\Windows\\system.ini</code>, and show it to you.",
  hints: [
    "The retired wholesale interface still parses what you send it, and tells you what it made of it.",
    "An XML document can declare entities whose text comes from somewhere else.",
  ],
  mitigationUrl: `${cheatSheets}/XML_External_Entity_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Pakistan", code: "PK" },
});
