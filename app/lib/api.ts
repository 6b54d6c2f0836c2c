import { apiClient, type ApiClient } from "../../worker/api-client";

/** The bearer token and X-User-Email headers every call from the browser carries, as the spec says. */
function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = localStorage.getItem("token");
  if (token) headers.Authorization = `Bearer ${token}`;
  const email = sessionStorage.getItem("email");
  if (email) headers["X-User-Email"] = email;
  return headers;
}

let browserClient: ApiClient | undefined;

/** The API from the browser, with the stored credentials on every call. */
export function browserApi(): ApiClient {
  browserClient ??= apiClient(window.location.origin, { headers: authHeaders });
  return browserClient;
}

/** The message of an API error body (`{ error: "…" }`, or the leaky page's `{ error: { message } }`). */
export function errorMessage(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const { error } = body;
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null && "message" in error) return String(error.message);
  return null;
}

/** The error text of a failed response: its JSON error message, else the body as it is. */
export async function errorText(response: Pick<Response, "text" | "status" | "statusText">): Promise<string> {
  const text = await response.text();
  let message: string | null = null;
  try {
    message = errorMessage(JSON.parse(text));
  } catch {
    // not JSON: shown as it is
  }
  return message ?? (text || `${response.status} ${response.statusText}`);
}

/**
 * A JSON request to the API with the stored credentials, for the routes that read their body
 * themselves (the typed client cannot know those bodies).
 */
export function sendJson(method: "POST" | "PUT" | "PATCH", path: string, body: unknown): Promise<Response> {
  return fetch(path, { method, headers: { ...authHeaders(), "Content-Type": "application/json" }, body: JSON.stringify(body) });
}
