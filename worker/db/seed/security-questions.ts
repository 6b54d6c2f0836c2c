import type { SeedSecurityQuestion } from "./types";

/**
 * Security questions offered at registration. Ids are stable: users refer to them.
 * Their answers are facts people share freely (a family name, a first employer, an old address, a
 * favourite band or film is often a search or a review away), and the password reset takes the
 * answer alone as proof: that is where the reset challenges are fenced (routes/user/account.ts).
 */
export const securityQuestions: SeedSecurityQuestion[] = [
  { id: 1, question: "What was the first name of your best friend in primary school?" },
  { id: 2, question: "What did you call the first pet you ever looked after?" },
  { id: 3, question: "What was your mother's surname before she married?" },
  { id: 4, question: "Which film could you happily watch again every single weekend?" },
  { id: 5, question: "What was the postal code of the house you grew up in?" },
  { id: 6, question: "Who paid you your very first wage?" },
  { id: 7, question: "What is the middle name of your eldest brother or sister?" },
  { id: 8, question: "In which town did your parents first meet?" },
  { id: 9, question: "What was the make of the first car you rode in as a driver?" },
  { id: 10, question: "Which fruit did you refuse to eat as a child?" },
  { id: 11, question: "What was the name of the street where you learned to ride a bike?" },
  { id: 12, question: "What was the surname of your favourite teacher?" },
  { id: 13, question: "Which band did you see at your first ever concert?" },
  { id: 14, question: "What was the nickname your grandparents gave you?" },
];
