// Secrets are not in wrangler.toml, so `wrangler types` cannot see them (see .dev.vars.example).
declare namespace Cloudflare {
  interface Env {
    /** Key for the challenge flags (HMAC-SHA1); a built-in default is used when unset. */
    CTF_KEY?: string;
    /** Bearer token for operator actions such as the instance reset; unset disables them. */
    OPERATOR_TOKEN?: string;
  }
}
