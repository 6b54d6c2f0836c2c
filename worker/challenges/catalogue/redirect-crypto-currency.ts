import { cheatSheets, defineChallenge } from "../types";

export default defineChallenge({
  id: 62,
  key: "redirectCryptoCurrencyChallenge",
  name: "Outdated Allowlist",
  category: "Unvalidated Redirects",
  difficulty: 1,
  tags: ["Code Analysis"],
  description: "Get the shop to send you to one of the donation addresses it no longer promotes.",
  hints: [
    "The payment page still carries its old donation links, even though their buttons are switched off.",
    "External links go through the shop's own /redirect, which only follows addresses on a list.",
  ],
  mitigationUrl: `${cheatSheets}/Unvalidated_Redirects_and_Forwards_Cheat_Sheet.html`,
  tutorialOrder: null,
  ctfCountry: { name: "Malaysia", code: "MY" },
  coding: {
    hints: [
      "Compare what the list allows with what the shop still links to.",
      "Switching a button off in the page does not take its address off the server's list.",
    ],
    fixes: [
      {
        edits: [{ from: "  retiredDonationLinks.bitcoin,\n", to: "" }],
        explanation:
          "The Bitcoin address goes, but Dash and Ether were retired at the same time and stay allowed: /redirect still sends browsers to two addresses nobody looks after any more.",
        correct: false,
      },
      {
        edits: [{ from: "  retiredDonationLinks.bitcoin,\n  retiredDonationLinks.dash,\n  retiredDonationLinks.ether,\n", to: "" }],
        explanation:
          "The list holds only the links the shop still shows. A retired address that stays allowed is a redirect to somewhere the shop no longer vouches for, so all three leave with their buttons.",
        correct: true,
      },
      {
        edits: [{ from: "  ...Object.values(merchandiseLinks),\n  ...Object.values(socialLinks),\n", to: "" }],
        explanation:
          "This takes away the links that are still in use, the merchandise and social ones, and keeps exactly the three retired donation addresses the challenge is about.",
        correct: false,
      },
      {
        edits: [
          {
            from: "  retiredDonationLinks.bitcoin,\n  retiredDonationLinks.dash,\n  retiredDonationLinks.ether,",
            to: "  ...Object.values(retiredDonationLinks),",
          },
        ],
        explanation:
          "Shorter, and it even lets future retired links in automatically: the same three donation addresses are still on the list, and /redirect still follows them.",
        correct: false,
      },
    ],
  },
});
