import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 50,
  key: "xssBonusChallenge",
  name: "Bonus Payload",
  category: "XSS",
  difficulty: 1,
  tags: ["Shenanigans", "Tutorial"],
  description: "Use the bonus payload <code>&lt;iframe width=&quot;100%&quot; height=&quot;166&quot; scrolling=&quot;no&quot; frameborder=&quot;no&quot; allow=&quot;autoplay&quot; src=&quot;/promotion&quot;&gt;&lt;/iframe&gt;</code> in the DOM XSS challenge.",
  hints: [
    "The same place the DOM XSS works takes any markup.",
    "Paste the payload as it is: all of it.",
  ],
  mitigationUrl: `${cheatSheets}/DOM_based_XSS_Prevention_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Ghana", code: "GH" },
});
