import { z } from "zod";
import { defaultCtfKey } from "../challenges/flags";
import { ConfigError, loadConfig, type AppConfig } from "./index";
import { stores, type StoreName } from "./stores";

/** Unset and empty mean the same for variables (wrangler's [vars] cannot leave one out). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const variablesSchema = z.object({
  CTF_KEY: optional(z.string().min(12, "must be at least 12 characters long (it keys every flag)")),
  OPERATOR_TOKEN: optional(z.string().min(16, "must be at least 16 characters long (it can reset the instance)")),
  SQUEEZE_STORE: optional(z.enum(stores)).default("d1"),
  SQUEEZE_RUNTIME: optional(z.literal("local")),
});

/** Everything the worker reads from its environment, validated once. */
export interface Environment {
  config: AppConfig;
  secrets: {
    /** Keys the flags; the built-in key only where nobody else can reach the instance. */
    ctfKey: string;
    /** Guards operator actions (reset); none means they are off. */
    operatorToken?: string;
  };
  /** Where instances keep their data: D1 (the default) or each one's own Durable Object. */
  store: StoreName;
}

function parseEnvironment(env: Env): Environment {
  const config = loadConfig(env);
  const parsed = variablesSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid environment variables or secrets:\n${z.prettifyError(parsed.error)}`);
  const { CTF_KEY, OPERATOR_TOKEN, SQUEEZE_STORE, SQUEEZE_RUNTIME } = parsed.data;
  // With the built-in key anyone who reads the source can compute every flag: fine on one's own
  // machine, not for a CTF that others reach.
  const showsFlags = env.SQUEEZE_PRESET === "ctf" || config.ctf.showFlagsInNotifications;
  if (showsFlags && !CTF_KEY && SQUEEZE_RUNTIME !== "local") {
    throw new ConfigError(
      "A deployed CTF needs its own flag key: set the CTF_KEY secret (npx wrangler secret put CTF_KEY). " +
        "Without it, anyone could compute every flag from the public source.",
    );
  }
  return {
    config,
    secrets: { ctfKey: CTF_KEY ?? defaultCtfKey, operatorToken: OPERATOR_TOKEN },
    store: SQUEEZE_STORE,
  };
}

const fields = ["SQUEEZE_PRESET", "SQUEEZE_CONFIG", "CTF_KEY", "OPERATOR_TOKEN", "SQUEEZE_STORE", "SQUEEZE_RUNTIME"] as const;
let cached: { source: string; environment: Environment } | undefined;

/** The validated environment, parsed once per isolate (and again only if the variables change). */
export function environmentFor(env: Env): Environment {
  const source = fields.map((field) => env[field] ?? "").join("\u0000");
  if (cached?.source !== source) cached = { source, environment: parseEnvironment(env) };
  return cached.environment;
}
