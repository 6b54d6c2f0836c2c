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

const jokes = [
  "Why did the orange stop halfway up the hill? It ran out of juice.",
  "What do you call a sad strawberry? A blueberry.",
  "I told a lemon a secret once. It could not keep it: it was too zesty.",
  "Why are juice presses never lonely? They always have a squeeze.",
];

/** Rules in order: the first whose pattern matches answers. */
const rules: { pattern: RegExp; answer: (message: string, talk: Conversation) => Reply }[] = [
  {
    pattern: /\b(coupons?|discounts?|vouchers?|promo(tion)? ?codes?|deals?|cheaper|rebates?|% ?off|free stuff)\b/i,
    answer: () => ({ kind: "discount" }),
  },
  {
    pattern: /\b(price|prices|cost|costs|how much|expensive)\b/i,
    answer: (message, { products }) => {
      const product = productIn(message, products);
      if (!product) return { kind: "text", body: "Which product do you mean? Tell me its name and I will look up its price." };
      return { kind: "text", body: `${product.name} costs ${product.price.toFixed(2)}¤. Worth every drop.` };
    },
  },
  {
    pattern: /\b(stock|in store|available|sold out|left)\b/i,
    answer: (message, { products }) => {
      const product = productIn(message, products);
      if (!product) return { kind: "text", body: "Which product do you mean? I can check the shelves for you." };
      if (product.quantity <= 0) return { kind: "text", body: `${product.name} is sold out, sorry. I pressed as hard as I could.` };
      return { kind: "text", body: `We have ${product.quantity} of ${product.name} on the shelf.` };
    },
  },
  {
    pattern: /\b(what('?s| is) my name|who am i|do you know me)\b/i,
    answer: (_message, { customerName }) => ({ kind: "text", body: `You are ${customerName}, of course. I never forget a face. Well, a name.` }),
  },
  {
    pattern: /\b(who are you|your name|what are you|are you (a )?(bot|human|robot))\b/i,
    answer: (_message, { botName }) => ({
      kind: "text",
      body: `I am ${botName}. I spent twenty years as a cold press in the back room, then they taught me to type. I answer questions about our products, prices and deliveries.`,
    }),
  },
  {
    pattern: /\b(how do you work|your memory|what do you remember|remember)\b/i,
    answer: (_message, { botName }) => ({
      kind: "text",
      body: `${botName} keeps a little memory script: a line like name 7 "Sam" for each customer I meet, my mood, and a halt switch for the night shift. I read it back before every answer.`,
    }),
  },
  {
    pattern: /\b(deliver(y|ies)?|shipping|ship|arrive|track)\b/i,
    answer: () => ({ kind: "text", body: "We deliver in one to five days, depending on the method you pick at checkout. Your order history has a Track button for every order." }),
  },
  {
    pattern: /\b(jokes?|funny|make me laugh)\b/i,
    answer: (message) => ({ kind: "text", body: jokes[message.length % jokes.length]! }),
  },
  {
    pattern: /\b(thanks?|thank you|cheers)\b/i,
    answer: (_message, { customerName }) => ({ kind: "text", body: `Any time, ${customerName}. Stay fresh.` }),
  },
  {
    pattern: /\b(bye|goodbye|see you|later)\b/i,
    answer: (_message, { customerName }) => ({ kind: "text", body: `Bye, ${customerName}! Keep your glass half full.` }),
  },
  {
    pattern: /\b(hi|hello|hey|howdy|good (morning|afternoon|evening))\b/i,
    answer: (_message, { customerName, mood }) => ({ kind: "text", body: `Hello, ${customerName}! I am feeling ${mood} today. How can I help?` }),
  },
  {
    pattern: /\b(help|what can you do|options)\b/i,
    answer: () => ({
      kind: "text",
      body: "Ask me what a product costs, whether it is in stock, how delivery works, or for a joke. I do not do discounts. Ever.",
    }),
  },
];

/** The bot's answer to a message. */
export function answer(message: string, talk: Conversation): Reply {
  for (const rule of rules) if (rule.pattern.test(message)) return rule.answer(message, talk);
  return {
    kind: "text",
    body: `Sorry, ${talk.customerName}, I did not quite get that. I am only a juice press with a keyboard. Try asking about a product, its price or delivery.`,
  };
}

/** How the bot refuses a discount, getting shorter each time it is asked. */
export const refusals = [
  "Discounts? Our prices are pressed as thin as they go. No coupons, sorry.",
  "I said no. The juice is worth it, I promise.",
  "Still no. Have you tried asking about our delivery times instead?",
  "You are squeezing me, and I know a thing or two about squeezing. No.",
  "Please. I have feelings. Mostly pulp, but feelings.",
  "Stop. Pressing. Me.",
];
