import { index, route, type RouteConfig } from "@react-router/dev/routes";

// One module per screen of the spec.
// vuln-code-snippet start scoreBoardChallenge adminSectionChallenge web3SandboxChallenge
// Unlinked is not hidden: every route ships in the client bundle for anyone to read.
export default [
  index("routes/search.tsx", { id: "home" }),
  route("search", "routes/search.tsx"),
  // The search screen, with a tutorial started by its challenge parameter.
  route("hacking-instructor", "routes/search.tsx", { id: "hacking-instructor" }),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("oauth", "routes/oauth.tsx"),
  route("2fa/enter", "routes/two-factor-enter.tsx"),
  route("403", "routes/forbidden.tsx"),
  route("contact", "routes/contact.tsx"),
  route("about", "routes/about.tsx"),
  route("complain", "routes/complain.tsx"),
  route("chatbot", "routes/chatbot.tsx"),
  route("photo-wall", "routes/photo-wall.tsx"),
  route("basket", "routes/basket.tsx"),
  route("track-result", "routes/track-result.tsx"),
  // A freshly placed order's tracking shows it as new (spec part 1 §4).
  route("track-result/new", "routes/track-result.tsx", { id: "track-result-new" }),
  route("privacy-security", "routes/privacy-security.tsx", [
    route("privacy-policy", "routes/privacy-security.privacy-policy.tsx"),
    route("change-password", "routes/privacy-security.change-password.tsx"),
    route("two-factor-authentication", "routes/privacy-security.two-factor.tsx"),
    route("data-export", "routes/privacy-security.data-export.tsx"),
    route("data-erasure", "routes/privacy-security.data-erasure.tsx"),
    route("last-login-ip", "routes/privacy-security.last-login-ip.tsx"),
  ]),
  // Checkout and money (spec part 2): address → delivery → payment → summary → completion.
  route("address/select", "routes/address.select.tsx"),
  route("address/saved", "routes/address.saved.tsx"),
  route("address/create", "routes/address.form.tsx", { id: "address-create" }),
  route("address/edit/:addressId", "routes/address.form.tsx", { id: "address-edit" }),
  route("delivery-method", "routes/delivery-method.tsx"),
  route("payment/:entity", "routes/payment.tsx"),
  route("saved-payment-methods", "routes/saved-payment-methods.tsx"),
  route("order-summary", "routes/order-summary.tsx"),
  route("order-completion/:id", "routes/order-completion.tsx"),
  route("order-history", "routes/order-history.tsx"),
  route("wallet", "routes/wallet.tsx"),
  route("recycle", "routes/recycle.tsx"),
  route("accounting", "routes/accounting.tsx"),
  route("deluxe-membership", "routes/deluxe-membership.tsx"),
  route("juicy-nft", "routes/juicy-nft.tsx"),
  // The shop's own chain (worker/lib/chain/): the Bee Haven's Honey Pots and the Squeeze Vault.
  route("bee-haven", "routes/bee-haven.tsx"),
  route("wallet-web3", "routes/wallet-web3.tsx"),
  route("score-board", "routes/score-board.tsx"), // vuln-code-snippet vuln-line scoreBoardChallenge
  route("administration", "routes/administration.tsx"), // vuln-code-snippet vuln-line adminSectionChallenge
  route("web3-sandbox", "routes/web3-sandbox.tsx"), // vuln-code-snippet vuln-line web3SandboxChallenge
  // Paths no screen has show the search, except one scrambled path (see the module).
  route("*", "routes/fallback.tsx"),
] satisfies RouteConfig;
// vuln-code-snippet end scoreBoardChallenge adminSectionChallenge web3SandboxChallenge
