import { describe, expect, it } from "vitest";
import { call, isSolved } from "../support/instance";
import { seededUser, signIn } from "../support/shop";
import { allFeedback, captcha, freshInstanceWithRoom, postFeedback } from "../support/talk";

describe("the contact page's feedback", () => {
  const room = freshInstanceWithRoom();

  it("forgedFeedbackChallenge: feedback posted with another customer's UserId is stored in their name", async () => {
    const headers = await signIn("jim");
    const victim = seededUser("bender");
    const victimId = (await (await call("/rest/user/whoami", { headers: await signIn("bender") })).json()).user.id;
    const response = await postFeedback({ comment: `Gus here: the prices are too low. (${victim.email})`, rating: 1, UserId: victimId }, headers);
    expect(response.status).toBe(201);
    expect((await allFeedback()).some((f) => f.UserId === victimId && f.comment.startsWith("Gus here"))).toBe(true);
    expect(await isSolved("forgedFeedbackChallenge")).toBe(true);
  });

  it("forgedFeedbackChallenge: feedback in one's own name, or anonymous, does not solve it", async () => {
    const headers = await signIn("jim");
    const ownId = (await (await call("/rest/user/whoami", { headers })).json()).user.id;
    expect((await postFeedback({ comment: "Lovely juice.", rating: 4, UserId: ownId }, headers)).status).toBe(201);
    expect((await postFeedback({ comment: "Lovely juice, says a stranger.", rating: 4 })).status).toBe(201);
    await room().barrier();
    expect(await isSolved("forgedFeedbackChallenge")).toBe(false);
  });

  it("zeroStarsChallenge: the server stores a rating of 0", async () => {
    const response = await postFeedback({ comment: "Zero. Nada. Nothing.", rating: 0 });
    expect(response.status).toBe(201);
    expect((await response.json()).data.rating).toBe(0);
    expect(await isSolved("zeroStarsChallenge")).toBe(true);
  });

  it("zeroStarsChallenge: ratings from 1 to 5 do not solve it, and below 0 or above 5 are refused", async () => {
    for (const rating of [1, 5]) expect((await postFeedback({ comment: "Fine.", rating })).status).toBe(201);
    for (const rating of [-1, 6, 2.5]) expect((await postFeedback({ comment: "Odd.", rating })).status).toBe(400);
    await room().barrier();
    expect(await isSolved("zeroStarsChallenge")).toBe(false);
  });

  it.each([
    ["the reference's payload: the script element goes with its text, the brackets around it close up into an iframe", '<<script>Foo</script>iframe src="javascript:alert(`xss`)">', /^<iframe src="javascript:alert\(`xss`\)">$/],
    ["an image with an error handler behind a dropped script element", '<<script>x</script>img src=x onerror="alert(`xss`)">', /^<img src=x onerror="alert\(`xss`\)">$/],
  ])("persistedXssFeedbackChallenge: %s, past sanitize-html 1.4.2", async (_name, payload, kept) => {
    const response = await postFeedback({ comment: payload, rating: 3 });
    expect(response.status).toBe(201);
    expect((await response.json()).data.comment).toMatch(kept);
    expect((await allFeedback()).some((f) => kept.test(f.comment))).toBe(true);
    expect(await isSolved("persistedXssFeedbackChallenge")).toBe(true);
  });

  it("persistedXssFeedbackChallenge: stored markup that looks like a payload but runs nothing does not solve it", async () => {
    // The sanitizer leaves `<Fooiframe src="javascript:…">`: an unknown element, whose src a
    // browser never loads. A look for "javascript:" in a tag would have called it a solve.
    const response = await postFeedback({ comment: '<<script>Foo</script>Fooiframe src="javascript:alert(`xss`)">', rating: 3 });
    expect(response.status).toBe(201);
    expect((await response.json()).data.comment).toBe('<Fooiframe src="javascript:alert(`xss`)">');
    await room().barrier();
    expect(await isSolved("persistedXssFeedbackChallenge")).toBe(false);
  });

  it("persistedXssFeedbackChallenge: plain markup is stripped and does not solve it", async () => {
    const response = await postFeedback({ comment: '<b>Great</b> juice! <script>alert(1)</script><img src=x onerror=alert(1)><p onclick="x()">hi</p>', rating: 5 });
    expect(response.status).toBe(201);
    expect((await response.json()).data.comment).toBe("<b>Great</b> juice! <p>hi</p>");
    await room().barrier();
    expect(await isSolved("persistedXssFeedbackChallenge")).toBe(false);
  });

  it("feedbackChallenge: any customer can delete every five-star feedback", async () => {
    const headers = await signIn("jim");
    const fiveStars = (await allFeedback()).filter((f) => f.rating === 5);
    expect(fiveStars.length).toBeGreaterThan(1);
    for (const feedback of fiveStars) expect((await call(`/api/Feedbacks/${feedback.id}`, { method: "DELETE", headers })).status).toBe(200);
    expect((await allFeedback()).filter((f) => f.rating === 5)).toEqual([]);
    expect(await isSolved("feedbackChallenge")).toBe(true);
  });

  it("feedbackChallenge: deleting only some five-star feedback does not solve it, and deleting needs a login", async () => {
    const fiveStars = (await allFeedback()).filter((f) => f.rating === 5);
    expect((await call(`/api/Feedbacks/${fiveStars[0]!.id}`, { method: "DELETE" })).status).toBe(401);
    expect((await call(`/api/Feedbacks/${fiveStars[0]!.id}`, { method: "DELETE", headers: await signIn("jim") })).status).toBe(200);
    await room().barrier();
    expect(await isSolved("feedbackChallenge")).toBe(false);
  });

  it("captchaBypassChallenge: a script posts ten feedbacks within 20 seconds, reading the answer from the captcha reply", async () => {
    const { captchaId, answer } = await captcha();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call("/api/Feedbacks/", { method: "POST", json: { captchaId, captcha: answer, comment: `Spam #${i}`, rating: 3 } })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(await isSolved("captchaBypassChallenge")).toBe(true);
  });

  it("captchaBypassChallenge: a few feedbacks do not solve it, and a wrong answer is refused", async () => {
    for (let i = 0; i < 3; i++) expect((await postFeedback({ comment: `Honest feedback ${i}`, rating: 4 })).status).toBe(201);
    const { captchaId, answer } = await captcha();
    const wrong = await call("/api/Feedbacks/", { method: "POST", json: { captchaId, captcha: String(Number(answer) + 1), comment: "Guess", rating: 3 } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toMatch(/CAPTCHA/);
    await room().barrier();
    expect(await isSolved("captchaBypassChallenge")).toBe(false);
  });
});
