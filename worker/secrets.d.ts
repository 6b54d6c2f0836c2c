// Secrets and local-only variables are not in wrangler.toml, so `wrangler types` cannot see them
// (see .dev.vars.example). worker/config/environment.ts validates them.
declare namespace Cloudflare {
  interface Env {
    /** Key for the challenge flags (HMAC-SHA1); a built-in default is used locally when unset. */
    CTF_KEY?: string;
    /** Bearer token for operator actions such as the instance reset; unset disables them. */
    OPERATOR_TOKEN?: string;
    /** Bearer token of the trainers in cohort mode; also keys the students' seat cookies. */
    TRAINER_TOKEN?: string;
    /** A student's own deployment: the trainer's cohort deployment its solves are reported to. */
    COHORT_URL?: string;
    /** A student's own deployment: the token the trainer's cohort page handed out for this student. */
    COHORT_JOIN_TOKEN?: string;
    /** The key of the OpenAI-compatible model server of the LLM chat (LLM_BASE_URL), if it wants one. */
    LLM_API_KEY?: string;
    /** "local" when a local runner (npm start, npm run dev, the tests) serves the worker. */
    SQUEEZE_RUNTIME?: string;
  }
}
