import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { decodeSession, SettingsStore, sessionFileName } from "./settings-store.ts";

describe("the CLI's session files", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("reads a session as it was written", () => {
    const record = {
      api: "http://127.0.0.1:4020",
      tenant: "BOOK",
      token: "cbl_t_1",
      email: "booker@example.com",
      selectedAccount: { business_id: 500, business_user_id: "7300", name: "Solent Marine Logistics" },
      driver: {
        token: "cbl_dt_1",
        email: "driver@example.com",
        expiresAt: 600_000,
        driverId: 3307,
        profile: { vehicle: { wheelchair_accessible: true }, ride_type_ids: [1, 2, 5] },
      },
      updatedAt: 1,
    };
    expect(decodeSession(JSON.parse(JSON.stringify(record)))).toEqual(record);
    expect(decodeSession({ ...record, selectedAccount: null })?.selectedAccount).toBeNull();
  });

  it("keeps what still reads of a file edited by hand and drops the rest, never a value of the wrong type", () => {
    const edited = {
      api: "http://127.0.0.1:4020",
      tenant: "BOOK",
      token: 12345,
      email: "passenger@example.com",
      selectedAccount: { business_id: 500 },
      driver: { token: "cbl_dt_1", email: "driver@example.com", expiresAt: "later" },
      updatedAt: "yesterday",
    };
    expect(decodeSession(edited)).toEqual({
      api: "http://127.0.0.1:4020",
      tenant: "BOOK",
      email: "passenger@example.com",
    });
    // What the bidding rules read of the driver, and nothing that does not read.
    const driver = { token: "t", email: "d@example.com", expiresAt: 1 };
    const profile = (raw: unknown) =>
      decodeSession({ api: "a", tenant: "BOOK", driver: { ...driver, profile: raw } })?.driver?.profile;
    expect(
      profile({ name: "Mark", vehicle: { make: "VW", wheelchair_accessible: false }, ride_type_ids: [1] }),
    ).toEqual({
      vehicle: { wheelchair_accessible: false },
      ride_type_ids: [1],
    });
    expect(profile({ vehicle: { wheelchair_accessible: "yes" }, ride_type_ids: [1, "2"] })).toEqual({ vehicle: {} });
    for (const notASession of [null, [], "text", { api: "x" }, { tenant: "BOOK" }, { api: 1, tenant: "BOOK" }])
      expect(decodeSession(notASession)).toBeUndefined();
  });

  it("lists only the files that are sessions, and reads a session only for its own API and tenant", () => {
    const dir = mkdtempSync(join(tmpdir(), "cabline-settings-"));
    dirs.push(dir);
    const store = new SettingsStore(dir);
    store.writeSession({ api: "http://127.0.0.1:4020", tenant: "BOOK", token: "cbl_t_1" });
    mkdirSync(store.sessionsDir, { recursive: true });
    writeFileSync(join(store.sessionsDir, "broken.json"), "{ not json");
    writeFileSync(join(store.sessionsDir, "other.json"), JSON.stringify({ name: "no api" }));
    expect(store.listSessions()).toEqual([{ api: "http://127.0.0.1:4020", tenant: "BOOK", token: "cbl_t_1" }]);
    expect(store.readSession("http://127.0.0.1:4020", "BOOK")?.token).toBe("cbl_t_1");
    expect(store.readSession("http://127.0.0.1:4020", "GDT")).toBeUndefined();
    // A file of another API that happens to have this file's name is not this session.
    writeFileSync(
      join(store.sessionsDir, sessionFileName("http://127.0.0.1:4021", "BOOK")),
      JSON.stringify({ api: "http://elsewhere:4021", tenant: "BOOK", token: "cbl_t_2" }),
    );
    expect(store.readSession("http://127.0.0.1:4021", "BOOK")).toBeUndefined();
  });
});
