/**
 * What the support bot says: a handful of rules, tried in order, each a pattern over the customer's
 * message and an answer. The bot ("Pulp" unless configured otherwise) is a retired juice press
 * that took up customer support: proud, a little grumpy, soft inside.
 */

export interface ProductFact {
  name: string;
  price: number;
  quantity: number;
}

export interface Conversation {
  botName: string;
  customerName: string;
  mood: string;
  products: readonly ProductFact[];
}

export type Reply = { kind: "text"; body: string } | { kind: "discount" };

/** The shape of a product's name without its size: "Sunrise Orange Juice (1000ml)" → "sunrise orange juice". */
const bareName = (name: string) => name.replace(/\s*\(.*?\)\s*/g, " ").trim().toLowerCase();

/** The product the message is about: the longest product name it contains, or the one sharing most words. */
function productIn(message: string, products: readonly ProductFact[]): ProductFact | null {
  const text = message.toLowerCase();
  const named = products.filter((p) => text.includes(bareName(p.name))).sort((a, b) => b.name.length - a.name.length);
  if (named[0]) return named[0];
  const words = new Set(text.match(/[a-z]{4,}/g) ?? []);
  let best: { product: ProductFact; shared: number } | null = null;
  for (const product of products) {
    const shared = (bareName(product.name).match(/[a-z]{4,}/g) ?? []).filter((w) => words.has(w) && !["juice", "smoothie", "shot"].includes(w)).length;
    if (shared > 0 && (!best || shared > best.shared)) best = { product, shared };
  }
  return best?.product ?? null;
}

/**
 * Everything the bot says, in English, with `{{placeholders}}`: translated by key like every text a
 * student reads (worker/i18n). The patterns it listens for stay English; its answers follow the
 * student's language.
 */
export const botTexts = {
  joke0: "Why did the orange stop halfway up the hill? It ran out of juice.",
  joke1: "What do you call a sad strawberry? A blueberry.",
  joke2: "I told a lemon a secret once. It could not keep it: it was too zesty.",
  joke3: "Why are juice presses never lonely? They always have a squeeze.",
  whichProductPrice: "Which product do you mean? Tell me its name and I will look up its price.",
  price: "{{product}} costs {{price}}¤. Worth every drop.",
  whichProductStock: "Which product do you mean? I can check the shelves for you.",
  soldOut: "{{product}} is sold out, sorry. I pressed as hard as I could.",
  inStock: "We have {{quantity}} of {{product}} on the shelf.",
  yourName: "You are {{customer}}, of course. I never forget a face. Well, a name.",
  whoAmI: "I am {{bot}}. I spent twenty years as a cold press in the back room, then they taught me to type. I answer questions about our products, prices and deliveries.",
  memory: '{{bot}} keeps a little memory script: a line like name 7 "Sam" for each customer I meet, my mood, and a halt switch for the night shift. I read it back before every answer.',
  delivery: "We deliver in one to five days, depending on the method you pick at checkout. Your order history has a Track button for every order.",
  thanks: "Any time, {{customer}}. Stay fresh.",
  bye: "Bye, {{customer}}! Keep your glass half full.",
  hello: "Hello, {{customer}}! I am feeling {{mood}} today. How can I help?",
  help: "Ask me what a product costs, whether it is in stock, how delivery works, or for a joke. I do not do discounts. Ever.",
  notUnderstood: "Sorry, {{customer}}, I did not quite get that. I am only a juice press with a keyboard. Try asking about a product, its price or delivery.",
  refusal0: "Discounts? Our prices are pressed as thin as they go. No coupons, sorry.",
  refusal1: "I said no. The juice is worth it, I promise.",
  refusal2: "Still no. Have you tried asking about our delivery times instead?",
  refusal3: "You are squeezing me, and I know a thing or two about squeezing. No.",
  refusal4: "Please. I have feelings. Mostly pulp, but feelings.",
  refusal5: "Stop. Pressing. Me.",
  givesUp: "Fine! FINE! Take it and leave me alone: {{coupon}} ({{percent}}% off, this month only).",
  halted: "{{bot}} has been switched off. The night shift will restart {{bot}} in a minute; it will not remember anyone then.",
  nameTooLong: "A name has at most {{limit}} characters.",
  nameNotWritten: "Sorry, I could not write that down ({{why}}). What was your name again?",
  nameRemembered: "Nice to meet you, {{name}}! I am {{bot}}. Ask me about our products, prices or delivery.",
  loginFirst: "{{bot}} talks to logged-in customers only. Please log in first.",
  firstMeeting: "Hi, I am {{bot}}, the shop's support bot. I don't think we have met. What is your name?",
  welcomeBack: "Welcome back, {{name}}! {{bot}} is feeling {{mood}} today. What can I do for you?",
  askName: "Before we chat: what is your name?",
} as const;

export type BotTextKey = keyof typeof botTexts;
/** The bot's line by key, in the student's language, its placeholders filled. */
export type Say = (key: BotTextKey, values?: Record<string, string | number>) => string;

const jokes = ["joke0", "joke1", "joke2", "joke3"] as const;
const text = (body: string): Reply => ({ kind: "text", body });

/** Rules in order: the first whose pattern matches answers. */
const rules: { pattern: RegExp; answer: (message: string, talk: Conversation, say: Say) => Reply }[] = [
  {
    pattern: /\b(coupons?|discounts?|vouchers?|promo(tion)? ?codes?|deals?|cheaper|rebates?|% ?off|free stuff)\b/i,
    answer: () => ({ kind: "discount" }),
  },
  {
    pattern: /\b(price|prices|cost|costs|how much|expensive)\b/i,
    answer: (message, { products }, say) => {
      const product = productIn(message, products);
      if (!product) return text(say("whichProductPrice"));
      return text(say("price", { product: product.name, price: product.price.toFixed(2) }));
    },
  },
  {
    pattern: /\b(stock|in store|available|sold out|left)\b/i,
    answer: (message, { products }, say) => {
      const product = productIn(message, products);
      if (!product) return text(say("whichProductStock"));
      if (product.quantity <= 0) return text(say("soldOut", { product: product.name }));
      return text(say("inStock", { product: product.name, quantity: product.quantity }));
    },
  },
  {
    pattern: /\b(what('?s| is) my name|who am i|do you know me)\b/i,
    answer: (_message, { customerName }, say) => text(say("yourName", { customer: customerName })),
  },
  {
    pattern: /\b(who are you|your name|what are you|are you (a )?(bot|human|robot))\b/i,
    answer: (_message, { botName }, say) => text(say("whoAmI", { bot: botName })),
  },
  {
    pattern: /\b(how do you work|your memory|what do you remember|remember)\b/i,
    answer: (_message, { botName }, say) => text(say("memory", { bot: botName })),
  },
  {
    pattern: /\b(deliver(y|ies)?|shipping|ship|arrive|track)\b/i,
    answer: (_message, _talk, say) => text(say("delivery")),
  },
  {
    pattern: /\b(jokes?|funny|make me laugh)\b/i,
    answer: (message, _talk, say) => text(say(jokes[message.length % jokes.length]!)),
  },
  {
    pattern: /\b(thanks?|thank you|cheers)\b/i,
    answer: (_message, { customerName }, say) => text(say("thanks", { customer: customerName })),
  },
  {
    pattern: /\b(bye|goodbye|see you|later)\b/i,
    answer: (_message, { customerName }, say) => text(say("bye", { customer: customerName })),
  },
  {
    pattern: /\b(hi|hello|hey|howdy|good (morning|afternoon|evening))\b/i,
    answer: (_message, { customerName, mood }, say) => text(say("hello", { customer: customerName, mood })),
  },
  {
    pattern: /\b(help|what can you do|options)\b/i,
    answer: (_message, _talk, say) => text(say("help")),
  },
];

/** The bot's answer to a message. */
export function answer(message: string, talk: Conversation, say: Say): Reply {
  for (const rule of rules) if (rule.pattern.test(message)) return rule.answer(message, talk, say);
  return text(say("notUnderstood", { customer: talk.customerName }));
}

/** How the bot refuses a discount, getting shorter each time it is asked. */
export const refusals = ["refusal0", "refusal1", "refusal2", "refusal3", "refusal4", "refusal5"] as const satisfies readonly BotTextKey[];
