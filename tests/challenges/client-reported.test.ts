import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance, RoomClient } from "../support/instance";

// What only a browser sees travels through the instance room to the worker's detectors. The
// browser-level exploits are in tests/e2e/challenges.spec.ts; these check the server's judgement.
describe("client-reported checks", () => {
  let room: RoomClient;
  beforeEach(async () => {
    await resetInstance();
    room = new RoomClient();
    await room.opened();
  });
  afterEach(() => room.close());

  /** What the search page's loader gets for a search text with markup: this render's nonce. */
  const renderOf = async (q: string) => {
    const response = await call("/rest/search-renders", { method: "POST", json: { q } });
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    return { q, nonce: ((await response.json()) as { nonce: string }).nonce };
  };
  const domXss = '<iframe src="javascript:alert(`xss`)">';
  const bonus = '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="/promotion"></iframe>';

  it("localXssChallenge: the search page's report that its markup ran script, with its render's nonce, solves it", async () => {
    room.send({ type: "verifyLocalXssChallenge", data: { ...(await renderOf(domXss)), ran: "script" } });
    const event = await room.solved("localXssChallenge");
    expect(event.name).toBe("DOM XSS");
    expect(await isSolved("localXssChallenge")).toBe(true);
    expect(await isSolved("xssBonusChallenge")).toBe(false);
  });

  it("localXssChallenge: other markup that runs script counts too", async () => {
    room.send({ type: "verifyLocalXssChallenge", data: { ...(await renderOf("<img src=x onerror=alert(document.cookie)>")), ran: "script" } });
    await room.solved("localXssChallenge");
    expect(await isSolved("xssBonusChallenge")).toBe(false);
  });

  it("localXssChallenge: a bare report, the reference's plain text, a made-up or another text's nonce do not", async () => {
    const render = await renderOf(domXss);
    const other = await renderOf("<b>orange</b>");
    for (const data of [
      domXss, // the reference protocol: the search text alone
      { q: domXss, ran: "script" },
      { q: domXss, ran: "script", nonce: "00000000-0000-4000-8000-000000000000" },
      { q: domXss, ran: "script", nonce: other.nonce }, // issued for another search text
      { ...render, q: `${domXss} ` },
      { ...render, ran: "eval" },
      { ...other, ran: "script" }, // a render whose text runs nothing
    ]) {
      room.send({ type: "verifyLocalXssChallenge", data });
    }
    await room.barrier();
    expect(await isSolved("localXssChallenge")).toBe(false);
  });

  it("localXssChallenge: a render's nonce counts once: replayed after a reset, it does not solve again", async () => {
    const report = { type: "verifyLocalXssChallenge", data: { ...(await renderOf(domXss)), ran: "script" } };
    room.send(report);
    await room.solved("localXssChallenge");
    room.close();
    await resetInstance();
    room = new RoomClient();
    await room.opened();
    room.send(report);
    await room.barrier();
    expect(await isSolved("localXssChallenge")).toBe(false);
  });

  it("xssBonusChallenge: the promotion page playing in a frame of the search solves it, not the DOM XSS", async () => {
    room.send({ type: "verifyLocalXssChallenge", data: { ...(await renderOf(bonus)), ran: "frame" } });
    await room.solved("xssBonusChallenge");
    expect(await isSolved("xssBonusChallenge")).toBe(true);
    expect(await isSolved("localXssChallenge")).toBe(false);
  });

  it("xssBonusChallenge: trimmed, absolute or embedded, it is the same promotion", async () => {
    room.send({ type: "verifyLocalXssChallenge", data: { ...(await renderOf("<iframe src='http://localhost:8787/promotion/'>")), ran: "frame" } });
    await room.solved("xssBonusChallenge");
    await resetInstance();
    room.send({ type: "verifyLocalXssChallenge", data: { ...(await renderOf('<embed src="/promotion">')), ran: "frame" } });
    await room.solved("xssBonusChallenge");
  });

  it("xssBonusChallenge: one render may count once for each kind of run: the DOM XSS and the bonus together", async () => {
    const render = await renderOf(`${domXss}${bonus}`);
    room.send({ type: "verifyLocalXssChallenge", data: { ...render, ran: "script" } });
    room.send({ type: "verifyLocalXssChallenge", data: { ...render, ran: "frame" } });
    await room.solved("localXssChallenge");
    await room.solved("xssBonusChallenge");
  });

  it("xssBonusChallenge: other frames, the payload as text, or a frame report without its nonce do not", async () => {
    for (const q of ['<iframe src="/search">', '&lt;iframe src="/promotion"&gt;', '<img src="/promotion">']) {
      room.send({ type: "verifyLocalXssChallenge", data: { ...(await renderOf(q)), ran: "frame" } });
    }
    room.send({ type: "verifyLocalXssChallenge", data: { q: bonus, ran: "frame" } });
    room.send({ type: "verifyLocalXssChallenge", data: bonus });
    room.send({ type: "verifyLocalXssChallenge", data: { ...(await renderOf(bonus)), ran: "script" } });
    await room.barrier();
    expect(await isSolved("xssBonusChallenge")).toBe(false);
  });

  it("localXssChallenge: ordinary search texts and malformed reports do not", async () => {
    for (const data of ["orange", "<b>orange</b>", '<iframe src="https://example.org">', 42, null, ["<iframe"]]) {
      room.send({ type: "verifyLocalXssChallenge", data });
    }
    for (const q of ["<b>orange</b>", '<iframe src="https://example.org">']) {
      room.send({ type: "verifyLocalXssChallenge", data: { ...(await renderOf(q)), ran: "script" } });
    }
    await room.barrier();
    expect(await isSolved("localXssChallenge")).toBe(false);
  });

  it("a render nonce is issued only for a search text of sensible length", async () => {
    expect((await call("/rest/search-renders", { method: "POST", json: { q: "" } })).status).toBe(400);
    expect((await call("/rest/search-renders", { method: "POST", json: { q: "<".repeat(2001) } })).status).toBe(400);
  });

  it("closeNotificationsChallenge: closing several notifications at once solves it", async () => {
    room.send({ type: "verifyCloseNotificationsChallenge", data: [{ key: "a" }, { key: "b" }] });
    await room.solved("closeNotificationsChallenge");
    expect(await isSolved("closeNotificationsChallenge")).toBe(true);
  });

  it("closeNotificationsChallenge: closing one, or sending no list, does not", async () => {
    room.send({ type: "verifyCloseNotificationsChallenge", data: [{ key: "a" }] });
    room.send({ type: "verifyCloseNotificationsChallenge", data: "a,b" });
    room.send({ type: "verifyCloseNotificationsChallenge", data: { length: 5 } });
    await room.barrier();
    expect(await isSolved("closeNotificationsChallenge")).toBe(false);
  });
});
