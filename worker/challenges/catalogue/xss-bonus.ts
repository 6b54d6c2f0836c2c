import { tagsOf } from "../../lib/markup";
import { cheatSheets, defineChallenge } from "../types";

/** Elements that show another page inside this one. */
const framing = new Set(["iframe", "frame", "embed", "object"]);

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
  ctfCountry: { name: "Guatemala", code: "GT" },
  // The promotion page tells the search page when it plays inside a frame there, and the search
  // page reports it with the render's nonce: a frame (or embed) of the promotion page in the
  // rendered text is the bonus payload, whatever else the student changed.
  browserCheck: {
    report: "verifyLocalXssChallenge",
    verify: ({ q, ran }) =>
      ran === "frame" && tagsOf(q).some((t) => framing.has(t.name) && isPromotion(t.attributes.get(t.name === "object" ? "data" : "src") ?? "")),
  },
  coding: {
    hints: [
      "The bonus payload holds no script at all. Which line of this component builds elements out of text?",
      "A frame of the shop's own page is still markup that somebody else chose.",
    ],
    fixes: [
      {
        edits: [{ from: "sink.current.innerHTML = q;", to: 'sink.current.innerHTML = q.replace(/javascript:/gi, "");' }],
        explanation:
          "The bonus payload needs no javascript: address: a frame of the shop's own /promotion page is plain markup, and innerHTML builds it like any other.",
        correct: false,
      },
      {
        edits: [{ from: "if (sink.current) sink.current.innerHTML = q;", to: 'if (sink.current && !q.includes("<iframe")) sink.current.innerHTML = q;' }],
        explanation:
          "Tag names ignore case: <IFRAME or <Iframe passes the check and builds the same frame. And a frame is only one of the many elements a search text can bring along.",
        correct: false,
      },
      {
        edits: [{ from: "sink.current.innerHTML = q;", to: 'sink.current.innerHTML = q.length > 100 ? "" : q;' }],
        explanation:
          "The bonus payload is long, but most of it is decoration: <iframe src=/promotion> is 23 characters and plays the same promotion, and a DOM XSS fits in 40.",
        correct: false,
      },
      {
        edits: [
          {
            from: '  const sink = useRef<HTMLSpanElement>(null);\n  useEffect(() => {\n    if (sink.current) sink.current.innerHTML = q;\n  }, [q]);\n  return <span ref={sink} data-testid="search-value" />;',
            to: '  return <span data-testid="search-value">{q}</span>;',
          },
        ],
        explanation:
          "Rendered by React as a child, the search text stays text: the browser shows the angle brackets and builds no frame, whatever the markup. No ref and no effect are needed.",
        correct: true,
      },
    ],
  },
});
