/** A page of the account menus, with its title's message key. */
export interface AccountLink {
  to: string;
  key: string;
}

/** The account menu's two submenus (spec part 1 §2), shared by the top bar and the side menu. */
export const accountLinks = {
  ordersAndPayment: [
    { to: "/order-history", key: "TITLE_ORDER_HISTORY" },
    { to: "/recycle", key: "TITLE_RECYCLE" },
    { to: "/address/saved", key: "TITLE_SAVED_ADDRESSES" },
    { to: "/saved-payment-methods", key: "TITLE_SAVED_PAYMENT_METHODS" },
    { to: "/wallet", key: "TITLE_WALLET" },
  ],
  privacyAndSecurity: [
    { to: "/privacy-security/privacy-policy", key: "TITLE_PRIVACY_POLICY" },
    { to: "/privacy-security/data-export", key: "TITLE_DATA_EXPORT" },
    { to: "/privacy-security/data-erasure", key: "TITLE_DATA_ERASURE" },
    { to: "/privacy-security/change-password", key: "TITLE_CHANGE_PASSWORD" },
    { to: "/privacy-security/two-factor-authentication", key: "TITLE_TWO_FACTOR_SETUP" },
    { to: "/privacy-security/last-login-ip", key: "TITLE_LAST_LOGIN_IP" },
  ],
} as const satisfies Record<string, readonly AccountLink[]>;
