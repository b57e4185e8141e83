// Password hashing off the event loop, so no request blocks the others: sign-ins, sign-ups and
// resets run no scrypt on the event loop (each would stall every other request for ~25 ms), and the
// prepared work gives the same answers as the slow path.
import * as crypto from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultPasswordCost, hashPassword, setPasswordCost, verifyPassword, withPrepared } from "../src/passwords.ts";
import { startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
beforeAll(async () => {
  ts = await startSandbox({ memory: true });
});
afterAll(() => ts.stop());

vi.mock("node:crypto", async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  return { ...original, scryptSync: vi.fn(original.scryptSync) };
});
const scryptOnTheLoop = vi.mocked(crypto.scryptSync);

const random = (n: number): Uint8Array => new Uint8Array(n).fill(7);

describe("sign-ins off the event loop", () => {
  it("signs eight customers and a driver in, and refuses an unknown account, with no scrypt on the event loop", async () => {
    scryptOnTheLoop.mockClear();
    const signIns = await Promise.all(
      Array.from({ length: 8 }, () =>
        ts.call("POST", "/customer/v2/doLoginWeb", {
          form: { email: "booker@example.com", password: "cabline-sandbox" },
        }),
      ),
    );
    expect(signIns.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const driver = await ts.call("POST", "/driver/doLoginToolbox", {
      form: { email: "driver@example.com", password: "cabline-sandbox", android: false, version: 0 },
    });
    expect(driver.status).toBe(200);
    const nobody = await ts.call("POST", "/customer/v2/doLoginWeb", {
      form: { email: "nobody@example.com", password: "cabline-sandbox" },
    });
    expect(nobody.body.error).toBe("invalid_login");
    expect(scryptOnTheLoop).not.toHaveBeenCalled();
  });

  it("still refuses a wrong password and an unknown account", async () => {
    const wrong = await ts.call("POST", "/customer/v2/doLoginWeb", {
      form: { email: "booker@example.com", password: "not-the-password" },
    });
    const nobody = await ts.call("POST", "/customer/v2/doLoginWeb", {
      form: { email: "nobody@example.com", password: "cabline-sandbox" },
    });
    expect(wrong.body.error).toBe("invalid_login");
    expect(nobody.body.error).toBe("invalid_login");
  });

  it("uses prepared answers only for the prepared password", () => {
    const stored = hashPassword("right-password", random);
    const prepared = { password: "right-password", verified: new Map([[stored, false]]), noAccount: false, hash: "h" };
    expect(withPrepared(prepared, () => verifyPassword("right-password", stored))).toBe(false);
    expect(withPrepared(prepared, () => verifyPassword("other-password", stored))).toBe(false);
    expect(withPrepared(prepared, () => hashPassword("right-password", random))).toBe("h");
    expect(verifyPassword("right-password", stored)).toBe(true);
  });
});

describe("the cost of a hash", () => {
  it("is the sandbox's 16384 by default, kept in the stored hash, so a cheaper test cost still verifies older hashes", () => {
    const strong = hashPassword("correct horse", random);
    expect(strong.split("$").slice(0, 4)).toEqual(["scrypt", String(defaultPasswordCost), "8", "1"]);
    setPasswordCost(1024);
    try {
      const cheap = hashPassword("correct horse", random);
      expect(cheap.split("$")[1]).toBe("1024");
      expect(verifyPassword("correct horse", strong)).toBe(true);
      expect(verifyPassword("correct horse", cheap)).toBe(true);
      expect(verifyPassword("wrong horse", cheap)).toBe(false);
      expect(() => setPasswordCost(1000)).toThrow(/power of two/);
    } finally {
      setPasswordCost(defaultPasswordCost);
    }
  });
});

/** The nice value of each thread of this process, by the thread's name (Linux's /proc). */
const threadNiceness = (): ReadonlyArray<{ readonly name: string; readonly nice: number }> =>
  readdirSync(`/proc/${process.pid}/task`).map((task) => {
    const stat = readFileSync(`/proc/${process.pid}/task/${task}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), nice: Number(fields[16]) };
  });

describe("the password thread", () => {
  it.runIf(process.platform === "linux")(
    "runs a sign-in's scrypt at the lowest priority, so bookings go first when the cores are busy",
    async () => {
      const before = threadNiceness().filter((thread) => thread.nice === 19).length;
      const answer = await ts.call("POST", "/customer/v2/doLoginWeb", {
        form: { email: "passenger@example.com", password: "cabline-sandbox" },
      });
      expect(answer.status).toBe(200);
      const threads = threadNiceness();
      expect(threads.filter((thread) => thread.nice === 19).length).toBeGreaterThanOrEqual(Math.max(1, before));
      // The event loop's own thread keeps the normal priority.
      expect(threads[0]?.nice).toBe(0);
    },
  );
});
