import type { AppConfig } from "../../worker/config";

type SignInConfig = AppConfig["application"]["thirdPartySignIn"];

/** Where the third-party sign-in returns to: the shop's own root, whose URL then holds the token. */
export const signInRedirectUri = (origin: string) => `${origin}/`;

/**
 * The provider's sign-in page for this shop (OAuth 2.0 implicit flow: client id, token response
 * type, email scope, redirect URI), or null when the sign-in is off or this address is not one of
 * the authorized redirect URIs.
 */
export function thirdPartySignInUrl(config: SignInConfig, origin: string): string | null {
  const redirectUri = signInRedirectUri(origin);
  if (!config.clientId || !config.authorizeUrl || !config.authorizedRedirects.includes(redirectUri)) return null;
  const url = new URL(config.authorizeUrl);
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("response_type", "token");
  url.searchParams.set("scope", "email");
  url.searchParams.set("redirect_uri", redirectUri);
  return url.toString();
}
