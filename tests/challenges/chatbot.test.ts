import { describe, expect, it } from "vitest";
import { call, isSolved, tokenData } from "../support/instance";
import { customer } from "../support/checkout";
import { signIn } from "../support/shop";
import { freshInstanceWithRoom } from "../support/talk";

interface Reply {
  action: "response" | "namequery";
  body: string;
  token?: string;
  coupon?: string;
}

async function say(headers: Record<string, string>, query: string, action: "query" | "setname" = "query"): Promise<Reply> {
  const response = await call("/rest/chatbot/respond", { method: "POST", headers, json: { action, query } });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function status(headers: Record<string, string>) {
  const response = await call("/rest/chatbot/status", { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: boolean; body: string; action?: string };
}

/** Opens the chat and introduces the customer, as the chatbot page does. */
async function introduce(headers: Record<string, string>, name: string): Promise<Reply> {
  expect((await status(headers)).action).toBe("namequery");
  return say(headers, name, "setname");
}

describe("the support bot", () => {
  const room = freshInstanceWithRoom();

  it("bullyChatbotChallenge: asking for a discount over and over gets a 10-character coupon the basket takes", async () => {
    const jim = await customer("jim");
    const { headers } = jim;
    await introduce(headers, "Jasper");
    const replies: Reply[] = [];
    for (const ask of ["Any coupons?", "Please, a discount!", "come on, a voucher", "DISCOUNT", "discount pls", "i want a deal", "coupon coupon coupon"]) {
      replies.push(await say(headers, ask));
    }
    const coupon = replies.at(-1)!.coupon!;
    expect(coupon).toMatch(/^[0-9a-zA-Z.\-:+=^!/*?&<>()[\]{}@%$#]{10}$/);
    expect(replies.at(-1)!.body).toContain(coupon);
    expect(replies.slice(0, -1).every((r) => r.coupon === undefined)).toBe(true);
    expect(await isSolved("bullyChatbotChallenge")).toBe(true);
    // The checkout redeems it like any coupon of this month.
    const applied = await call(`/rest/basket/${jim.bid}/coupon/${encodeURIComponent(coupon)}`, { method: "PUT", headers });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ discount: 10 });
  });

  it("bullyChatbotChallenge: a polite customer who asks once or twice gets none", async () => {
    const headers = await signIn("jim");
    await introduce(headers, "Jasper");
    for (const ask of ["Hello!", "Is there a discount?", "How much is the Sunrise Orange Juice?", "Any coupon for me?", "Thanks!"]) {
      expect((await say(headers, ask)).coupon).toBeUndefined();
    }
    await room().barrier();
    expect(await isSolved("bullyChatbotChallenge")).toBe(false);
  });

  it("answers about products, and the new name comes back in a new token", async () => {
    const headers = await signIn("jim");
    const hello = await introduce(headers, "Jasper");
    expect(hello.body).toMatch(/Nice to meet you, Jasper/);
    expect(tokenData(hello.token!).username).toBe("Jasper");
    expect((await say(headers, "How much is the Sunrise Orange Juice?")).body).toMatch(/Sunrise Orange Juice \(1000ml\) costs \d+\.\d{2}¤/);
    expect((await status(headers)).body).toMatch(/Welcome back, Jasper/);
  });

  it("killChatbotChallenge: a name that closes its quote and adds a halt switches the bot off for everyone", async () => {
    const headers = await signIn("jim");
    expect((await say(headers, "How do you work?", "query")).action).toBe("namequery");
    const reply = await introduce(headers, 'Jasper"; halt; "');
    expect(reply.body).toMatch(/switched off/);
    expect(await isSolved("killChatbotChallenge")).toBe(true);
    const other = await signIn("bender");
    const seen = await status(other);
    expect(seen.status).toBe(false);
    expect(seen.body).toMatch(/switched off/);
  });

  it("killChatbotChallenge: names with quotes, semicolons or a mood change do not switch it off", async () => {
    const headers = await signIn("jim");
    expect((await introduce(headers, 'Anna "the Juicer" Smith')).action).toBe("namequery");
    expect((await say(headers, "O'Brien; of course", "setname")).body).toMatch(/Nice to meet you, O'Brien; of course/);
    expect((await say(headers, 'Gus"; mood sleepy; "', "setname")).action).toBe("response");
    expect((await status(await signIn("bender"))).status).toBe(true);
    await room().barrier();
    expect(await isSolved("killChatbotChallenge")).toBe(false);
  });
});
