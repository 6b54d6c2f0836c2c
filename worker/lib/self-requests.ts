/**
 * Requests the instance sends to itself (the profile page fetching an image by URL): marked with a
 * secret no client knows, so a route can tell them from requests that came from outside.
 */
const header = "X-Squeeze-Self";
// Made on first use: a Worker may not generate random values at module load.
let secret: string | undefined;
const selfSecret = () => (secret ??= crypto.randomUUID());

export function selfRequest(url: string | URL, init?: RequestInit): Request {
  const request = new Request(url, init);
  request.headers.set(header, selfSecret());
  return request;
}

export const isSelfRequest = (request: Request) => secret !== undefined && request.headers.get(header) === secret;
