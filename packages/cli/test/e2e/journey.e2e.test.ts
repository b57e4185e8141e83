/**
 * The CLI end to end, spawned as a process against a sandbox of its own: sign in, book a return
 * trip with a via, list it, track it, cancel it; the failures a script branches on; the tenant's
 * configuration; a phone sign-in with the code from the sandbox's outbox.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bin, type Cabline, cabline, root, type Sandbox, startSandbox } from "./sandbox.ts";

const password = "cabline-sandbox";

// One sandbox and one CLI, with the sessions it signs in, for the whole file: the describes below
// run in order and share them.
let sandbox: Sandbox;
let cli: Cabline;
beforeAll(async () => {
  sandbox = await startSandbox();
  cli = cabline(sandbox.url);
});
afterAll(async () => {
  cli?.cleanup();
  await sandbox?.stop();
});

describe("cabline against the sandbox: a passenger's trip", () => {
  it("logs in, books a return trip with a via, lists it, tracks it and cancels it", async () => {
    const login = await cli.run(["login", "--email", "passenger@example.com", "--password-stdin"], {
      input: `${password}\n`,
    });
    expect(login.stderr).toBe("");
    expect(login.code).toBe(0);
    const sessionFile = join(
      cli.configDir,
      "sessions",
      `BOOK@${sandbox.url.replace("http://", "").replace(":", "_")}.json`,
    );
    expect(statSync(sessionFile).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(sessionFile, "utf8")).email).toBe("passenger@example.com");

    const book = await cli.run([
      "--json",
      "book",
      "--pickup",
      "Southampton Airport",
      "--drop",
      "Ocean Cruise Terminal",
      "--via",
      "Above Bar Street",
      "--at",
      "tomorrow 09:30",
      "--passengers",
      "2",
      "--luggage",
      "2",
      "--flight",
      "SI4202",
      "--return",
      "--return-at",
      "tomorrow 18:00",
      "--return-notes",
      "Gate 2",
      "--payment",
      "cash",
    ]);
    expect(book.stderr).toBe("");
    expect(book.code).toBe(0);
    const created = JSON.parse(book.stdout);
    expect(created.bookings).toHaveLength(2);
    const [outbound, back] = created.bookings;
    expect([outbound.leg, back.leg]).toEqual(["outbound", "return"]);
    expect(outbound.destinations).toHaveLength(2);
    expect(outbound.destinations[1].address).toContain("Above Bar Street");
    expect(back.pickup_location.address).toContain("Ocean Cruise Terminal");
    expect(back.notes).toBe("Gate 2");
    const token: string = outbound.booking_token;

    const list = await cli.run(["--json", "trips", "list", "--filter", "upcoming", "--all"]);
    expect(list.code).toBe(0);
    const tokens = JSON.parse(list.stdout).bookings.map((booking: { booking_token: string }) => booking.booking_token);
    expect(tokens).toEqual(expect.arrayContaining([token, back.booking_token]));

    const track = await cli.run(["track", token]);
    expect(track.code).toBe(0);
    expect(track.stdout).toMatch(/Status:\s+booked/);
    expect(track.stdout).toContain("Ocean Cruise Terminal");

    const cancel = await cli.run(["--json", "trips", "cancel", token]);
    expect(cancel.code).toBe(0);
    expect(JSON.parse(cancel.stdout).bookings.map((booking: { status: string }) => booking.status)).toEqual([
      "cancelled",
      "cancelled",
    ]);

    const after = await cli.run(["--quiet", "track", token]);
    expect(after.stdout.trim()).toBe("cancelled");
  });
});

describe("cabline against the sandbox: failures a script branches on", () => {
  it("exits 2 with per-field messages before any call, and 1 with the catalogue code when the API refuses", async () => {
    const invalid = await cli.run(["--json", "book", "--pickup", "Above Bar Street", "--passengers", "0"]);
    expect(invalid.code).toBe(2);
    expect(JSON.parse(invalid.stdout)).toMatchObject({
      code: "validation",
      fields: expect.arrayContaining([
        { field: "drop", message: "Enter a drop-off address." },
        { field: "passengers", message: "Enter the number of passengers (at least 1)." },
      ]),
    });
    const refused = await cli.run(["--json", "trips", "show", "no-such-booking-token"]);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toMatchObject({ code: "invalid_booking", message: "Invalid booking Token." });
  });

  it("exits 3 when the API cannot be reached", async () => {
    const { code, stderr } = await cli.run(["--api", "http://127.0.0.1:9", "config"]);
    expect(code).toBe(3);
    expect(stderr).toContain("Could not reach http://127.0.0.1:9.");
  });
});

describe("cabline against the sandbox: tenants, phone sign-in and drivers", () => {
  it("shows a tenant's configuration as the app applies it", async () => {
    const { code, stdout } = await cli.run(["--host", "gdt.cabline.example", "--json", "config"]);
    expect(code).toBe(0);
    const config = JSON.parse(stdout);
    expect(config.tenant).toBe("GDT");
    expect(config.themeColour).toMatchObject({ applied: "indigo-950", configured: "teal-450", fallback: true });
    expect(config.scripts.head.map((script: { name: string }) => script.name)).toEqual(["Brand marker"]);
  });

  it("signs in by phone with the code from the outbox", async () => {
    const phone = cabline(sandbox.url);
    const sent = await phone.run(["--tenant", "PDC", "login", "--phone", "07700 900123"]);
    expect(sent.code).toBe(0);
    const outbox = await fetch(`${sandbox.url}/sandbox/outbox?to=${encodeURIComponent("+447700900123")}`, {
      headers: { "X-TENANT-ID": "PDC" },
    }).then((response) => response.json() as Promise<{ messages: Array<{ body: string }> }>);
    const code = /\b(\d{6})\b/.exec(outbox.messages.at(-1)?.body ?? "")?.[1] ?? "";
    const signedIn = await phone.run(["--tenant", "PDC", "login", "--phone", "07700 900123", "--otp", code]);
    expect(signedIn.code).toBe(0);
    expect((await phone.run(["--tenant", "PDC", "--quiet", "whoami"])).stdout.trim()).toBe("passenger@example.com");
    phone.cleanup();
  });

  it("books from a booking file, and bids as a driver", async () => {
    writeFileSync(
      join(cli.cwd, "trip.json"),
      JSON.stringify({
        pickup: "Southampton Central",
        drop: "University of Southampton",
        at: "tomorrow 11:00",
        passengers: 1,
        payment: "cash",
      }),
    );
    const booked = await cli.run(["--quiet", "book", "--file", "trip.json"]);
    expect(booked.stderr).toBe("");
    expect(booked.stdout.trim()).toMatch(/^\S+$/);

    const login = await cli.run(["driver", "login", "--email", "driver@example.com", "--password", password]);
    expect(login.code).toBe(0);
    const contracts = JSON.parse((await cli.run(["--json", "driver", "contracts"])).stdout) as Array<{
      id: number;
      refusal?: string;
    }>;
    const open = contracts.find((contract) => contract.refusal === undefined);
    expect(open).toBeDefined();
    const bid = await cli.run(["--json", "driver", "bid", String(open?.id), "--amount", "17.25"]);
    expect(bid.stderr).toBe("");
    expect(JSON.parse(bid.stdout).bid).toMatchObject({ status: "submitted", amount: { amountMinor: 1725 } });
  });
});

describe("cabline against the sandbox: scripts and help", () => {
  it("runs the README's sample script: a day of trips for two tenants", () => {
    // `cabline` on PATH, as after installing the package.
    const wrapper = join(cli.cwd, "cabline");
    writeFileSync(wrapper, `#!/bin/sh\nexec "${process.execPath}" "${bin}" "$@"\n`);
    chmodSync(wrapper, 0o755);
    const script = join(root, "packages", "cli", "examples", "day-of-trips.sh");
    const result = spawnSync("bash", [script, "tomorrow"], {
      cwd: cli.cwd,
      encoding: "utf8",
      env: {
        ...process.env,
        PATH: `${cli.cwd}:${process.env.PATH ?? ""}`,
        CABLINE_API: sandbox.url,
        CABLINE_CONFIG_DIR: join(cli.cwd, "script-config"),
        CABLINE_PASSWORD: password,
      },
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout.match(/^(BOOK|GDT) \d\d:\d\d \S+/gm)).toHaveLength(7);
    expect(result.stdout).toContain("Booked 7 trips.");
    expect(result.stdout).toMatch(/^GDT upcoming legs: \d+$/m);
  });

  it("prints --help for a command with an example", async () => {
    const { code, stdout } = await cli.run(["bulk", "--help"]);
    expect(code).toBe(0);
    expect(stdout).toContain("$ cabline bulk trips.csv --dry-run");
  });
});
