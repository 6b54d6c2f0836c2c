import { runsScript } from "../../lib/markup";
import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 6,
  key: "localXssChallenge",
  name: "DOM XSS",
  category: "XSS",
  difficulty: 1,
  tags: ["Tutorial", "Good for Demos"],
  description: 'Run a DOM XSS attack with <code>&lt;iframe src="javascript:alert(`xss`)"&gt;</code>.',
  hints: [
    "Look for a page that writes what you typed back into itself.",
    "The search results heading trusts its input a little too much.",
  ],
  mitigationUrl: `${cheatSheets}/DOM_based_XSS_Prevention_Cheat_Sheet.html`,
  tutorialOrder: 2,
  ctfCountry: { name: "Morocco", code: "MA" },
  // The search page reports when script ran from the markup of its search text (a dialog function
  // called by the page or by a frame that markup built), with the render's nonce; the text the
  // server rendered must hold markup that runs script as well.
  browserCheck: {
    report: "verifyLocalXssChallenge",
    verify: ({ q, ran }) => ran === "script" && runsScript(q),
  },
  coding: {
    hints: [
      "Which line puts the search text into the page, and does it treat the text as text or as HTML?",
      "Some DOM properties parse whatever they are given.",
    ],
    fixes: [
      {
        edits: [{ from: "sink.current.innerHTML = q;", to: "sink.current.innerHTML = q.replace(/<script/gi, \"\");" }],
        explanation:
          "The payload needs no script tag: an iframe with a javascript: address, an image with an onerror handler or an svg with onload run code just as well.",
        correct: false,
      },
      {
        edits: [{ from: "sink.current.innerHTML = q;", to: "sink.current.textContent = q;" }],
        explanation:
          "textContent puts the search text into the page as text: the browser shows the angle brackets instead of building an iframe from them. Rendering {q} in JSX would do the same.",
        correct: true,
      },
      {
        edits: [
          {
            from: "  const sink = useRef<HTMLSpanElement>(null);\n  useEffect(() => {\n    if (sink.current) sink.current.innerHTML = q;\n  }, [q]);\n  return <span ref={sink} data-testid=\"search-value\" />;",
            to: "  return <span dangerouslySetInnerHTML={{ __html: q }} data-testid=\"search-value\" />;",
          },
        ],
        explanation:
          "dangerouslySetInnerHTML writes the same unescaped HTML, only sooner (and on the server too). Its name is the warning.",
        correct: false,
      },
    ],
  },
});
