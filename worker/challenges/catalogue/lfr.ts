import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 100,
  key: "lfrChallenge",
  name: "Local File Read",
  category: "Vulnerable Components",
  difficulty: 5,
  tags: ["OSINT", "Danger Zone"],
  description: "Make the data erasure page show you one of the server's files that is not a page template.",
  hints: [
    "The data erasure page is rendered by the server with a template engine that wraps every page in a layout.",
    "Template engines of this kind let a request pick the layout by name. Names can climb out of their folder.",
  ],
  mitigationUrl: `${cheatSheets}/Input_Validation_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "South Africa", code: "ZA" },
});
