import { directionOf, htmlLang } from "../../app/i18n/languages";
/**
 * The two pages of cohort mode that live outside the shop: a student's join page and the
 * trainer's board. Both are rendered here as plain HTML strings, so they stay small, load without
 * the shop's bundle and make no request to anywhere but this origin.
 *
 * These pages are not part of the training targets: everything from users is escaped on the server
 * (escapeHtml) and, in the trainer's script, only ever placed with textContent/setAttribute.
 */

/** A text of the student's pages by its interface key (locales/<language>/ui.json), placeholders filled. */
export type PageText = (key: string, values?: Record<string, string>) => string;

/** The language the student's pages speak, and the languages they may pick for their shop. */
export interface PageLanguage {
  key: string;
  t: PageText;
  choices: readonly { key: string; lang: string }[];
}

export interface JoinPageOptions {
  code: string;
  cohortName: string;
  needsPasscode: boolean;
  ended: boolean;
  language: PageLanguage;
  error?: string;
  name?: string;
}

/** Text made safe for HTML element content and quoted attribute values. */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

// ---------------------------------------------------------------------------------------------
// Shared document and styles

/*
 * Contrast, measured against the darkest and lightest backgrounds used: text #fafafa and muted
 * #a1a1aa both clear 4.5:1 on #18181b; orange #fb923c clears 4.5:1 as text on #111, and dark
 * #1c1917 text on an orange button clears 7:1. Input and table borders (#71717a) clear the 3:1
 * asked of non-text outlines.
 */
const BASE_CSS = `
:root{color-scheme:dark;--bg:#111;--panel:#18181b;--line:#3f3f46;--edge:#71717a;--text:#fafafa;--muted:#a1a1aa;--accent:#fb923c;--accent-ink:#1c1917;--danger:#fca5a5;--ok:#86efac}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
h1,h2,h3{line-height:1.2;margin:0 0 .75rem}
h1{font-size:1.6rem}h2{font-size:1.25rem}h3{font-size:1.05rem}
p{margin:0 0 .75rem}
a{color:var(--accent)}
a:hover{color:#fdba74}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em}
:focus-visible{outline:3px solid #fdba74;outline-offset:2px}
label{display:block;font-weight:600;margin-bottom:.3rem}
input,select,textarea{font:inherit;color:var(--text);background:#0a0a0a;border:1px solid var(--edge);border-radius:.4rem;padding:.5rem .6rem;width:100%;max-width:100%}
input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #fdba74;outline-offset:1px;border-color:#fdba74}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.4rem;font:inherit;font-weight:700;line-height:1.2;padding:.6rem 1rem;border-radius:.45rem;border:1px solid var(--accent);background:var(--accent);color:var(--accent-ink);cursor:pointer;text-decoration:none;white-space:nowrap}
.btn:hover{background:#fdba74;border-color:#fdba74}
.btn:disabled{opacity:.55;cursor:not-allowed}
.btn.secondary{background:transparent;color:var(--text);border-color:var(--edge)}
.btn.secondary:hover{background:#27272a}
.btn.danger{background:transparent;color:var(--danger);border-color:#f87171}
.btn.danger:hover{background:#2a1215}
.btn.small{padding:.3rem .6rem;font-size:.875rem}
.hint{color:var(--muted);font-size:.9rem}
.alert{border:1px solid #f87171;background:#2a1215;color:#fee2e2;border-radius:.5rem;padding:.6rem .8rem;margin:0 0 1rem}
.notice{border:1px solid var(--accent);background:#261a10;border-radius:.5rem;padding:.6rem .8rem;margin:0 0 1rem}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0}
`;

const CARD_CSS = `
body{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem 1rem}
main{width:100%;max-width:28rem;background:var(--panel);border:1px solid var(--line);border-radius:.75rem;padding:1.5rem}
.brand{color:var(--accent);font-weight:700;letter-spacing:.02em;margin-bottom:.5rem}
h1{overflow-wrap:anywhere}
form{display:grid;gap:1rem;margin-top:1rem}
form .btn{width:100%}
`;

interface DocumentParts {
  title: string;
  css: string;
  body: string;
  script?: string;
}

function htmlDocument(parts: DocumentParts, language = "en"): string {
  return `<!doctype html>
<html lang="${htmlLang(language)}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(parts.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${BASE_CSS}${parts.css}</style>
</head>
<body>
${parts.body}
${parts.script ? `<script>${parts.script}</script>` : ""}
</body>
</html>
`;
}

const alertBox = (error: string | undefined) =>
  error ? `<p class="alert" role="alert">${escapeHtml(error)}</p>` : "";

// ---------------------------------------------------------------------------------------------
// Student pages

export function joinPage(o: JoinPageOptions): string {
  const { t } = o.language;
  const action = `/join/${encodeURIComponent(o.code)}`;
  const comeBack = o.needsPasscode ? t("JOIN_COME_BACK_PASSCODE") : t("JOIN_COME_BACK_OWN");
  const ended = o.ended ? `<p class="notice"><strong>${escapeHtml(t("JOIN_ENDED_TITLE"))}</strong> ${escapeHtml(t("JOIN_ENDED_TEXT"))}</p>` : "";
  // Without a cohort passcode, a student may set their own: the same name and that passcode return
  // to the same shop; a name taken without one cannot be claimed again from another browser.
  const passcode = o.needsPasscode
    ? `<div>
  <label for="join-passcode">${escapeHtml(t("JOIN_PASSCODE"))}</label>
  <input id="join-passcode" name="passcode" type="password" required maxlength="100" autocomplete="current-password" aria-describedby="join-passcode-hint">
  <p class="hint" id="join-passcode-hint">${escapeHtml(t("JOIN_PASSCODE_HINT"))}</p>
</div>`
    : `<div>
  <label for="join-passcode">${escapeHtml(t("JOIN_OWN_PASSCODE"))}</label>
  <input id="join-passcode" name="passcode" type="password" maxlength="100" autocomplete="new-password" aria-describedby="join-passcode-hint">
  <p class="hint" id="join-passcode-hint">${escapeHtml(t("JOIN_OWN_PASSCODE_HINT"))}</p>
</div>`;
  // The shop opens in the language picked here (its language cookie); the browser's language first.
  const options = o.language.choices
    .map((l) => `<option value="${escapeHtml(l.key)}" lang="${htmlLang(l.key)}"${l.key === o.language.key ? " selected" : ""}>${escapeHtml(l.lang)}</option>`)
    .join("");
  const title = t("JOIN_TITLE", { cohort: o.cohortName });
  return htmlDocument(
    {
      title: `${title} – Squeeze`,
      css: CARD_CSS,
      body: `<main>
<p class="brand">Squeeze</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t("JOIN_INTRO"))} ${escapeHtml(comeBack)}</p>
${ended}${alertBox(o.error)}
<form method="post" action="${escapeHtml(action)}">
<div>
  <label for="join-name">${escapeHtml(t("JOIN_NAME"))}</label>
  <input id="join-name" name="name" type="text" required maxlength="40" autocomplete="nickname" spellcheck="false" value="${escapeHtml(o.name ?? "")}" aria-describedby="join-name-hint">
  <p class="hint" id="join-name-hint">${escapeHtml(t("JOIN_NAME_HINT"))}</p>
</div>
${passcode}
<div>
  <label for="join-language">${escapeHtml(t("JOIN_LANGUAGE"))}</label>
  <select id="join-language" name="language">${options}</select>
</div>
<button class="btn" type="submit">${escapeHtml(t("JOIN_SUBMIT"))}</button>
</form>
</main>`,
    },
    o.language.key,
  );
}

export function joinUnknownPage({ key, t }: Pick<PageLanguage, "key" | "t">): string {
  return htmlDocument(
    {
      title: `${t("JOIN_UNKNOWN_TITLE")} – Squeeze`,
      css: CARD_CSS,
      body: `<main>
<p class="brand">Squeeze</p>
<h1>${escapeHtml(t("JOIN_UNKNOWN_TITLE"))}</h1>
<p>${escapeHtml(t("JOIN_UNKNOWN_TEXT"))}</p>
<p>${escapeHtml(t("JOIN_UNKNOWN_ASK"))}</p>
</main>`,
    },
    key,
  );
}

// ---------------------------------------------------------------------------------------------
// Trainer pages

export function trainerPage(o: { signedIn: boolean; error?: string }): string {
  return o.signedIn ? trainerShell(o.error) : trainerSignIn(o.error);
}

function trainerSignIn(error: string | undefined): string {
  return htmlDocument({
    title: "Sign in – Squeeze trainer",
    css: CARD_CSS,
    body: `<main>
<p class="brand">Squeeze</p>
<h1>Squeeze trainer</h1>
<p>Sign in with the trainer token of this deployment to run cohorts and watch their boards.</p>
${alertBox(error)}
<form method="post" action="/trainer/session">
<div>
  <label for="trainer-token">Trainer token</label>
  <input id="trainer-token" name="token" type="password" required autocomplete="current-password" spellcheck="false">
</div>
<button class="btn" type="submit">Sign in</button>
</form>
</main>`,
  });
}

const SHELL_CSS = `
.top{background:var(--panel);border-bottom:1px solid var(--line)}
.wrap{max-width:1280px;margin:0 auto;padding-left:1rem;padding-right:1rem}
.top .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem;padding-top:.75rem;padding-bottom:.75rem}
.top h1{margin:0;font-size:1.35rem}
.top h1 span{color:var(--accent)}
main{padding-top:1rem;padding-bottom:3rem}
.panel{background:var(--panel);border:1px solid var(--line);border-radius:.75rem;padding:1rem;margin-bottom:1rem;min-width:0}
.row{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem}
.row.spread{justify-content:space-between}
.row h2,.row h3{margin:0}
.grid{display:grid;gap:0 1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr))}
#status{position:sticky;top:0;z-index:5;margin:0 0 1rem;border-radius:.5rem;padding:.6rem .8rem;background:#27272a;border:1px solid var(--edge)}
#status:empty{padding:0;margin:0;border:0}
#status[data-kind=error]{background:#2a1215;border-color:#f87171;color:#fee2e2}
#status[data-kind=ok]{border-color:#22c55e}
.table-wrap{position:relative;overflow-x:auto;max-width:100%;margin:.5rem 0 0;border:1px solid var(--line);border-radius:.5rem}
table{border-collapse:collapse;width:100%;font-size:.95rem}
caption{text-align:left}
th,td{padding:.5rem .65rem;text-align:left;vertical-align:top;border-bottom:1px solid var(--line);white-space:nowrap}
thead th{background:#202024;color:var(--text);font-weight:700}
tbody tr:last-child>*{border-bottom:0}
tbody th{font-weight:600}
/* Names are the one free-length column: they wrap, so the numbers beside them stay in view. */
tbody th,td.wrap-cell{white-space:normal;overflow-wrap:anywhere;min-width:9rem}
.num{text-align:right;font-variant-numeric:tabular-nums}
.sort{display:inline-flex;align-items:baseline;gap:.3rem;background:none;border:0;padding:.1rem .15rem;margin:-.1rem -.15rem;color:inherit;font:inherit;cursor:pointer;border-radius:.25rem}
.sort:hover{color:var(--accent)}
.arrow{display:inline-block;min-width:.8em;color:var(--accent);font-size:.8em}
tr[aria-current=true]>*{background:#261a10}
tr[aria-current=true]>th:first-child{box-shadow:inset 3px 0 0 var(--accent)}
.empty{color:var(--muted);white-space:normal}
.key{display:block;color:var(--muted);font-weight:400;font-size:.8rem}
.key code{font-size:inherit}
.stars{color:var(--accent);letter-spacing:.05em}
.badge{display:inline-block;padding:.05rem .5rem;border-radius:999px;font-size:.85rem;border:1px solid var(--edge)}
.badge.on{color:var(--ok);border-color:#22c55e}
.badge.off{color:var(--muted)}
.link-cell a{margin-right:.5rem}
#new-cohort{max-width:48rem}
.fields{display:grid;gap:.9rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,11rem),1fr));margin-bottom:1rem}
.fields .wide{grid-column:1/-1}
#deploy-seat-result code{overflow-wrap:anywhere}
#deploy-seat-result dd{margin:0 0 .5rem}
#created{border:2px solid var(--accent);border-radius:.6rem;padding:.9rem;margin-top:1rem;background:#1d150e}
#created .big-link{font-size:1.15rem;font-weight:700;overflow-wrap:anywhere;margin:.25rem 0 .75rem}
#board-title{overflow-wrap:anywhere}
#board-join{overflow-wrap:anywhere}
#clock{font-size:1.5rem;font-weight:700;font-variant-numeric:tabular-nums;margin-bottom:.25rem}
#clock[data-state=ended]{color:var(--danger)}
#clock[data-state=running]{color:var(--accent)}
.end-form{display:flex;flex-wrap:wrap;align-items:flex-end;gap:.5rem;margin-top:.75rem}
.end-form>div{flex:1 1 14rem}
#ticker{list-style:none;margin:0;padding:0;max-height:10rem;overflow:auto}
#ticker li{padding:.25rem 0;border-bottom:1px solid var(--line)}
#ticker li:first-child{color:var(--accent);font-weight:600}
#live-state[data-state=live]::before{content:"";display:inline-block;width:.6rem;height:.6rem;border-radius:50%;background:#22c55e;margin-right:.4rem}
textarea{min-height:6rem;resize:vertical}
.chart-canvas{width:100%;min-height:1px}
.chart-canvas svg{display:block;width:100%;height:auto}
#chart{margin:0}
#chart text{fill:#d4d4d8;font-size:12px;font-family:inherit}
#chart .gridline{stroke:#3f3f46;stroke-width:1}
#chart .axis{stroke:#71717a;stroke-width:1}
.legend{list-style:none;display:flex;flex-wrap:wrap;gap:.35rem 1.1rem;margin:.75rem 0 0;padding:0}
.legend li{display:inline-flex;align-items:center;gap:.4rem}
.legend svg{flex:none}
details{margin-top:.75rem}
summary{cursor:pointer;color:var(--accent);width:max-content;max-width:100%}
`;

/** A column header that sorts: a real button inside the th, which carries aria-sort. */
function sortHeader(key: string, label: string, options: { numeric?: boolean; sort?: "ascending" | "descending" } = {}) {
  const arrow = options.sort === "ascending" ? "▲" : options.sort === "descending" ? "▼" : "";
  // Right-aligned (numeric) columns carry the arrow on the left, next to the column's edge.
  const arrowSpan = `<span class="arrow" aria-hidden="true">${arrow}</span>`;
  return (
    `<th scope="col" data-sort="${key}"${options.numeric ? ' class="num"' : ""}` +
    `${options.sort ? ` aria-sort="${options.sort}"` : ""}>` +
    `<button type="button" class="sort" data-sort-key="${key}">${options.numeric ? arrowSpan + label : label + arrowSpan}</button></th>`
  );
}

function trainerShell(error: string | undefined): string {
  return htmlDocument({
    title: "Squeeze trainer",
    css: SHELL_CSS,
    body: `<header class="top">
<div class="wrap">
  <h1><span>Squeeze</span> trainer</h1>
  <button id="sign-out" class="btn secondary" type="button">Sign out</button>
</div>
</header>
<main class="wrap">
<p id="status" role="status" aria-live="polite"></p>
${alertBox(error)}
<noscript><p class="notice">This board needs JavaScript. Turn it on and reload the page.</p></noscript>

<section class="panel" aria-labelledby="cohorts-heading">
  <h2 id="cohorts-heading">Cohorts</h2>
  <div class="table-wrap">
  <table id="cohorts">
    <caption class="visually-hidden">Your cohorts</caption>
    <thead><tr>
      <th scope="col">Name</th><th scope="col"><span class="visually-hidden">Board</span></th><th scope="col" class="num">Students</th>
      <th scope="col">Ends</th><th scope="col">Join link</th>
    </tr></thead>
    <tbody id="cohorts-body"><tr><td colspan="5" class="empty">Loading cohorts…</td></tr></tbody>
  </table>
  </div>
  <div id="created" hidden></div>
</section>

<section class="panel" aria-labelledby="new-cohort-heading">
  <h2 id="new-cohort-heading">New cohort</h2>
  <form id="new-cohort" method="post">
    <div class="fields">
      <div class="wide">
        <label for="new-name">Name</label>
        <input id="new-name" name="name" type="text" required maxlength="80" autocomplete="off" placeholder="Web security, spring class">
      </div>
      <div class="wide">
        <label for="new-passcode">Passcode (optional)</label>
        <input id="new-passcode" name="passcode" type="text" maxlength="100" autocomplete="off" spellcheck="false" aria-describedby="new-passcode-hint">
        <p class="hint" id="new-passcode-hint">Students need it to join. Leave empty to let anyone with the link in.</p>
      </div>
      <div class="wide">
        <label for="new-ends">End time (optional, your local time)</label>
        <input id="new-ends" name="endsAt" type="datetime-local">
      </div>
      <div>
        <label for="new-preset">Preset</label>
        <select id="new-preset" name="preset">
          <option value="default" selected>Default</option>
          <option value="ctf">CTF</option>
          <option value="tutorial">Tutorial</option>
        </select>
      </div>
      <div>
        <label for="new-max">Student cap</label>
        <input id="new-max" name="maxStudents" type="number" min="1" step="1" value="100" inputmode="numeric">
      </div>
      <div>
        <label for="new-idle">Idle minutes</label>
        <input id="new-idle" name="idleMinutes" type="number" min="0.05" step="any" value="120" inputmode="numeric" aria-describedby="new-idle-hint">
      </div>
      <p class="hint wide" id="new-idle-hint">A shop left alone this long is cleaned up; its student keeps their score and can come back.</p>
    </div>
    <button class="btn" type="submit">Create cohort</button>
  </form>
</section>

<p id="board-empty" class="hint">Open the board of a cohort above, or create a new one.</p>

<section id="board" aria-labelledby="board-title" hidden>
  <div class="panel">
    <h2 id="board-title" tabindex="-1">Board</h2>
    <p id="board-join" class="hint"></p>
  </div>

  <div class="grid">
    <section class="panel" aria-labelledby="clock-heading">
      <h3 id="clock-heading">Event clock</h3>
      <p id="clock" role="timer" aria-atomic="true">Loading…</p>
      <p id="clock-detail" class="hint"></p>
      <form id="ends-form" class="end-form">
        <div>
          <label for="ends-at">End time (your local time)</label>
          <input id="ends-at" name="endsAt" type="datetime-local">
        </div>
        <button class="btn small" type="submit">Save end time</button>
        <button id="ends-clear" class="btn small secondary" type="button">Clear end time</button>
      </form>
    </section>

    <section class="panel" aria-labelledby="broadcast-heading">
      <h3 id="broadcast-heading">Broadcast</h3>
      <form id="broadcast">
        <label for="broadcast-message">Message to every student</label>
        <textarea id="broadcast-message" name="message" maxlength="500" required aria-describedby="broadcast-count"></textarea>
        <div class="row spread" style="margin-top:.5rem">
          <span id="broadcast-count" class="hint">0 of 500 characters</span>
          <button class="btn" type="submit">Send</button>
        </div>
        <p id="broadcast-result" class="hint" role="status" aria-live="polite"></p>
      </form>
    </section>

    <section class="panel" aria-labelledby="live-heading">
      <h3 id="live-heading">Live</h3>
      <p id="live-state" class="hint">Connecting…</p>
      <ol id="ticker" aria-live="polite" aria-label="Latest solves"></ol>
    </section>
  </div>

  <section class="panel" aria-labelledby="students-heading">
    <div class="row spread">
      <h3 id="students-heading">Students <span id="students-count" class="hint"></span></h3>
      <button id="reset-all" class="btn small danger" type="button">Reset all shops</button>
    </div>
    <div class="table-wrap">
    <table id="students">
      <caption class="visually-hidden">Students; the column headers sort the table</caption>
      <thead><tr>
        ${sortHeader("rank", "Rank", { numeric: true, sort: "ascending" })}
        ${sortHeader("name", "Name")}
        ${sortHeader("score", "Score", { numeric: true })}
        ${sortHeader("solved", "Solved", { numeric: true })}
        ${sortHeader("last", "Last solve")}
        ${sortHeader("status", "Status")}
        <th scope="col"><span class="visually-hidden">Actions</span></th>
      </tr></thead>
      <tbody id="students-body"></tbody>
    </table>
    </div>
  </section>

  <section class="panel" aria-labelledby="chart-heading">
    <h3 id="chart-heading">Solves over time</h3>
    <figure id="chart">
      <div id="chart-canvas" class="chart-canvas"></div>
      <ul id="chart-legend" class="legend" aria-label="Legend"></ul>
      <figcaption id="chart-note" class="hint"></figcaption>
    </figure>
    <details id="chart-details" hidden>
      <summary>The solves as a table</summary>
      <div class="table-wrap" role="region" aria-label="Solves, newest first" tabindex="0">
      <table id="timeline">
        <caption id="timeline-caption" class="hint"></caption>
        <thead><tr><th scope="col">Time</th><th scope="col">Student</th><th scope="col">Challenge</th><th scope="col" class="num">Points</th><th scope="col" class="num">Score after</th></tr></thead>
        <tbody id="timeline-body"></tbody>
      </table>
      </div>
    </details>
  </section>

  <section class="panel" aria-labelledby="challenges-heading">
    <h3 id="challenges-heading">Challenges</h3>
    <div class="table-wrap">
    <table id="challenges">
      <caption class="visually-hidden">Challenges; the column headers sort the table</caption>
      <thead><tr>
        ${sortHeader("name", "Challenge")}
        ${sortHeader("category", "Category")}
        ${sortHeader("difficulty", "Difficulty")}
        ${sortHeader("solvers", "Solvers", { numeric: true, sort: "descending" })}
        ${sortHeader("first", "First solve")}
      </tr></thead>
      <tbody id="challenges-body"></tbody>
    </table>
    </div>
  </section>

  <section class="panel" aria-labelledby="deploy-seat-heading">
    <h3 id="deploy-seat-heading">A student with a deployment of their own</h3>
    <p class="hint">For a student whose shop runs on their own account or laptop: their solves show on this board once their shop has these two settings.</p>
    <form id="deploy-seat">
      <label for="deploy-seat-name">Student's name</label>
      <input id="deploy-seat-name" name="name" type="text" required maxlength="40" autocomplete="off" spellcheck="false">
      <button class="btn" type="submit">Make settings</button>
    </form>
    <dl id="deploy-seat-result" hidden>
      <dt>COHORT_URL</dt>
      <dd><code id="deploy-seat-url"></code></dd>
      <dt>COHORT_JOIN_TOKEN</dt>
      <dd><code id="deploy-seat-token" class="token"></code></dd>
    </dl>
  </section>

  <section class="panel" aria-labelledby="ctf-export-heading">
    <h3 id="ctf-export-heading">CTF export</h3>
    <p class="hint">The challenges as a file for a CTF platform, with the points this board gives, the flags and the hints.</p>
    <form id="ctf-export">
      <div class="fields">
        <div>
          <label for="ctf-format">Format</label>
          <select id="ctf-format" name="format">
            <option value="ctfd" selected>CTFd (CSV)</option>
            <option value="rootthebox">RootTheBox (XML)</option>
            <option value="fbctf">FBCTF (JSON)</option>
          </select>
        </div>
        <div>
          <label for="ctf-hints">Hints</label>
          <select id="ctf-hints" name="hints">
            <option value="none" selected>None</option>
            <option value="free">Free</option>
            <option value="paid">Paid</option>
          </select>
        </div>
        <div>
          <label for="ctf-hint-cost">Hint cost (% of the points)</label>
          <input id="ctf-hint-cost" name="hintCost" type="number" min="0" max="100" step="any" value="10" inputmode="decimal" aria-describedby="ctf-hint-cost-hint">
          <p class="hint" id="ctf-hint-cost-hint">Used with paid hints: what each hint costs.</p>
        </div>
        <div>
          <label for="ctf-flags">Flags</label>
          <select id="ctf-flags" name="flags" aria-describedby="ctf-flags-hint">
            <option value="instance" selected>This deployment's key</option>
            <option value="static">Another key</option>
          </select>
          <p class="hint" id="ctf-flags-hint">Every shop of this deployment shows the flags of its CTF_KEY.</p>
        </div>
        <div class="wide" id="ctf-key-field" hidden>
          <label for="ctf-key">Key of the flags</label>
          <input id="ctf-key" name="key" type="password" maxlength="500" autocomplete="off" spellcheck="false" aria-describedby="ctf-key-hint">
          <p class="hint" id="ctf-key-hint">The CTF_KEY of the shops the flags are for, such as students' own deployments.</p>
        </div>
      </div>
      <button class="btn" type="submit">Download file</button>
      <p id="ctf-export-result" class="hint" role="status" aria-live="polite"></p>
    </form>
  </section>
</section>
</main>`,
    script: TRAINER_SCRIPT,
  });
}

/*
 * The trainer board's browser code: plain ES2020, no modules, no dependencies. It is a raw string
 * (no backticks and no dollar-brace inside), and must never contain a closing script tag.
 * Data from the server reaches the DOM only through textContent, setAttribute and dataset.
 */
const TRAINER_SCRIPT = String.raw`
(() => {
  "use strict";

  const root = document.documentElement;
  const byId = (id) => document.getElementById(id);
  const els = {
    status: byId("status"),
    signOut: byId("sign-out"),
    cohortsBody: byId("cohorts-body"),
    newCohort: byId("new-cohort"),
    created: byId("created"),
    boardEmpty: byId("board-empty"),
    board: byId("board"),
    boardTitle: byId("board-title"),
    boardJoin: byId("board-join"),
    clock: byId("clock"),
    clockDetail: byId("clock-detail"),
    endsForm: byId("ends-form"),
    endsAt: byId("ends-at"),
    endsClear: byId("ends-clear"),
    liveState: byId("live-state"),
    ticker: byId("ticker"),
    students: byId("students"),
    studentsBody: byId("students-body"),
    studentsCount: byId("students-count"),
    resetAll: byId("reset-all"),
    broadcast: byId("broadcast"),
    message: byId("broadcast-message"),
    messageCount: byId("broadcast-count"),
    broadcastResult: byId("broadcast-result"),
    chartCanvas: byId("chart-canvas"),
    chartNote: byId("chart-note"),
    chartLegend: byId("chart-legend"),
    chartDetails: byId("chart-details"),
    timelineCaption: byId("timeline-caption"),
    timelineBody: byId("timeline-body"),
    challenges: byId("challenges"),
    challengesBody: byId("challenges-body"),
  };

  const state = {
    cohorts: [],
    selected: null,
    board: null,
    version: 0,
    // The end-time input is filled once per cohort, so a board refresh never overwrites typing.
    endsFilledFor: null,
    // Whether the clock last showed the event as over: the moment it flips, the board is fetched again.
    ended: null,
    studentSort: { key: "rank", dir: "ascending" },
    challengeSort: { key: "solvers", dir: "descending" },
  };

  // ---- server ----

  async function api(method, path, body) {
    let response;
    try {
      response = await fetch(path, {
        method,
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", "X-Squeeze-Trainer": "1" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new Error("The server cannot be reached. Check the connection and try again.");
    }
    let data = null;
    try {
      data = await response.json();
    } catch {
      data = null; // 204 and the like
    }
    if (!response.ok) {
      const message = data && typeof data.error === "string" ? data.error : "Request failed (status " + response.status + ").";
      throw new Error(response.status === 401 ? message + " Reload the page to sign in again." : message);
    }
    return data;
  }

  const cohortPath = (code, suffix) => "/trainer/api/cohorts/" + encodeURIComponent(code) + (suffix || "");

  let statusTimer = 0;
  function say(message, kind) {
    clearTimeout(statusTimer);
    els.status.textContent = message;
    els.status.dataset.kind = kind || "info";
    // Errors stay until the next action; confirmations have been announced and can go.
    if (kind !== "error") statusTimer = setTimeout(() => { els.status.textContent = ""; }, 10000);
  }
  const fail = (error) => say(error instanceof Error ? error.message : String(error), "error");

  // ---- small helpers ----

  function el(tag, options, ...children) {
    const node = document.createElement(tag);
    const o = options || {};
    if (o.text !== undefined && o.text !== null) node.textContent = String(o.text);
    if (o.className) node.className = o.className;
    if (o.attrs) {
      for (const [name, value] of Object.entries(o.attrs)) {
        if (value === null || value === undefined || value === false) continue;
        node.setAttribute(name, value === true ? "" : String(value));
      }
    }
    if (o.dataset) Object.assign(node.dataset, o.dataset);
    for (const child of children) if (child !== null && child !== undefined) node.append(child);
    return node;
  }

  const SVG_NS = "http://www.w3.org/2000/svg";
  function svg(tag, attrs, ...children) {
    const node = document.createElementNS(SVG_NS, tag);
    for (const [name, value] of Object.entries(attrs || {})) {
      if (value !== null && value !== undefined) node.setAttribute(name, String(value));
    }
    for (const child of children) if (child) node.append(child);
    return node;
  }

  /** Re-renders a part of the page without losing the keyboard focus inside it. */
  function keepingFocus(container, render) {
    const active = document.activeElement;
    const key = active && container.contains(active) ? active.getAttribute("data-focus-key") : null;
    render();
    if (key) {
      const again = container.querySelector('[data-focus-key="' + CSS.escape(key) + '"]');
      if (again) again.focus();
    }
  }

  /** Only http(s) links are put into href, whatever the server says. */
  function safeUrl(url) {
    try {
      const parsed = new URL(String(url), location.href);
      return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
    } catch {
      return null;
    }
  }

  const pad = (n) => String(n).padStart(2, "0");
  const timeOf = (iso) => (iso ? new Date(iso).getTime() : NaN);
  const plural = (n, one, many) => n + " " + (n === 1 ? one : many);

  function formatDateTime(iso) {
    const date = new Date(iso);
    return isNaN(date.getTime()) ? "unknown time" : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  }

  function relative(iso) {
    const seconds = Math.round((Date.now() - timeOf(iso)) / 1000);
    if (!isFinite(seconds)) return "unknown";
    if (seconds < 45) return "just now";
    const minutes = Math.round(seconds / 60);
    if (minutes < 60) return minutes + " min ago";
    const hours = Math.round(minutes / 60);
    if (hours < 24) return hours + " h ago";
    return formatDateTime(iso);
  }

  function timeElement(iso, text, isRelative) {
    const node = el("time", { attrs: { datetime: iso, title: formatDateTime(iso) }, text });
    if (isRelative) node.dataset.relative = "";
    return node;
  }

  function refreshRelativeTimes() {
    for (const node of document.querySelectorAll("time[data-relative]")) node.textContent = relative(node.getAttribute("datetime"));
  }

  function formatDuration(ms) {
    let s = Math.max(0, Math.ceil(ms / 1000));
    const days = Math.floor(s / 86400);
    s -= days * 86400;
    const h = Math.floor(s / 3600);
    s -= h * 3600;
    const m = Math.floor(s / 60);
    s -= m * 60;
    if (days) return days + " d " + h + " h " + pad(m) + " min " + pad(s) + " s";
    if (h) return h + " h " + pad(m) + " min " + pad(s) + " s";
    if (m) return m + " min " + pad(s) + " s";
    return s + " s";
  }

  /** An ISO instant as the value of a datetime-local input (local wall time, minutes). */
  function toLocalInput(iso) {
    const d = new Date(iso || "");
    if (!iso || isNaN(d.getTime())) return "";
    return d.getFullYear() + "-" + pad(d.getMonth() + 1) + "-" + pad(d.getDate()) + "T" + pad(d.getHours()) + ":" + pad(d.getMinutes());
  }

  /** A datetime-local value, read as local wall time (parsed by hand: Date parsing of it varied). */
  function fromLocalInput(value) {
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value || "");
    if (!m) return null;
    const d = new Date(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] || 0));
    return isNaN(d.getTime()) ? null : d.toISOString();
  }

  const presetLabel = (preset) => ({ default: "Default", ctf: "CTF", tutorial: "Tutorial" })[preset] || String(preset || "");

  async function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      try {
        await navigator.clipboard.writeText(text);
        return true;
      } catch {
        // Denied, or the document is not focused: try the old way.
      }
    }
    const previous = document.activeElement;
    const area = el("textarea", { attrs: { readonly: true, "aria-hidden": "true", tabindex: "-1" } });
    area.style.cssText = "position:fixed;top:0;left:-9999px;opacity:0";
    area.value = text;
    document.body.append(area);
    area.select();
    let copied = false;
    try {
      copied = document.execCommand("copy");
    } catch {
      copied = false;
    }
    area.remove();
    if (previous && previous.focus) previous.focus();
    return copied;
  }

  async function copyLink(url, button) {
    if (await copyText(url)) {
      say("Link copied: " + url, "ok");
      if (button) {
        button.textContent = "Copied";
        setTimeout(() => { button.textContent = "Copy link"; }, 2000);
      }
    } else {
      window.prompt("Copy this join link:", url);
    }
  }

  function copyButton(url, label, focusKey) {
    return el("button", {
      className: "btn small secondary",
      // The visible words lead the name, so speech input ("click Copy link") finds the button.
      attrs: { type: "button", "aria-label": "Copy link: " + label.replace(/^Copy /, ""), "data-focus-key": focusKey },
      dataset: { action: "copy", url },
      text: "Copy link",
    });
  }

  function linkTo(url) {
    const safe = safeUrl(url);
    return safe ? el("a", { attrs: { href: safe }, text: safe }) : el("span", { text: String(url) });
  }

  // Copy buttons anywhere on the page share one handler.
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button[data-action=copy]") : null;
    if (!button) return;
    const url = safeUrl(button.dataset.url) || button.dataset.url || "";
    copyLink(url, button);
  });

  // ---- cohorts ----

  const findCohort = (code) => state.cohorts.find((c) => c.code === code) || null;

  async function loadCohorts() {
    try {
      const data = await api("GET", "/trainer/api/cohorts");
      state.cohorts = Array.isArray(data && data.cohorts) ? data.cohorts : [];
      keepingFocus(els.cohortsBody, renderCohorts);
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  }

  function renderCohorts() {
    const now = Date.now();
    const rows = state.cohorts.map((c) => {
      const end = timeOf(c.endsAt);
      const ends = isFinite(end) ? (end <= now ? "Ended " : "") + formatDateTime(c.endsAt) : "No end time";
      const tr = el("tr", { attrs: { "aria-current": c.code === state.selected ? "true" : null }, dataset: { cohort: c.code } },
        el("th", { attrs: { scope: "row" } },
          el("span", { text: c.name }),
          el("small", { className: "key" }, "Code ", el("code", { text: c.code }), ", " + presetLabel(c.preset) + (c.hasPasscode ? ", passcode" : ", no passcode"))),
        // The main action sits next to the name, in view even where the table scrolls.
        el("td", {}, el("button", {
          className: "btn small",
          attrs: { type: "button", "aria-label": "Open board for " + c.name, "data-focus-key": "open:" + c.code },
          dataset: { action: "open", code: c.code },
          text: "Open board",
        })),
        el("td", { className: "num", text: c.students + " / " + c.maxStudents }),
        el("td", { text: ends }),
        el("td", { className: "link-cell" }, linkTo(c.joinUrl), copyButton(c.joinUrl, "Copy link for " + c.name, "copy:" + c.code)),
      );
      return tr;
    });
    if (!rows.length) rows.push(el("tr", {}, el("td", { attrs: { colspan: "5" }, className: "empty", text: "No cohorts yet. Create the first one with the form." })));
    els.cohortsBody.replaceChildren(...rows);
  }

  els.cohortsBody.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button[data-action=open]") : null;
    if (button) selectCohort(button.dataset.code, true);
  });

  function showCreated(name, joinUrl) {
    const url = safeUrl(joinUrl) || String(joinUrl);
    els.created.replaceChildren(
      el("p", { text: "The cohort \u201c" + name + "\u201d is ready. Share this join link with your students:" }),
      el("p", { className: "big-link" }, linkTo(joinUrl)),
      copyButton(url, "Copy the new join link", "copy:created"),
    );
    els.created.hidden = false;
  }

  els.newCohort.addEventListener("submit", async (event) => {
    event.preventDefault();
    const form = els.newCohort;
    const data = new FormData(form);
    const name = String(data.get("name") || "").trim();
    if (!name) {
      say("Give the cohort a name.", "error");
      byId("new-name").focus();
      return;
    }
    const body = { name, preset: String(data.get("preset") || "default") };
    const passcode = String(data.get("passcode") || "");
    if (passcode) body.passcode = passcode;
    const endsRaw = String(data.get("endsAt") || "");
    if (endsRaw) {
      const iso = fromLocalInput(endsRaw);
      if (!iso) {
        say("The end time is not a valid date and time.", "error");
        byId("new-ends").focus();
        return;
      }
      body.endsAt = iso;
    }
    for (const field of ["maxStudents", "idleMinutes"]) {
      const raw = String(data.get(field) || "").trim();
      if (!raw) continue;
      const value = Number(raw);
      // The server checks again; this only says it sooner. Idle minutes may be a fraction (a demo).
      const bad = field === "maxStudents" ? !Number.isInteger(value) || value < 1 : !Number.isFinite(value) || value < 0.05;
      if (bad) {
        say(field === "maxStudents" ? "The student cap must be a whole number of at least 1." : "The idle minutes must be at least 0.05.", "error");
        return;
      }
      body[field] = value;
    }
    const submit = form.querySelector("button[type=submit]");
    submit.disabled = true;
    try {
      const created = await api("POST", "/trainer/api/cohorts", body);
      form.reset();
      showCreated(name, created.joinUrl);
      say("Created the cohort " + name + ". Join link: " + created.joinUrl, "ok");
      await loadCohorts();
      selectCohort(created.code, false);
    } catch (error) {
      fail(error);
    } finally {
      submit.disabled = false;
    }
  });

  // ---- selecting a cohort ----

  function selectCohort(code, moveFocus) {
    if (!code) return;
    if (state.selected !== code) {
      state.selected = code;
      state.board = null;
      state.endsFilledFor = null;
      state.ended = null;
      clearBoard();
      live.retry = 0;
      connect();
    }
    const url = new URL(location.href);
    url.searchParams.set("cohort", code);
    history.replaceState(history.state, "", url.href);
    const cohort = findCohort(code);
    els.boardTitle.textContent = "Board: " + (cohort ? cohort.name : code);
    els.boardEmpty.hidden = true;
    els.board.hidden = false;
    keepingFocus(els.cohortsBody, renderCohorts);
    if (moveFocus) els.boardTitle.focus();
    loadBoard();
  }

  function clearBoard() {
    els.boardJoin.replaceChildren();
    els.clock.textContent = "Loading…";
    delete els.clock.dataset.state;
    els.clockDetail.textContent = "";
    els.endsAt.value = "";
    els.ticker.replaceChildren();
    els.studentsBody.replaceChildren();
    els.studentsCount.textContent = "";
    els.challengesBody.replaceChildren();
    els.chartCanvas.replaceChildren();
    els.chartLegend.replaceChildren();
    els.chartNote.textContent = "";
    els.chartDetails.hidden = true;
    els.broadcastResult.textContent = "";
  }

  // ---- the board ----

  // One fetch at a time; a change announced during a fetch asks for one more afterwards.
  let boardTimer = 0;
  let boardLoading = false;
  let boardAgain = false;

  function scheduleBoard() {
    clearTimeout(boardTimer);
    boardTimer = setTimeout(loadBoard, 150);
  }

  async function loadBoard() {
    const code = state.selected;
    if (!code) return;
    if (boardLoading) {
      boardAgain = true;
      return;
    }
    boardLoading = true;
    try {
      const board = await api("GET", cohortPath(code, "/board"));
      if (code === state.selected && board && board.cohort) {
        state.board = board;
        renderBoard();
      }
    } catch (error) {
      if (code === state.selected) fail(error);
    } finally {
      boardLoading = false;
      if (boardAgain) {
        boardAgain = false;
        loadBoard();
      }
    }
  }

  function renderBoard() {
    const board = state.board;
    const cohort = board.cohort;
    board.students = Array.isArray(board.students) ? board.students : [];
    board.challenges = Array.isArray(board.challenges) ? board.challenges : [];
    board.timeline = Array.isArray(board.timeline) ? board.timeline : [];
    rankStudents(board.students);

    keepingFocus(els.board, () => {
      els.boardTitle.textContent = "Board: " + cohort.name;
      els.boardJoin.replaceChildren("Join link: ", linkTo(cohort.joinUrl), " ", copyButton(cohort.joinUrl, "Copy the join link of " + cohort.name, "copy:board"));
      renderStudents();
      renderChallenges();
    });
    if (state.endsFilledFor !== cohort.code) {
      els.endsAt.value = toLocalInput(cohort.endsAt);
      state.endsFilledFor = cohort.code;
    }
    renderChart();
    updateClock();

    // The cohort list shows a student count: keep it in step without another request.
    const listed = findCohort(cohort.code);
    if (listed && (listed.students !== board.students.length || listed.endsAt !== cohort.endsAt)) {
      listed.students = board.students.length;
      listed.endsAt = cohort.endsAt;
      keepingFocus(els.cohortsBody, renderCohorts);
    }

    state.version += 1;
    root.setAttribute("data-board-version", String(state.version));
  }

  const lastSolveTime = (s) => {
    const t = timeOf(s.lastSolveAt);
    return isFinite(t) ? t : Infinity;
  };

  /** Rank by score; a tie goes to whoever reached that score first. */
  function rankStudents(students) {
    const ordered = students.slice().sort((a, b) => b.score - a.score || lastSolveTime(a) - lastSolveTime(b) || String(a.name).localeCompare(String(b.name)));
    ordered.forEach((s, i) => { s.rank = i + 1; });
  }

  function compareValues(a, b) {
    if (typeof a === "string" && typeof b === "string") return a.localeCompare(b);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  function sortRows(rows, columns, sort, tieBreak) {
    const column = columns[sort.key];
    const sign = sort.dir === "ascending" ? 1 : -1;
    return rows.slice().sort((a, b) => sign * compareValues(column.value(a), column.value(b)) || tieBreak(a, b));
  }

  // first: the direction a column sorts in when its header is first chosen.
  const studentColumns = {
    rank: { first: "ascending", value: (s) => s.rank },
    name: { first: "ascending", value: (s) => String(s.name).toLocaleLowerCase() },
    score: { first: "descending", value: (s) => s.score },
    solved: { first: "descending", value: (s) => (Array.isArray(s.solved) ? s.solved.length : 0) },
    last: { first: "descending", value: (s) => { const t = timeOf(s.lastSolveAt); return isFinite(t) ? t : -Infinity; } },
    status: { first: "descending", value: (s) => (s.active ? 1 : 0) },
  };

  const challengeColumns = {
    name: { first: "ascending", value: (c) => String(c.name).toLocaleLowerCase() },
    category: { first: "ascending", value: (c) => String(c.category).toLocaleLowerCase() },
    difficulty: { first: "ascending", value: (c) => c.difficulty },
    solvers: { first: "descending", value: (c) => c.solvers },
    first: { first: "ascending", value: (c) => { const t = c.firstSolve ? timeOf(c.firstSolve.at) : NaN; return isFinite(t) ? t : Infinity; } },
  };

  function showSort(table, sort) {
    for (const th of table.querySelectorAll("thead th[data-sort]")) {
      const active = th.dataset.sort === sort.key;
      if (active) th.setAttribute("aria-sort", sort.dir);
      else th.removeAttribute("aria-sort");
      const arrow = th.querySelector(".arrow");
      if (arrow) arrow.textContent = active ? (sort.dir === "ascending" ? "\u25b2" : "\u25bc") : "";
    }
  }

  /** Header buttons are real buttons, so Enter and Space work without key handlers. */
  function setUpSorting(table, columns, sort, render) {
    table.tHead.addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest("button[data-sort-key]") : null;
      if (!button || !columns[button.dataset.sortKey]) return;
      const key = button.dataset.sortKey;
      if (sort.key === key) sort.dir = sort.dir === "ascending" ? "descending" : "ascending";
      else {
        sort.key = key;
        sort.dir = columns[key].first;
      }
      showSort(table, sort);
      if (state.board) keepingFocus(table, render);
    });
    showSort(table, sort);
  }

  function renderStudents() {
    const students = state.board.students;
    const rows = sortRows(students, studentColumns, state.studentSort, (a, b) => a.rank - b.rank);
    const fragment = document.createDocumentFragment();
    for (const s of rows) {
      const tr = el("tr", {},
        el("td", { className: "num", text: s.rank }),
        el("th", { attrs: { scope: "row" }, text: s.name }),
        el("td", { className: "num", text: s.score }),
        el("td", { className: "num", text: Array.isArray(s.solved) ? s.solved.length : 0 }),
        el("td", {}, s.lastSolveAt ? timeElement(s.lastSolveAt, relative(s.lastSolveAt), true) : "\u2014"),
        el("td", {}, el("span", { className: s.active ? "badge on" : "badge off", text: s.active ? "Active" : "Cleaned up" })),
        el("td", {}, el("button", {
          className: "btn small danger",
          attrs: { type: "button", "aria-label": "Reset " + s.name + "\u2019s shop", "data-focus-key": "reset:" + s.name },
          dataset: { reset: s.name },
          text: "Reset",
        })),
      );
      tr.dataset.student = s.name;
      fragment.append(tr);
    }
    if (!rows.length) {
      fragment.append(el("tr", {}, el("td", { attrs: { colspan: "7" }, className: "empty", text: "Nobody has joined yet. Share the join link." })));
    }
    els.studentsBody.replaceChildren(fragment);
    const active = students.filter((s) => s.active).length;
    els.studentsCount.textContent = "(" + plural(students.length, "student", "students") + ", " + active + " active)";
    els.resetAll.disabled = !students.length;
  }

  function renderChallenges() {
    const rows = sortRows(state.board.challenges, challengeColumns, state.challengeSort,
      (a, b) => b.solvers - a.solvers || a.difficulty - b.difficulty || String(a.name).localeCompare(String(b.name)));
    const fragment = document.createDocumentFragment();
    for (const c of rows) {
      const level = Math.max(0, Math.min(6, Math.round(Number(c.difficulty) || 0)));
      const first = c.firstSolve
        ? [String(c.firstSolve.name) + ", ", timeElement(c.firstSolve.at, formatDateTime(c.firstSolve.at), false)]
        : ["\u2014"];
      fragment.append(el("tr", {},
        el("th", { attrs: { scope: "row", title: c.key } }, el("span", { text: c.name }), el("small", { className: "key", text: c.key })),
        el("td", { text: c.category }),
        el("td", {},
          el("span", { className: "stars", attrs: { "aria-hidden": "true" }, text: "\u2605".repeat(level) }),
          el("span", { className: "visually-hidden", text: "difficulty " + level + " of 6" })),
        el("td", { className: "num", text: c.solvers }),
        el("td", { className: "wrap-cell" }, ...first),
      ));
    }
    if (!rows.length) fragment.append(el("tr", {}, el("td", { attrs: { colspan: "5" }, className: "empty", text: "No challenges in this cohort." })));
    els.challengesBody.replaceChildren(fragment);
  }

  // ---- reset and broadcast ----

  els.studentsBody.addEventListener("click", async (event) => {
    const button = event.target instanceof Element ? event.target.closest("button[data-reset]") : null;
    if (!button || !state.selected) return;
    const name = button.dataset.reset;
    if (!window.confirm("Reset the shop of " + name + "? Everything they changed in their shop is undone.")) return;
    button.disabled = true;
    try {
      const result = await api("POST", cohortPath(state.selected, "/reset"), { student: name });
      const names = result && Array.isArray(result.reset) ? result.reset : [];
      say(names.length ? "Reset the shop of " + names.join(", ") + "." : "There was no open shop of " + name + " to reset.", "ok");
      scheduleBoard();
    } catch (error) {
      fail(error);
    } finally {
      button.disabled = false;
    }
  });

  els.resetAll.addEventListener("click", async () => {
    if (!state.selected) return;
    const cohort = findCohort(state.selected);
    if (!window.confirm("Reset every student\u2019s shop in " + (cohort ? cohort.name : state.selected) + "? Everything they changed in their shops is undone.")) return;
    els.resetAll.disabled = true;
    try {
      const result = await api("POST", cohortPath(state.selected, "/reset"), {});
      const names = result && Array.isArray(result.reset) ? result.reset : [];
      say("Reset " + plural(names.length, "shop", "shops") + ".", "ok");
      scheduleBoard();
    } catch (error) {
      fail(error);
    } finally {
      els.resetAll.disabled = !(state.board && state.board.students.length);
    }
  });

  // ---- a student with a deployment of their own ----

  const deploySeat = {
    form: byId("deploy-seat"),
    name: byId("deploy-seat-name"),
    result: byId("deploy-seat-result"),
    url: byId("deploy-seat-url"),
    token: byId("deploy-seat-token"),
  };

  deploySeat.form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!state.selected) return;
    const name = deploySeat.name.value.trim();
    if (!name) return;
    const submit = deploySeat.form.querySelector("button[type=submit]");
    submit.disabled = true;
    try {
      const made = await api("POST", cohortPath(state.selected, "/deploy-tokens"), { name });
      deploySeat.url.textContent = made.cohortUrl;
      deploySeat.token.textContent = made.token;
      deploySeat.result.hidden = false;
      deploySeat.name.value = "";
      say("Give " + made.name + " both settings: their solves then show on this board.", "ok");
    } catch (error) {
      fail(error);
    } finally {
      submit.disabled = false;
    }
  });

  // ---- CTF export ----

  const ctf = {
    form: byId("ctf-export"),
    format: byId("ctf-format"),
    hints: byId("ctf-hints"),
    cost: byId("ctf-hint-cost"),
    flags: byId("ctf-flags"),
    keyField: byId("ctf-key-field"),
    key: byId("ctf-key"),
    result: byId("ctf-export-result"),
  };

  function syncCtfForm() {
    ctf.cost.disabled = ctf.hints.value !== "paid";
    ctf.keyField.hidden = ctf.flags.value !== "static";
    ctf.key.required = ctf.flags.value === "static";
  }
  ctf.hints.addEventListener("change", syncCtfForm);
  ctf.flags.addEventListener("change", syncCtfForm);
  syncCtfForm();

  // The trainer API wants its header, which a plain link cannot send: fetch, then save the blob.
  ctf.form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const code = state.selected;
    if (!code) return;
    const params = new URLSearchParams({ format: ctf.format.value, hints: ctf.hints.value, flags: ctf.flags.value });
    if (ctf.hints.value === "paid") params.set("hintCost", ctf.cost.value || "10");
    if (ctf.flags.value === "static") {
      if (!ctf.key.value) {
        say("Enter the key the flags are for.", "error");
        ctf.key.focus();
        return;
      }
      params.set("key", ctf.key.value);
    }
    const submit = ctf.form.querySelector("button[type=submit]");
    submit.disabled = true;
    ctf.result.textContent = "Preparing the file…";
    try {
      let response;
      try {
        response = await fetch(cohortPath(code, "/ctf-export?" + params.toString()), {
          credentials: "same-origin",
          headers: { "X-Squeeze-Trainer": "1" },
        });
      } catch {
        throw new Error("The server cannot be reached. Check the connection and try again.");
      }
      if (!response.ok) {
        const data = await response.json().catch(() => null);
        throw new Error(data && typeof data.error === "string" ? data.error : "The export failed (status " + response.status + ").");
      }
      const blob = await response.blob();
      const named = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") || "");
      const name = named ? named[1] : "ctf-export";
      const url = URL.createObjectURL(blob);
      const link = el("a", { attrs: { href: url, download: name } });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60000);
      let warnings = [];
      try {
        warnings = JSON.parse(response.headers.get("X-Squeeze-Export-Warnings") || "[]");
      } catch {
        warnings = [];
      }
      ctf.result.textContent = "Saved " + name + "." + (Array.isArray(warnings) && warnings.length ? " Note: " + warnings.join(" ") : "");
    } catch (error) {
      ctf.result.textContent = "";
      fail(error);
    } finally {
      submit.disabled = false;
    }
  });

  function updateMessageCount() {
    els.messageCount.textContent = els.message.value.length + " of 500 characters";
  }
  els.message.addEventListener("input", updateMessageCount);

  els.broadcast.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!state.selected) return;
    const message = els.message.value.trim();
    if (!message) {
      say("Write a message first.", "error");
      els.message.focus();
      return;
    }
    const submit = els.broadcast.querySelector("button[type=submit]");
    submit.disabled = true;
    els.broadcastResult.textContent = "";
    try {
      const result = await api("POST", cohortPath(state.selected, "/broadcast"), { message });
      const delivered = Number(result && result.delivered) || 0;
      els.broadcastResult.textContent = "Delivered to " + plural(delivered, "open page", "open pages") + ".";
      els.message.value = "";
      updateMessageCount();
    } catch (error) {
      fail(error);
    } finally {
      submit.disabled = false;
    }
  });

  // ---- event clock ----

  async function patchEnds(endsAt) {
    const code = state.selected;
    if (!code) return;
    try {
      const summary = await api("PATCH", cohortPath(code), { endsAt });
      const index = state.cohorts.findIndex((c) => c.code === code);
      if (summary && summary.code && index >= 0) state.cohorts[index] = summary;
      keepingFocus(els.cohortsBody, renderCohorts);
      const newEnd = summary && "endsAt" in summary ? summary.endsAt : endsAt;
      if (code === state.selected) {
        els.endsAt.value = toLocalInput(newEnd);
        if (state.board) {
          state.board.cohort.endsAt = newEnd;
          updateClock();
        }
      }
      say(newEnd ? "The event now ends " + formatDateTime(newEnd) + "." : "End time cleared: the event runs until you set one.", "ok");
      scheduleBoard();
    } catch (error) {
      fail(error);
    }
  }

  els.endsForm.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!els.endsAt.value) {
      say("Pick an end time first, or use Clear end time.", "error");
      els.endsAt.focus();
      return;
    }
    const iso = fromLocalInput(els.endsAt.value);
    if (!iso) {
      say("The end time is not a valid date and time.", "error");
      return;
    }
    patchEnds(iso);
  });
  els.endsClear.addEventListener("click", () => patchEnds(null));

  function updateClock() {
    const board = state.board;
    if (!board) return;
    const cohort = board.cohort;
    const end = timeOf(cohort.endsAt);
    const over = Boolean(cohort.frozen) || (isFinite(end) && end <= Date.now());
    let text;
    let mode;
    if (over) {
      text = "Ended \u2014 the board is frozen";
      mode = "ended";
    } else if (isFinite(end)) {
      text = "Ends in " + formatDuration(end - Date.now());
      mode = "running";
    } else {
      text = "No end time set";
      mode = "open";
    }
    if (els.clock.textContent !== text) els.clock.textContent = text;
    els.clock.dataset.state = mode;
    const detail = isFinite(end) ? (end <= Date.now() ? "Ended " : "Ends ") + formatDateTime(cohort.endsAt) + "." : "The event runs until you set an end time.";
    if (els.clockDetail.textContent !== detail) els.clockDetail.textContent = detail;
    if (state.ended === false && over) {
      say("The event has ended: the board is frozen.", "info");
      scheduleBoard();
    }
    state.ended = over;
  }

  // ---- chart ----

  // Ten colours that stay apart on the dark panel; the later five are also dashed, for readers
  // who cannot tell some of the colours apart.
  const COLOURS = ["#fb923c", "#38bdf8", "#4ade80", "#f472b6", "#facc15", "#a78bfa", "#2dd4bf", "#f87171", "#a3e635", "#e4e4e7"];
  const DASHES = [null, null, null, null, null, "8 4", "8 4", "2 4", "2 4", "10 3 2 3"];
  const TOP = 10;

  function niceStep(raw) {
    const magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
    const n = raw / magnitude;
    return (n <= 1 ? 1 : n <= 2 ? 2 : n <= 5 ? 5 : 10) * magnitude;
  }

  function tickLabel(t, span) {
    const options = span > 20 * 3600 * 1000
      ? { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }
      : { hour: "2-digit", minute: "2-digit" };
    return new Date(t).toLocaleString(undefined, options);
  }

  function renderChart() {
    const board = state.board;
    const challengeName = new Map(board.challenges.map((c) => [c.key, c.name]));
    const timeline = board.timeline
      .map((e) => ({ name: e.name, key: e.key, points: Number(e.points) || 0, at: e.at, t: timeOf(e.at) }))
      .filter((e) => isFinite(e.t))
      .sort((a, b) => a.t - b.t);

    const eventsOf = new Map();
    for (const e of timeline) {
      if (!eventsOf.has(e.name)) eventsOf.set(e.name, []);
      eventsOf.get(e.name).push(e);
    }
    const scorers = board.students.filter((s) => eventsOf.has(s.name)).sort((a, b) => a.rank - b.rank);
    const shown = scorers.slice(0, TOP);

    els.chartCanvas.replaceChildren();
    els.chartLegend.replaceChildren();
    if (!shown.length) {
      els.chartNote.textContent = "No solves yet. The chart starts with the first counted solve.";
      els.chartDetails.hidden = true;
      return;
    }

    const width = Math.max(280, Math.floor(els.chartCanvas.clientWidth || 640));
    const height = Math.round(Math.min(360, Math.max(200, width * 0.42)));
    const margin = { left: 48, right: 16, top: 14, bottom: 30 };
    const plotW = width - margin.left - margin.right;
    const plotH = height - margin.top - margin.bottom;

    // The time axis runs from just before the first solve to now, or to the end of the event.
    const first = timeline[0].t;
    const last = timeline[timeline.length - 1].t;
    let stop = Math.max(last, Date.now());
    const end = timeOf(board.cohort.endsAt);
    if (isFinite(end)) stop = Math.max(last, Math.min(stop, end));
    stop = Math.max(stop, first + 60000);
    const start = first - Math.max(30000, (stop - first) * 0.04);

    const series = shown.map((s) => {
      let total = 0;
      const steps = eventsOf.get(s.name).map((e) => {
        total += e.points;
        return { t: e.t, total };
      });
      return { student: s, steps, total };
    });
    const maxScore = Math.max(1, ...series.map((s) => Math.max(s.total, Number(s.student.score) || 0)));
    const step = Math.max(1, niceStep(maxScore / 4));
    const yTop = Math.ceil(maxScore / step) * step;

    const x = (t) => margin.left + ((t - start) / (stop - start)) * plotW;
    const y = (v) => margin.top + plotH - (v / yTop) * plotH;
    const r = (n) => Math.round(n * 10) / 10;

    const leader = series[0];
    const others = series.slice(1, 3).map((s) => s.student.name + " " + s.student.score).join(", ");
    const label = "Score over time of " +
      (scorers.length > TOP ? "the top " + TOP + " of " + scorers.length + " students who have scored" : plural(scorers.length, "student", "students") + " who have scored") +
      ", " + tickLabel(first, stop - start) + " to " + tickLabel(stop, stop - start) + ". " +
      leader.student.name + " leads with " + plural(Number(leader.student.score) || 0, "point", "points") +
      (others ? "; then " + others + "." : ".");

    const chart = svg("svg", { width, height, viewBox: "0 0 " + width + " " + height, role: "img", "aria-label": label, focusable: "false" });

    for (let v = 0; v <= yTop + step / 2; v += step) {
      chart.append(svg("line", { class: "gridline", x1: margin.left, x2: width - margin.right, y1: r(y(v)), y2: r(y(v)) }));
      const text = svg("text", { x: margin.left - 6, y: r(y(v) + 4), "text-anchor": "end" });
      text.textContent = String(v);
      chart.append(text);
    }
    const ticks = Math.max(2, Math.min(6, Math.floor(plotW / 120)));
    for (let i = 0; i <= ticks; i++) {
      const t = start + ((stop - start) * i) / ticks;
      const text = svg("text", { x: r(x(t)), y: height - 8, "text-anchor": i === 0 ? "start" : i === ticks ? "end" : "middle" });
      text.textContent = tickLabel(t, stop - start);
      chart.append(text);
    }
    chart.append(svg("line", { class: "axis", x1: margin.left, x2: width - margin.right, y1: r(y(0)), y2: r(y(0)) }));

    // Drawn last-first, so the leader's line is on top where lines overlap.
    for (let i = series.length - 1; i >= 0; i--) {
      const s = series[i];
      let d = "M" + r(x(start)) + " " + r(y(0));
      for (const p of s.steps) d += "H" + r(x(p.t)) + "V" + r(y(p.total));
      d += "H" + r(x(stop));
      chart.append(svg("path", {
        d, fill: "none", stroke: COLOURS[i], "stroke-width": 2.5, "stroke-linejoin": "round", "stroke-dasharray": DASHES[i],
      }));
      const lastStep = s.steps[s.steps.length - 1];
      chart.append(svg("circle", { cx: r(x(lastStep.t)), cy: r(y(lastStep.total)), r: 3.5, fill: COLOURS[i] }));
    }
    els.chartCanvas.append(chart);

    series.forEach((s, i) => {
      const swatch = svg("svg", { width: 28, height: 10, viewBox: "0 0 28 10", "aria-hidden": "true", focusable: "false" },
        svg("line", { x1: 1, x2: 27, y1: 5, y2: 5, stroke: COLOURS[i], "stroke-width": 3, "stroke-dasharray": DASHES[i] }));
      els.chartLegend.append(el("li", {}, swatch, el("span", { text: s.student.name + " \u2014 " + plural(Number(s.student.score) || 0, "point", "points") })));
    });

    els.chartNote.textContent = scorers.length > TOP
      ? "The top " + TOP + " of " + scorers.length + " students who have scored; the other " + (scorers.length - TOP) + " are left out."
      : "Every student who has scored, by counted solves.";

    // The table alternative: the latest solves with each student's running score.
    const running = new Map();
    const rows = timeline.map((e) => {
      const total = (running.get(e.name) || 0) + e.points;
      running.set(e.name, total);
      return { e, total };
    });
    const LIMIT = 200;
    const latest = rows.slice(-LIMIT).reverse();
    els.timelineCaption.textContent = rows.length > LIMIT ? "The latest " + LIMIT + " of " + rows.length + " counted solves." : plural(rows.length, "counted solve", "counted solves") + ".";
    els.timelineBody.replaceChildren(...latest.map(({ e, total }) => el("tr", {},
      el("td", {}, timeElement(e.at, formatDateTime(e.at), false)),
      el("td", { text: e.name }),
      el("td", { text: challengeName.get(e.key) || e.key }),
      el("td", { className: "num", text: e.points }),
      el("td", { className: "num", text: total }),
    )));
    els.chartDetails.hidden = false;
  }

  if ("ResizeObserver" in window) {
    let lastWidth = 0;
    let frame = 0;
    new ResizeObserver((entries) => {
      const width = Math.floor(entries[0].contentRect.width);
      if (width === lastWidth) return;
      lastWidth = width;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => { if (state.board) renderChart(); });
    }).observe(els.chartCanvas);
  }

  // ---- live updates ----

  const live = { socket: null, code: null, retry: 0, timer: 0 };

  function setLive(mode) {
    root.dataset.board = mode;
    els.liveState.dataset.state = mode;
    els.liveState.textContent = mode === "live" ? "Live: the board updates by itself." : mode === "connecting" ? "Connecting\u2026" : "Connection lost, reconnecting\u2026";
  }

  function connect() {
    disconnect();
    const code = state.selected;
    if (!code) return;
    live.code = code;
    setLive("connecting");
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    let socket;
    try {
      socket = new WebSocket(scheme + "//" + location.host + "/parties/cohort/" + encodeURIComponent(code));
    } catch {
      scheduleReconnect();
      return;
    }
    live.socket = socket;
    socket.addEventListener("open", () => {
      if (live.socket !== socket) return;
      live.retry = 0;
      setLive("live");
      // Anything that changed while there was no socket is only known to the server.
      scheduleBoard();
    });
    socket.addEventListener("message", (event) => {
      if (live.socket === socket) onLiveMessage(event.data);
    });
    socket.addEventListener("close", () => {
      if (live.socket !== socket) return;
      live.socket = null;
      setLive("offline");
      scheduleReconnect();
    });
  }

  function disconnect() {
    clearTimeout(live.timer);
    const socket = live.socket;
    live.socket = null;
    if (socket) socket.close(1000, "cohort changed");
  }

  function scheduleReconnect() {
    clearTimeout(live.timer);
    const ceiling = Math.min(30000, 500 * Math.pow(2, live.retry));
    live.retry += 1;
    // Jitter, so many boards that lost the server together do not come back in lockstep.
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    const code = live.code;
    live.timer = setTimeout(() => {
      if (state.selected === code) connect();
    }, delay);
  }

  function onLiveMessage(raw) {
    if (typeof raw !== "string") return;
    let message;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (!message || typeof message !== "object") return;
    if (message.type === "board changed") scheduleBoard();
    else if (message.type === "solve" && message.data) showSolve(message.data);
  }

  function showSolve(solve) {
    const challenge = state.board ? state.board.challenges.find((c) => c.key === solve.key) : null;
    const at = timeOf(solve.at);
    const item = el("li", {}, String(solve.name) + " solved " + (challenge ? challenge.name : String(solve.key)));
    if (isFinite(at)) item.append(" ", el("span", { className: "hint", text: "at " + new Date(at).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" }) }));
    els.ticker.prepend(item);
    while (els.ticker.children.length > 8) els.ticker.lastElementChild.remove();
  }

  // ---- sign out, clock tick, start ----

  els.signOut.addEventListener("click", async () => {
    els.signOut.disabled = true;
    try {
      await api("DELETE", "/trainer/session");
      disconnect();
      location.reload();
    } catch (error) {
      els.signOut.disabled = false;
      fail(error);
    }
  });

  setUpSorting(els.students, studentColumns, state.studentSort, renderStudents);
  setUpSorting(els.challenges, challengeColumns, state.challengeSort, renderChallenges);

  let ticks = 0;
  setInterval(() => {
    ticks += 1;
    updateClock();
    if (ticks % 15 === 0) refreshRelativeTimes();
    // While the event runs, the chart's time axis keeps moving towards now.
    if (ticks % 30 === 0 && state.board && state.ended === false) renderChart();
  }, 1000);

  (async () => {
    const listed = await loadCohorts();
    const wanted = new URLSearchParams(location.search).get("cohort");
    if (!wanted) return;
    // If the list could not be read, try the board anyway: its own error says more.
    if (!listed || findCohort(wanted)) selectCohort(wanted, false);
    else {
      say("There is no cohort with the code " + wanted + ".", "error");
      const url = new URL(location.href);
      url.searchParams.delete("cohort");
      history.replaceState(history.state, "", url.href);
    }
  })();
})();
`;
