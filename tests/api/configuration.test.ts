import { describe, expect, it } from "vitest";
import { catalogue } from "../../worker/challenges/registry";
import { call, store } from "../support/instance";

describe("configuration endpoints", () => {
  it("GET /rest/admin/application-configuration returns the validated configuration", async () => {
    const response = await call("/rest/admin/application-configuration");
    expect(response.status).toBe(200);
    const { config } = await response.json();
    expect(config.application.name).toBe("Squeeze");
    expect(config.application.welcomeBanner.showOnFirstStart).toBe(true);
    expect(config.ctf.showCountryDetailsInNotifications).toBe("none");
    expect(config.hackingInstructor.isEnabled).toBe(true);
    expect(typeof config.application.altcoinName).toBe("string");
    expect(typeof config.application.chatBotName).toBe("string");
  });

  it("GET /rest/admin/instance names the instance, its store and its room", async () => {
    const body = await (await call("/rest/admin/instance")).json();
    expect(body).toEqual({
      name: "default",
      store: store(),
      room: { party: store() === "d1" ? "instance-room" : "instance", name: "default" },
      // Outside cohort mode an instance belongs to no cohort (tests/cohort/ check the other case).
      cohort: null,
    });
  });

  it("GET /rest/admin/application-version returns the version", async () => {
    const { version } = await (await call("/rest/admin/application-version")).json();
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("GET /rest/country-mapping maps every challenge to its module's country", async () => {
    const response = await call("/rest/country-mapping");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(Object.fromEntries(catalogue.map((c) => [c.key, c.ctfCountry])));
  });

  it("GET /rest/languages lists English", async () => {
    const languages = await (await call("/rest/languages")).json();
    expect(languages).toContainEqual(expect.objectContaining({ key: "en", lang: "English" }));
  });
});
