import { describe, expect, it } from "vitest";
import { environmentFor } from "../../worker/config/environment";

/** A worker's environment as wrangler.toml's [vars] give it, plus what a test sets. */
const env = (vars: Record<string, string>) =>
  ({ SQUEEZE_PRESET: "default", SQUEEZE_CONFIG: "", SQUEEZE_STORE: "", SQUEEZE_MODE: "single", ...vars }) as unknown as Env;

describe("the worker's environment", () => {
  it("is a single instance on D1 unless told otherwise", () => {
    expect(environmentFor(env({}))).toMatchObject({ mode: "single", store: "d1" });
  });

  it("in cohort mode keeps every shop in a Durable Object and needs the trainer token", () => {
    expect(() => environmentFor(env({ SQUEEZE_MODE: "cohort" }))).toThrow(/TRAINER_TOKEN/);
    expect(() => environmentFor(env({ SQUEEZE_MODE: "cohort", TRAINER_TOKEN: "short" }))).toThrow(/at least 16/);
    expect(() => environmentFor(env({ SQUEEZE_MODE: "cohort", SQUEEZE_STORE: "d1", TRAINER_TOKEN: "t".repeat(20) }))).toThrow(/own Durable Object/);
    expect(environmentFor(env({ SQUEEZE_MODE: "cohort", TRAINER_TOKEN: "t".repeat(20) }))).toMatchObject({ mode: "cohort", store: "durable-object" });
  });

  it("refuses the Deploy button's placeholder secrets", () => {
    expect(() => environmentFor(env({ OPERATOR_TOKEN: "replace-me-with-your-own-operator-token" }))).toThrow(/OPERATOR_TOKEN still hold/);
  });

  it("reports to a trainer only with both COHORT_URL and COHORT_JOIN_TOKEN, and never from a cohort deployment", () => {
    const token = "a-token-the-trainer-handed-out";
    expect(() => environmentFor(env({ COHORT_URL: "https://class.example" }))).toThrow(/both/);
    expect(() => environmentFor(env({ COHORT_URL: "ftp://class.example", COHORT_JOIN_TOKEN: token }))).toThrow(/COHORT_URL/);
    expect(environmentFor(env({ COHORT_URL: "https://class.example/", COHORT_JOIN_TOKEN: token })).report).toEqual({ cohortUrl: "https://class.example", token });
    expect(() => environmentFor(env({ SQUEEZE_MODE: "cohort", TRAINER_TOKEN: "t".repeat(20), COHORT_URL: "https://class.example", COHORT_JOIN_TOKEN: token }))).toThrow(/cohort deployment/);
  });
});
