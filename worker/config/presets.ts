import type { AppConfig, ConfigOverride } from "./schema";

export const defaultConfig: AppConfig = {
  server: { baseUrl: "" },
  application: {
    name: "Squeeze",
    domain: "squeeze.test",
    logo: "/assets/public/images/squeeze-logo.svg",
    favicon: "/favicon.svg",
    theme: "dark",
    showVersionNumber: true,
    showGitHubLinks: false,
    repositoryUrl: "",
    altcoinName: "Squeezecoin",
    chatBotName: "Pulp",
    privacyContactEmail: "",
    thirdPartySignIn: { name: "PulpID", clientId: "", authorizeUrl: "", userInfoUrl: "", authorizedRedirects: [] },
    welcomeBanner: {
      showOnFirstStart: true,
      title: "Welcome to Squeeze!",
      message:
        "<p>This juice shop is full of holes, and every one of them is there on purpose.</p><p>Find them, exploit them, and watch your score board fill up. Somewhere in this shop a score board is hiding; finding it is your first challenge.</p>",
    },
    recyclePage: {
      topProductImage: "/assets/public/images/recycle/pulp-box.svg",
      bottomProductImage: "/assets/public/images/recycle/pickup-van.svg",
    },
    social: {
      blueSkyUrl: "",
      mastodonUrl: "",
      twitterUrl: "",
      facebookUrl: "",
      slackUrl: "",
      redditUrl: "",
      pressKitUrl: "",
      nftUrl: "",
      questionnaireUrl: "",
    },
  },
  challenges: {
    showSolvedNotifications: true,
    showHints: true,
    showMitigations: true,
    codingChallengesEnabled: "solved",
    restrictToTutorialsFirst: false,
    showFeedbackButtons: true,
    safetyMode: "disabled",
  },
  hackingInstructor: { isEnabled: true, avatarImage: "/assets/public/images/squeeze-logo.svg" },
  ctf: { showFlagsInNotifications: false, showCountryDetailsInNotifications: "none", countryMapping: {} },
};

/** Named presets a trainer picks with SQUEEZE_PRESET. Each is a partial override of the default. */
export const presets = {
  default: {},
  ctf: {
    application: {
      welcomeBanner: {
        showOnFirstStart: true,
        title: "Squeeze CTF",
        message:
          "<p>Capture the flags! Each solved challenge shows a flag: copy it and submit it to your CTF platform.</p>",
      },
    },
    challenges: { showHints: false, showMitigations: false, codingChallengesEnabled: "never", showFeedbackButtons: false },
    hackingInstructor: { isEnabled: false },
    ctf: { showFlagsInNotifications: true, showCountryDetailsInNotifications: "both" },
  },
  tutorial: {
    application: {
      welcomeBanner: {
        showOnFirstStart: true,
        title: "Welcome, trainee!",
        message: "<p>Work through the tutorial challenges first: the hacking instructor shows you the way.</p>",
      },
    },
    challenges: { restrictToTutorialsFirst: true },
    hackingInstructor: { isEnabled: true },
  },
} satisfies Record<string, ConfigOverride>;

export type PresetName = keyof typeof presets;
