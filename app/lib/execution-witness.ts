import type { SearchRunReport } from "../../party/events";

/**
 * Sees whether markup written into the page ran (the DOM XSS challenges,
 * docs/decisions/0013-browser-reports.md). Installed before the markup is written, it wraps the
 * dialog functions that payloads call (`alert`, as in `<iframe src="javascript:alert(…)">`) in
 * this page and in every frame the markup builds, since a `javascript:` frame or a `srcdoc`
 * document calls its own window's `alert`. It also listens for the shop's promotion page saying it
 * plays inside a frame here. Whatever the payload calls still happens: the student sees their alert.
 *
 * Nothing here names a hook a payload would have to call; it only notices what ran. Markup written
 * as text (textContent, JSX) builds no frame and runs nothing, so it is never reported.
 */

const dialogs = ["alert", "confirm", "prompt", "print"] as const;
type Dialog = (typeof dialogs)[number];

/** What the promotion page posts to the page that frames it (worker/routes/promotion.ts). */
export const promotionShownMessage = "squeeze:promotion-shown";

/** Elements that show a page inside this one. */
const frameSelector = "iframe, frame, object, embed";

export interface Witness {
  /** Wraps the dialogs of the frames `root` holds now: call right after writing markup into it. */
  adopt(root: Element): void;
  /** Puts everything back as it was. */
  stop(): void;
}

export function witnessMarkup(report: (ran: SearchRunReport["ran"]) => void): Witness {
  const undo: (() => void)[] = [];
  const seen = new Set<SearchRunReport["ran"]>();
  const once = (ran: SearchRunReport["ran"]) => {
    if (seen.has(ran)) return;
    seen.add(ran);
    report(ran);
  };
  const wrapDialogs = (win: Window) => {
    for (const name of dialogs) {
      const original: Window[Dialog] = win[name];
      // Reported before the dialog opens: an alert blocks the page until it is closed.
      const witness = function (this: unknown, ...args: unknown[]) {
        once("script");
        return (original as (...a: unknown[]) => unknown).apply(win, args);
      } as Window[Dialog];
      Object.defineProperty(win, name, { value: witness, configurable: true, writable: true });
      undo.push(() => {
        if (win[name] === witness) Object.defineProperty(win, name, { value: original, configurable: true, writable: true });
      });
    }
  };
  wrapDialogs(window);

  let root: Element | null = null;
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.origin !== window.location.origin || event.data !== promotionShownMessage) return;
    // Only a frame of this page that the written markup built: the heading must hold a frame element.
    const fromChild = Array.from({ length: window.length }, (_, i) => window[i]).includes(event.source as Window);
    if (fromChild && root?.querySelector(frameSelector)) once("frame");
  };
  window.addEventListener("message", onMessage);
  undo.push(() => window.removeEventListener("message", onMessage));

  return {
    adopt(element) {
      root = element;
      for (const frame of element.querySelectorAll<HTMLIFrameElement | HTMLFrameElement | HTMLObjectElement>("iframe, frame, object")) {
        const win = frame.contentWindow;
        try {
          // A frame of the shop's own origin (javascript:, srcdoc, about:blank) runs its script with
          // its own dialogs; a frame of another origin is not the shop's XSS, and refuses this.
          if (win) wrapDialogs(win);
        } catch {
          // Another origin's frame: nothing of ours runs there.
        }
      }
    },
    stop() {
      for (const step of undo.splice(0).reverse()) step();
    },
  };
}
