/** The browser's calls to the shop's API: bearer token and X-User-Email as the spec says. */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = localStorage.getItem("token");
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const email = sessionStorage.getItem("email");
  if (email) headers.set("X-User-Email", email);
  if (init.body && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  return fetch(path, { ...init, headers });
}

/** The error text of a failed response: the JSON `error` field, else the body. */
export async function errorText(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const parsed = JSON.parse(text) as { error?: unknown };
    if (typeof parsed.error === "string") return parsed.error;
    if (parsed.error && typeof parsed.error === "object" && "message" in parsed.error) {
      return String((parsed.error as { message: unknown }).message);
    }
  } catch {
    // not JSON: show as it is
  }
  return text || `${response.status} ${response.statusText}`;
}
