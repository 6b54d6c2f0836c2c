import { tagsOf } from "../../lib/markup";
import { cheatSheets, defineChallenge } from "../types";

/** Whether a frame's address is the shop's own promotion page (relative, or on any host). */
const isPromotion = (src: string) => {
  try {
    return new URL(src.trim(), "http://shop.invalid").pathname.replace(/\/+$/, "") === "/promotion";
  } catch {
    return false;
  }
};

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
  // The search page reports its search text after writing it into the page as HTML: a frame of
  // the promotion page in it is the bonus payload, whatever else the student changed.
  browserCheck: {
    report: "verifyLocalXssChallenge",
    verify: (searchText) =>
      typeof searchText === "string" && tagsOf(searchText).some((t) => t.name === "iframe" && isPromotion(t.attributes.get("src") ?? "")),
  },
});
