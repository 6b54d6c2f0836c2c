/**
 * The hacking instructor's scripts, one per tutorial challenge (the modules with a tutorialOrder).
 * Each step says something (an i18n key), may point at the element to use next, and names what
 * moves on: the student's own action on the page, never a timer.
 */

export type Advance =
  /** The student presses the instructor's Next button. */
  | { kind: "next" }
  /** The student activates the target (click, Enter or Space). */
  | { kind: "click" }
  /** The target field's value matches. */
  | { kind: "value"; pattern: RegExp }
  /** An element matching the selector is on the page. */
  | { kind: "visible"; selector: string }
  /** A dialog, drawer or menu open during the step has been closed. */
  | { kind: "closed" }
  /** The page's path and query match. */
  | { kind: "path"; pattern: RegExp }
  /** The tutorial's challenge is solved (the room says so). */
  | { kind: "solved" };

export interface TutorialStep {
  /** i18n key of what the instructor says. */
  text: string;
  /** Text for the `{{payload}}` placeholder of the step's text (kept out of translations). */
  payload?: string;
  /** CSS selector of the element the student should use next. */
  target?: string;
  until: Advance;
}

const searchToggle = '[data-tutorial="search-toggle"]';
const searchInput = '[data-tutorial="search-input"]';
const done: TutorialStep = { text: "TUTORIAL_DONE", until: { kind: "next" } };

export const tutorials: Readonly<Record<string, readonly TutorialStep[]>> = {
  scoreBoardChallenge: [
    { text: "TUTORIAL_SCORE_BOARD_WELCOME", until: { kind: "next" } },
    // The side menu is modal: everything is said before it opens, and the next step waits for it to close.
    { text: "TUTORIAL_SCORE_BOARD_MENU", target: '[data-tutorial="side-menu-toggle"]', until: { kind: "closed" } },
    { text: "TUTORIAL_SCORE_BOARD_BUNDLE", until: { kind: "next" } },
    { text: "TUTORIAL_SCORE_BOARD_GUESS", payload: "/score-board", until: { kind: "solved" } },
    done,
  ],
  localXssChallenge: [
    { text: "TUTORIAL_DOM_XSS_WELCOME", until: { kind: "next" } },
    { text: "TUTORIAL_DOM_XSS_OPEN_SEARCH", target: searchToggle, until: { kind: "visible", selector: searchInput } },
    {
      text: "TUTORIAL_DOM_XSS_TYPE",
      payload: '<iframe src="javascript:alert(`xss`)">',
      target: searchInput,
      until: { kind: "value", pattern: /<iframe\s+src\s*=\s*["']?javascript:alert\(/i },
    },
    { text: "TUTORIAL_DOM_XSS_SUBMIT", target: searchInput, until: { kind: "path", pattern: /^\/search\?q=.*iframe/i } },
    { text: "TUTORIAL_DOM_XSS_WATCH", until: { kind: "solved" } },
    done,
  ],
  loginAdminChallenge: [
    { text: "TUTORIAL_LOGIN_ADMIN_WELCOME", until: { kind: "next" } },
    { text: "TUTORIAL_LOGIN_ADMIN_MENU", target: '[data-tutorial="account-menu"]', until: { kind: "visible", selector: '[role="menuitem"][data-value="/login"]' } },
    { text: "TUTORIAL_LOGIN_ADMIN_LOGIN", target: '[role="menuitem"][data-value="/login"]', until: { kind: "path", pattern: /^\/login/ } },
    { text: "TUTORIAL_LOGIN_ADMIN_QUOTE", target: 'input[name="email"]', until: { kind: "value", pattern: /'/ } },
    { text: "TUTORIAL_LOGIN_ADMIN_TRY", target: 'form button[type="submit"]', until: { kind: "visible", selector: '[data-testid="login-error"]' } },
    {
      text: "TUTORIAL_LOGIN_ADMIN_COMMENT",
      payload: "' OR 1=1--",
      target: 'input[name="email"]',
      until: { kind: "value", pattern: /'.*(--|\/\*)/ },
    },
    { text: "TUTORIAL_LOGIN_ADMIN_SUBMIT", target: 'form button[type="submit"]', until: { kind: "solved" } },
    done,
  ],
  privacyPolicyChallenge: [
    { text: "TUTORIAL_PRIVACY_POLICY_WELCOME", until: { kind: "next" } },
    // One step from the menu to the page, pointing at nothing: a step change while the menu is open
    // would take the focus and close it, and a bubble under the account button would cover the menu.
    { text: "TUTORIAL_PRIVACY_POLICY_MENU", until: { kind: "solved" } },
    { text: "TUTORIAL_PRIVACY_POLICY_READ", until: { kind: "next" } },
    done,
  ],
  reflectedXssChallenge: [
    { text: "TUTORIAL_REFLECTED_XSS_WELCOME", until: { kind: "next" } },
    { text: "TUTORIAL_REFLECTED_XSS_TRACKING", until: { kind: "next" } },
    // Typing an address loads a new page, which ends the tutorial (decision 0023): the solve
    // notification there is the last word, as for the score board's address.
    { text: "TUTORIAL_REFLECTED_XSS_ADDRESS", payload: '/track-result?id=<iframe src="javascript:alert(`xss`)">', until: { kind: "solved" } },
    done,
  ],
};
