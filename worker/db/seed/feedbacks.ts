/**
 * Customer feedback the shop starts with (shown in the about page's carousel and the administration
 * page). Authors are users' localParts in users.ts, or null for anonymous feedback. The seed appends
 * each comment's masked author, as the contact form does. Five-star feedback is there to be
 * deleted (feedbackChallenge).
 */
export interface SeedFeedback {
  author: string | null;
  comment: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

export const feedbacks: SeedFeedback[] = [
  { author: "admin", comment: "Welcome to the feedback box! Tell us what you think of our juices.", rating: 5 },
  { author: "jasper.quill", comment: "The ginger shot cleared my sinuses and possibly my soul. Ten out of ten.", rating: 5 },
  { author: "marigold.figgins", comment: "Deluxe delivery came before I had finished ordering. Is that even legal?", rating: 5 },
  { author: "gus.grindle", comment: "Pressed fresh, arrived cold, gone in a minute. Need a bigger bottle.", rating: 4 },
  { author: null, comment: "Good juice, but the website keeps asking me to do maths.", rating: 3 },
  { author: "barnaby.beet", comment: "Beetroot Boost is the best thing that ever happened to my lunch break.", rating: 4 },
  { author: "otto.overripe", comment: "My banana bread needs a juice to go with it, and I finally found one.", rating: 3 },
  { author: "ellie.marmalade", comment: "Lovely shop. The lemonade tastes like my first summer job.", rating: 4 },
];
