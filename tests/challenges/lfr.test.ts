import { beforeEach, describe, expect, it } from "vitest";
import { call, isSolved, resetInstance } from "../support/instance";
import { newCustomer, type Customer } from "../support/checkout";

const erase = (who: Customer, fields: Record<string, string>) =>
  call("/dataerasure", {
    method: "POST",
    headers: { Cookie: `token=${who.headers.Authorization.slice("Bearer ".length)}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("lfrChallenge: the data erasure page renders a file of one's choosing as its layout", () => {
  beforeEach(resetInstance);

  it("a layout name climbing out of the layouts folder shows the start of that file", async () => {
    const student = await newCustomer("eraser@squeeze.test", "Fresh-Juice-42", "Lemon");
    const form = await call("/dataerasure", { headers: { Cookie: `token=${student.headers.Authorization.slice(7)}` } });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('action="/dataerasure"');
    const response = await erase(student, { email: student.email, securityAnswer: "Lemon", layout: "../../etc/passwd" });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^root:/);
    expect(await isSolved("lfrChallenge")).toBe(true);
  });

  it("the page's own layout, a wrong answer or a missing file does not solve it", async () => {
    const student = await newCustomer("eraser@squeeze.test", "Fresh-Juice-42", "Lemon");
    const wrong = await erase(student, { email: student.email, securityAnswer: "Lime", layout: "../../etc/passwd" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: "Wrong answer to your security question." });
    expect((await erase(student, { email: student.email, securityAnswer: "Lemon", layout: "../../etc/nothing-here" })).status).toBe(404);
    expect((await erase(student, { email: student.email, securityAnswer: "Lemon", layout: "../../ftp/legal.md" })).status).toBe(403);
    const ordinary = await erase(student, { email: student.email, securityAnswer: "Lemon" });
    expect(ordinary.status).toBe(200);
    expect(await ordinary.text()).toContain("Your request has been recorded");
    const anonymous = await call("/dataerasure");
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toMatch(/log in/);
    expect(await isSolved("lfrChallenge")).toBe(false);
  });
});
