import { afterEach, describe, expect, it } from "vitest";
import { createTestCli, type TestCli } from "../../test/helpers.ts";

// Placements other than head and body are the domain's to handle (TenantScripts.test.ts); the
// contract allows only these two, so a conforming server never sends another.
const script = (name: string, priority: number, placement: "head" | "body", isActive = true) => ({
  id: priority,
  name,
  rawScript: `<script>/* ${name} */</script>`,
  isActive,
  priority,
  placement,
});

describe("config", () => {
  let cli: TestCli;
  afterEach(() => cli.cleanup());

  it("applies the indigo-950 fallback, the default logo and the scripts in injection order (§1, §5)", async () => {
    cli = createTestCli({
      dispatch: {
        configuration: {
          website_name: "Gosport & District Taxis",
          theme_color: "teal-450",
          logo: "logo.png",
          mixpanel_token: "tok",
          operator_licence: {
            legal_name: "Gosport & District Taxis Ltd",
            licensing_authority: "Gosport Borough Council",
            licence_number: "GBC/PHO/117",
          },
          scripts: [
            script("low head", 5, "head"),
            script("high body", 50, "body"),
            script("inactive head", 90, "head", false),
            script("top head", 40, "head"),
          ],
        },
      },
    });
    const { code, stdout } = await cli.run("--tenant", "GDT", "config");
    expect(code).toBe(0);
    expect(stdout).toMatch(/Theme colour:\s+indigo-950 \(fallback: "teal-450" is not a colour-level\)/);
    expect(stdout).toContain('(default: "logo.png" does not start with http)');
    expect(stdout).toMatch(/Analytics:\s+on \(tenant token\)/);
    expect(stdout).toMatch(
      /Operator licence:\s+Gosport & District Taxis Ltd\. Private hire operator licence GBC\/PHO\/117, issued by Gosport Borough Council\./,
    );
    expect(stdout).toMatch(/Maps:\s+the dispatch API's maps port/);
    const scripts = stdout.slice(stdout.indexOf("Scripts in injection order:"));
    expect(scripts.split("\n").slice(1, 4)).toEqual([
      "  head  1. top head (priority 40)",
      "  head  2. low head (priority 5)",
      "  body  1. high body (priority 50)",
    ]);
    expect(scripts).toContain("inactive head: inactive");
    expect((await cli.run("--quiet", "config")).stdout.trim()).toBe("indigo-950");
  });

  it("keeps a valid colour and an http logo", async () => {
    cli = createTestCli({
      dispatch: { configuration: { theme_color: "purple-800", logo: "https://pdc.example/logo.svg" } },
    });
    const { body } = await cli.json("--host", "pdc.cabline.example", "config");
    expect(body.tenant).toBe("PDC");
    expect(body.themeColour).toEqual({ applied: "purple-800", configured: "purple-800", fallback: false });
    expect(body.logo).toMatchObject({ applied: "https://pdc.example/logo.svg", isDefault: false });
  });

  it("shows the defaults the app would use when the configuration cannot be loaded, with the failure's exit code", async () => {
    cli = createTestCli();
    cli.dispatch.failNext("getConfiguration", { reason: "Network" });
    const { code, stdout, stderr } = await cli.run("config");
    expect(code).toBe(3);
    expect(stdout).toMatch(/Theme colour:\s+indigo-950 \(fallback: no theme_color\)/);
    expect(stdout).toContain("(configuration not loaded: defaults)");
    expect(stderr).toContain("warning: the configuration could not be loaded");
  });
});
