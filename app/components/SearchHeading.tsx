import { createContext, useContext, useEffect, useMemo, useRef } from "react";
import type { ClientMessage } from "../../party/events";
import { witnessMarkup, type Witness } from "../lib/execution-witness";

/**
 * This render's nonce (null: the search text holds no markup) and the room's `send`, for the
 * heading's witness. Handed in by the search page: this chunk imports none of the shop's modules,
 * so loading it on a search changes nothing in how the first page's chunks are split.
 */
const RenderNonce = createContext<{ nonce: string | null; send: (message: ClientMessage) => void }>({ nonce: null, send: () => {} });

/**
 * Watches, from before the search text is written (this effect runs before the heading's own),
 * for its markup running, and reports that with the render's nonce (app/lib/execution-witness.ts).
 * The heading hands it the frames its markup built right after writing it.
 */
function useMarkupWitness(q: string) {
  const { nonce, send } = useContext(RenderNonce);
  const witness = useRef<Witness | null>(null);
  useEffect(() => {
    if (!nonce) return;
    const current = witnessMarkup((ran) => send({ type: "verifyLocalXssChallenge", data: { nonce, q, ran } }));
    witness.current = current;
    return () => {
      current.stop();
      witness.current = null;
    };
  }, [q, nonce, send]);
  return witness;
}

/**
 * The search text in the heading. It is written as HTML in the browser after rendering, so the
 * server never sends it: a DOM-based XSS, as the localXssChallenge wants.
 */
// vuln-code-snippet start localXssChallenge xssBonusChallenge
// The query goes into innerHTML unescaped on purpose (DOM XSS).
function SearchHeadingText({ q }: { q: string }) {
  const sink = useRef<HTMLSpanElement>(null);
  const witness = useMarkupWitness(q); // vuln-code-snippet hide-line
  useEffect(() => {
    if (sink.current) sink.current.innerHTML = q; // vuln-code-snippet vuln-line localXssChallenge xssBonusChallenge
    if (sink.current) witness.current?.adopt(sink.current); // vuln-code-snippet hide-line
  }, [q]);
  return <span ref={sink} data-testid="search-value" />;
}
// vuln-code-snippet end localXssChallenge xssBonusChallenge

/**
 * The search heading's text, with this render's nonce for its witness. Its own chunk: only a page
 * with a search text needs it, never the shop's first page.
 */
export default function SearchHeading({ q, nonce, send }: { q: string; nonce: string | null; send: (message: ClientMessage) => void }) {
  const render = useMemo(() => ({ nonce, send }), [nonce, send]);
  return (
    <RenderNonce.Provider value={render}>
      <SearchHeadingText q={q} />
    </RenderNonce.Provider>
  );
}
