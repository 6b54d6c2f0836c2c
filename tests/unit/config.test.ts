import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../worker/config";
import { presets } from "../../worker/config/presets";

describe("application configuration", () => {
  it.each(Object.keys(presets))("preset %s is valid", (preset) => {
    const config = loadConfig({ SQUEEZE_PRESET: preset });
    expect(config.application.name).toBe("Squeeze");
  });

  it("defaults to the default preset", () => {
    expect(loadConfig({}).ctf.showFlagsInNotifications).toBe(false);
    expect(loadConfig({ SQUEEZE_PRESET: "ctf" }).ctf.showFlagsInNotifications).toBe(true);
    expect(loadConfig({ SQUEEZE_PRESET: "tutorial" }).challenges.restrictToTutorialsFirst).toBe(true);
  });

  it("merges a JSON override over the preset", () => {
    const config = loadConfig({ SQUEEZE_CONFIG: '{"application":{"name":"Acme Juice","welcomeBanner":{"title":"Hi"}}}' });
    expect(config.application.name).toBe("Acme Juice");
    expect(config.application.welcomeBanner.title).toBe("Hi");
    expect(config.application.welcomeBanner.showOnFirstStart).toBe(true);
  });

  it("rejects an unknown preset with the list of presets", () => {
    expect(() => loadConfig({ SQUEEZE_PRESET: "nope" })).toThrow(ConfigError);
    expect(() => loadConfig({ SQUEEZE_PRESET: "nope" })).toThrow(/default, ctf, tutorial/);
  });

  it("names the path and the problem of an invalid value", () => {
    expect(() => loadConfig({ SQUEEZE_CONFIG: '{"application":{"name":""}}' })).toThrow(/application\.name/);
    expect(() => loadConfig({ SQUEEZE_CONFIG: '{"ctf":{"showCountryDetailsInNotifications":"maybe"}}' })).toThrow(
      /ctf\.showCountryDetailsInNotifications/,
    );
    expect(() => loadConfig({ SQUEEZE_CONFIG: '{"unknownSection":{}}' })).toThrow(/unknownSection/);
  });

  it("explains JSON that does not parse", () => {
    expect(() => loadConfig({ SQUEEZE_CONFIG: "{nope" })).toThrow(/SQUEEZE_CONFIG is not valid JSON/);
  });
});
