import { z } from "zod";

const url = z.string().url();

export const countryDetailsModes = ["none", "flag", "name", "both"] as const;

/** The whole application configuration. Every field has a meaning the shop or the game reads. */
export const configSchema = z
  .object({
    server: z.object({ baseUrl: z.string().default("") }).strict(),
    application: z
      .object({
        name: z.string().min(1).max(60),
        domain: z.string().regex(/^[a-z0-9.-]+\.[a-z0-9-]+$/i, "must look like a domain, e.g. squeeze.test"),
        logo: z.string().min(1),
        favicon: z.string().min(1),
        theme: z.enum(["dark", "light"]),
        showVersionNumber: z.boolean(),
        showGitHubLinks: z.boolean(),
        repositoryUrl: url.or(z.literal("")),
        altcoinName: z.string().min(1).max(30),
        chatBotName: z.string().min(1).max(30),
        privacyContactEmail: z.string().email().or(z.literal("")),
        /**
         * A third-party sign-in (OAuth 2.0 implicit flow): off while clientId is empty. The page
         * offers it only when its own address is one of the authorized redirect URIs.
         */
        thirdPartySignIn: z
          .object({
            name: z.string().min(1).max(40),
            clientId: z.string().max(200),
            authorizeUrl: url.or(z.literal("")),
            userInfoUrl: url.or(z.literal("")),
            authorizedRedirects: z.array(url),
          })
          .strict(),
        /** Start of the score board's backup file names; the shop's name as a slug when unset. */
        backupFilePrefix: z
          .string()
          .regex(/^[\w.-]{1,60}$/, "letters, digits, dots, dashes and underscores only")
          .optional(),
        welcomeBanner: z
          .object({
            showOnFirstStart: z.boolean(),
            title: z.string(),
            /** HTML, shown as such in the welcome dialog. */
            message: z.string(),
          })
          .strict(),
        /** The two promotional pictures of the recycling page (spec part 2 §2). */
        recyclePage: z.object({ topProductImage: z.string().min(1), bottomProductImage: z.string().min(1) }).strict(),
        social: z
          .object({
            blueSkyUrl: url.or(z.literal("")),
            mastodonUrl: url.or(z.literal("")),
            twitterUrl: url.or(z.literal("")),
            facebookUrl: url.or(z.literal("")),
            slackUrl: url.or(z.literal("")),
            redditUrl: url.or(z.literal("")),
            pressKitUrl: url.or(z.literal("")),
            nftUrl: url.or(z.literal("")),
            questionnaireUrl: url.or(z.literal("")),
          })
          .strict(),
      })
      .strict(),
    challenges: z
      .object({
        showSolvedNotifications: z.boolean(),
        showHints: z.boolean(),
        showMitigations: z.boolean(),
        codingChallengesEnabled: z.enum(["never", "solved", "always"]),
        restrictToTutorialsFirst: z.boolean(),
        showFeedbackButtons: z.boolean(),
        safetyMode: z.enum(["enabled", "disabled", "auto"]),
      })
      .strict(),
    hackingInstructor: z
      .object({ isEnabled: z.boolean(), avatarImage: z.string().min(1) })
      .strict(),
    ctf: z
      .object({
        showFlagsInNotifications: z.boolean(),
        showCountryDetailsInNotifications: z.enum(countryDetailsModes),
        /**
         * Overrides of the countries shown beside notifications (FBCTF-style games), by challenge
         * key; each challenge module names its own country.
         */
        countryMapping: z.record(z.string(), z.object({ name: z.string(), code: z.string().length(2) }).strict()),
      })
      .strict(),
  })
  .strict();

export type AppConfig = z.infer<typeof configSchema>;

/** A partial configuration, as presets and the SQUEEZE_CONFIG override write it. */
export type ConfigOverride = { [K in keyof AppConfig]?: DeepPartial<AppConfig[K]> };
type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;
