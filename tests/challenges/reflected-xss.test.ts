import { beforeEach, describe, expect, it } from "vitest";
import { reflectedXssPayload } from "../../worker/challenges/catalogue/reflected-xss";
import { isSolved, resetInstance } from "../support/instance";
import { trackOrder } from "../support/shop";

describe("reflectedXssChallenge: order tracking echoes the id it was asked for", () => {
  beforeEach(resetInstance);

  it("the challenge's iframe payload comes back as the order id and solves it", async () => {
    const response = await trackOrder('<iframe src="javascript:alert(`xss`)">');
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual([{ orderId: reflectedXssPayload }]);
    expect(await isSolved("reflectedXssChallenge")).toBe(true);
  });

  it("an unquoted variant with the same effect counts too", async () => {
    const response = await trackOrder("<IFRAME SRC=javascript:alert(document.domain)></iframe>");
    expect(response.status).toBe(200);
    expect((await response.json()).data[0].orderId).toBe("<IFRAME SRC=javascript:alert(document.domain)></iframe>");
    expect(await isSolved("reflectedXssChallenge")).toBe(true);
  });

  it("unknown ids and harmless markup do not solve it", async () => {
    for (const id of ["abcd-0123456789abcdef", "<b>bold</b>", '<iframe src="https://squeeze.test/">']) {
      const response = await trackOrder(id);
      expect(response.status).toBe(200);
      expect((await response.json()).data).toEqual([{ orderId: id }]);
    }
    expect(await isSolved("reflectedXssChallenge")).toBe(false);
  });
});
