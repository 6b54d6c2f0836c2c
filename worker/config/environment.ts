import { z } from "zod";
import { defaultCtfKey } from "../challenges/flags";
import { ConfigError, loadConfig, type AppConfig } from "./index";
import type { PresetName } from "./presets";
import { defaultWorkersAiModel, llmProviders, type LlmSettings, type WorkersAiBinding } from "../lib/llm/settings";
import { modes, stores, type ModeName, type StoreName } from "./stores";

/** Unset and empty mean the same for variables (wrangler's [vars] cannot leave one out). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const variablesSchema = z.object({
  CTF_KEY: optional(z.string().min(12, "must be at least 12 characters long (it keys every flag)")),
  OPERATOR_TOKEN: optional(z.string().min(16, "must be at least 16 characters long (it can reset the instance)")),
  TRAINER_TOKEN: optional(z.string().min(16, "must be at least 16 characters long (it runs every cohort and signs the students' cookies)")),
  SQUEEZE_STORE: optional(z.enum(stores)),
  SQUEEZE_MODE: optional(z.enum(modes)).default("single"),
  SQUEEZE_RUNTIME: optional(z.literal("local")),
  COHORT_URL: optional(z.url({ protocol: /^https?$/, message: "must be the http(s) address of the trainer's cohort deployment" })),
  COHORT_JOIN_TOKEN: optional(z.string().min(16, "must be the token the trainer's cohort page handed out").max(500)),
  // The LLM support chat (worker/lib/llm/settings.ts): empty LLM_PROVIDER picks by what is set.
  LLM_PROVIDER: optional(z.enum(llmProviders)),
  LLM_BASE_URL: optional(
    z.url({ protocol: /^https?$/, message: "must be the http(s) address of an OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1" }),
  ),
  LLM_MODEL: optional(z.string().min(1).max(200)),
  LLM_API_KEY: optional(z.string().min(1).max(1000)),
});

/** Everything the worker reads from its environment, validated once. */
export interface Environment {
  config: AppConfig;
  secrets: {
    /** Keys the flags; the built-in key only where nobody else can reach the instance. */
    ctfKey: string;
    /** Guards operator actions (reset); none means they are off. */
    operatorToken?: string;
    /** Authenticates trainers and keys the students' routing cookies; set whenever mode is cohort. */
    trainerToken?: string;
  };
  /** Where instances keep their data: D1 (the default) or each one's own Durable Object. */
  store: StoreName;
  /** One instance for the deployment, or a cohort deployment with one instance per student (docs/cohorts.md). */
  mode: ModeName;
  /** A student's own deployment reports its solves to the trainer's cohort board (docs/cohorts.md). */
  report?: { cohortUrl: string; token: string };
  /** The model of the LLM support chat, or null: then the chat and its challenges say they need one. */
  llm: LlmSettings | null;
}

type LlmVariables = Pick<z.infer<typeof variablesSchema>, "LLM_PROVIDER" | "LLM_BASE_URL" | "LLM_MODEL" | "LLM_API_KEY">;

/**
 * The LLM chat's model. LLM_PROVIDER chooses (off, openai, workers-ai); left empty, an
 * OpenAI-compatible address wins, then the Workers AI binding where the deployment has one (a
 * local run never has: Miniflare would need the network and an account for it).
 */
function llmOf(vars: LlmVariables, ai: WorkersAiBinding | undefined): LlmSettings | null {
  const { LLM_PROVIDER, LLM_BASE_URL, LLM_MODEL, LLM_API_KEY } = vars;
  const provider = LLM_PROVIDER ?? (LLM_BASE_URL ? "openai" : ai ? "workers-ai" : "off");
  if (provider === "off") return null;
  if (provider === "openai") {
    if (!LLM_BASE_URL || !LLM_MODEL) {
      throw new ConfigError(
        "An OpenAI-compatible model needs LLM_BASE_URL (e.g. http://127.0.0.1:11434/v1 for a local Ollama) and LLM_MODEL (e.g. llama3.2).",
      );
    }
    return { provider, baseUrl: LLM_BASE_URL.replace(/\/+$/, ""), model: LLM_MODEL, apiKey: LLM_API_KEY };
  }
  if (!ai) {
    throw new ConfigError(
      "LLM_PROVIDER=workers-ai needs the Workers AI binding AI ([ai] in wrangler.toml), which only a deployment on Cloudflare has; locally, use LLM_BASE_URL.",
    );
  }
  return { provider, model: LLM_MODEL ?? defaultWorkersAiModel, binding: ai };
}

function parseEnvironment(env: Env): Environment {
  const config = loadConfig(env);
  const parsed = variablesSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid environment variables or secrets:\n${z.prettifyError(parsed.error)}`);
  const { CTF_KEY, OPERATOR_TOKEN, TRAINER_TOKEN, SQUEEZE_STORE, SQUEEZE_MODE, SQUEEZE_RUNTIME, COHORT_URL, COHORT_JOIN_TOKEN } = parsed.data;
  // Bindings are typed as always there; a local run has no AI binding at all.
  const llm = llmOf(parsed.data, (env as { AI?: WorkersAiBinding }).AI);
  // The Deploy button pre-fills .dev.vars.example's placeholders: a deploy that kept one would run
  // with a secret everyone can read in the repository.
  const placeholders = (["CTF_KEY", "OPERATOR_TOKEN", "TRAINER_TOKEN", "COHORT_JOIN_TOKEN"] as const).filter((name) =>
    parsed.data[name]?.startsWith("replace-me"),
  );
  if (placeholders.length > 0) {
    throw new ConfigError(`${placeholders.join(", ")} still hold the example's placeholder: set a long random value of your own.`);
  }
  if (!COHORT_URL !== !COHORT_JOIN_TOKEN) {
    throw new ConfigError("Reporting to a trainer needs both COHORT_URL and COHORT_JOIN_TOKEN (the trainer's cohort page hands out both).");
  }
  if (COHORT_URL && SQUEEZE_MODE === "cohort") {
    throw new ConfigError("COHORT_URL is for a student's own deployment: a cohort deployment has its board built in.");
  }
  if (SQUEEZE_MODE === "cohort") {
    // Every student's shop is an Instance Durable Object: D1 holds exactly one shop.
    if (SQUEEZE_STORE === "d1") {
      throw new ConfigError("Cohort mode keeps every student's shop in its own Durable Object: leave SQUEEZE_STORE unset (or durable-object).");
    }
    if (!TRAINER_TOKEN) {
      throw new ConfigError(
        "Cohort mode needs a trainer token: set the TRAINER_TOKEN secret (npx wrangler secret put TRAINER_TOKEN), at least 16 characters.",
      );
    }
  }
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
    secrets: { ctfKey: CTF_KEY ?? defaultCtfKey, operatorToken: OPERATOR_TOKEN, trainerToken: TRAINER_TOKEN },
    store: SQUEEZE_STORE ?? (SQUEEZE_MODE === "cohort" ? "durable-object" : "d1"),
    mode: SQUEEZE_MODE,
    report: COHORT_URL && COHORT_JOIN_TOKEN ? { cohortUrl: COHORT_URL.replace(/\/+$/, ""), token: COHORT_JOIN_TOKEN } : undefined,
    llm,
  };
}

/** What the validated environment is made of: the configuration's two variables and the schema's. */
const fields = ["SQUEEZE_PRESET", "SQUEEZE_CONFIG", ...Object.keys(variablesSchema.shape)] as (keyof Env)[];
/** One entry per preset in use: a cohort deployment runs its cohorts' presets side by side. */
const cached = new Map<PresetName | undefined, { source: string; environment: Environment }>();

/**
 * The validated environment, parsed once per isolate (and again only if the variables change).
 * `preset` overrides SQUEEZE_PRESET: a cohort's instances run the preset its trainer chose.
 */
export function environmentFor(env: Env, preset?: PresetName): Environment {
  const source = [...fields.map((field) => env[field] ?? ""), (env as { AI?: unknown }).AI ? "ai" : ""].join("\u0000");
  const entry = cached.get(preset);
  if (entry?.source === source) return entry.environment;
  const environment = parseEnvironment(preset ? { ...env, SQUEEZE_PRESET: preset } : env);
  cached.set(preset, { source, environment });
  return environment;
}
