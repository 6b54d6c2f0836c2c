import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
import { z } from "zod";

function reject(error: z.ZodError): never {
  const detail = error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ");
  throw new HTTPException(400, { message: `Invalid request: ${detail}` });
}

/** Whether a request says its body is JSON (application/json, or a +json type). */
export const sendsJson = (c: Context) => /^application\/([\w.+-]+\+)?json\b/i.test(c.req.header("Content-Type") ?? "");

/** Validates a JSON body with zod; malformed JSON and schema violations become a 400. */
export const jsonBody = <T extends z.ZodType>(schema: T) =>
  validator("json", (value, c): z.infer<T> => {
    if (!sendsJson(c)) {
      throw new HTTPException(415, { message: "Send the body as JSON (Content-Type: application/json)." });
    }
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : reject(parsed.error);
  });

/** Validates the query string with zod (first value of each parameter). */
export const queryParams = <T extends z.ZodType>(schema: T) =>
  validator("query", (value): z.infer<T> => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : reject(parsed.error);
  });

/** Validates path parameters with zod. */
export const pathParams = <T extends z.ZodType>(schema: T) =>
  validator("param", (value): z.infer<T> => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : reject(parsed.error);
  });

/** The fields of a form post (urlencoded or multipart); a body that cannot be read as a form is a 400. */
export async function formFields(c: Context): Promise<Record<string, string | File>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new HTTPException(400, { message: "The form could not be read: send it as multipart/form-data or application/x-www-form-urlencoded." });
  }
}
