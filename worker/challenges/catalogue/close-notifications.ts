import { defineChallenge } from "../types";

export default defineChallenge({
  id: 5,
  key: "closeNotificationsChallenge",
  name: "Mass Dispel",
  category: "Miscellaneous",
  difficulty: 1,
  tags: [],
  description: "Wave away every solved-challenge notification at once.",
  hints: ["Solve a few challenges first, then try a modifier key while closing a notification."],
  mitigationUrl: null,
  tutorialOrder: null,
  ctfCountry: { name: "Vietnam", code: "VN" },
  // The notification list reports the notifications it closed at once (shift-click).
  browserCheck: {
    report: "verifyCloseNotificationsChallenge",
    verify: (closed) => Array.isArray(closed) && closed.length > 1,
  },
  noVulnerableCode: "Closing every notification with shift-click is a feature of the notification list, not a flaw.",
});
