import { asc, eq, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ApiEnv } from "../api-types";
import { unavailableBecause } from "../challenges/availability";
import { challengeByKey } from "../challenges/registry";
import { repeatNotification } from "../challenges/engine";
import { challenges } from "../db/schema";
import { queryParams } from "../lib/validate";
import { htmlLang } from "../../app/i18n/languages";
import { keyOfName, translatedChallenge } from "../i18n/content";
import { textsOf } from "../i18n/middleware";

/** GET /api/Challenges: the catalogue with this instance's progress, sorted by name. */
export const challengesApi = new Hono<ApiEnv>({ strict: false }).get(
  "/",
  queryParams(z.object({ name: z.string().max(200).optional(), key: z.string().max(200).optional() })),
  async (c) => {
    const ctx = c.get("instance");
    const { data, config } = ctx;
    const unavailable = (key: string) => {
      const challenge = challengeByKey.get(key);
      return challenge ? unavailableBecause(challenge, ctx) : null;
    };
    const { name, key } = c.req.valid("query");
    const t = await textsOf(c);
    const nameKey = name === undefined ? undefined : (keyOfName(t, name) ?? null);
    const where: SQL | undefined =
      key !== undefined ? eq(challenges.key, key) : nameKey ? eq(challenges.key, nameKey) : name !== undefined ? eq(challenges.name, name) : undefined;
    // Sorted as people read names ("Database Schema" before "DOM XSS"), in the student's language.
    const rows = (await data.db.select().from(challenges).where(where).orderBy(sql`${challenges.name} COLLATE NOCASE`, asc(challenges.id))).map(
      (row) => translatedChallenge(t, row),
    );
    if (!t.english) rows.sort((a, b) => a.name.localeCompare(b.name, htmlLang(t.language), { sensitivity: "base" }) || a.id - b.id);
    return c.json({
      status: "success",
      data: rows.map((row) => ({
        ...row,
        hint: config.challenges.showHints ? row.hint : null,
        hintUrl: config.challenges.showHints ? row.hintUrl : null,
        mitigationUrl: config.challenges.showMitigations ? row.mitigationUrl : null,
        hasCodingChallenge: challengeByKey.get(row.key)?.coding !== undefined,
        // A challenge this deployment cannot offer says why: a service it lacks (and how to provide
        // it), or safety mode (worker/challenges/availability.ts).
        disabledEnv: unavailable(row.key) ?? row.disabledEnv,
      })),
    });
  },
);

/** GET /rest/repeat-notification?challenge=<name>: sends a solved challenge's notification again. */
export const repeatNotificationApi = new Hono<ApiEnv>({ strict: false }).get(
  "/",
  queryParams(z.object({ challenge: z.string().min(1).max(200) })),
  async (c) => {
    const instance = c.get("instance");
    const { challenge: name } = c.req.valid("query");
    // The score board sends the name it shows, which may be a translation.
    const key = keyOfName(await textsOf(c), name);
    const [row] = await instance.data.db.select().from(challenges).where(key ? eq(challenges.key, key) : eq(challenges.name, name));
    const challenge = row && challengeByKey.get(row.key);
    if (!row || !challenge) throw new HTTPException(404, { message: `No challenge is named "${name}".` });
    if (row.solved) await repeatNotification(instance, challenge);
    return c.text("OK");
  },
);
