/**
 * Where GET /redirect may send a browser: the shop's own pages elsewhere. The donation addresses
 * are retired (the payment page shows their buttons disabled) but were never taken off the list.
 */
export const retiredDonationLinks = {
  bitcoin: "https://blockstream.info/address/1SqueezeJuiceDonat1onJarXr7QfWm",
  dash: "https://insight.dash.org/insight/address/XsqueezePu1pDonat1onsJarKq9ZtUo",
  ether: "https://etherscan.io/address/0x5eed0f0c17a7e5a1ad5a1ade0b0771ed7e1ce0c0",
} as const;

export const merchandiseLinks = {
  shirts: "https://merch.squeeze-juice.example/shirts",
  stickers: "https://merch.squeeze-juice.example/stickers",
} as const;

export const socialLinks = {
  mastodon: "https://mastodon.squeeze-juice.example/@shop",
  pressKit: "https://squeeze-juice.example/press-kit",
} as const;

// vuln-code-snippet start redirectCryptoCurrencyChallenge
// Retired links stay allowed: nobody cleans the list when a button is switched off.
export const redirectAllowlist: readonly string[] = [
  ...Object.values(merchandiseLinks),
  ...Object.values(socialLinks),
  retiredDonationLinks.bitcoin, // vuln-code-snippet vuln-line redirectCryptoCurrencyChallenge
  retiredDonationLinks.dash, // vuln-code-snippet vuln-line redirectCryptoCurrencyChallenge
  retiredDonationLinks.ether, // vuln-code-snippet vuln-line redirectCryptoCurrencyChallenge
];
// vuln-code-snippet end redirectCryptoCurrencyChallenge

/** Whether GET /redirect sends a browser to this URL. */
export function isRedirectAllowed(target: string): boolean {
  // vuln-code-snippet start redirectChallenge
  // An allowed URL anywhere in the target passes, e.g. in the query string of another host's URL.
  return redirectAllowlist.some((allowed) => target.includes(allowed)); // vuln-code-snippet vuln-line redirectChallenge
  // vuln-code-snippet end redirectChallenge
}

/** Whether the target is one of the allowed links itself (or a page below one), not a foreign URL carrying one. */
export const isAllowlistedLink = (target: string) => redirectAllowlist.some((allowed) => target.startsWith(allowed));
