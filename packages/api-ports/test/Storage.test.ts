import { Session } from "@cabline/domain";
import { describe, expect, it } from "vitest";
import { createSessionStorage, sessionKey, sessionTokens } from "../src/Storage.ts";
import { createMemoryWebStorage } from "../src/testing/InMemoryDevices.ts";

const signedIn = Session.signIn(Session.signedOut, "cbl_at_token1");

describe("SessionStorage (spec §4: the session is persisted in local storage)", () => {
  it("persists the session and reads it back", () => {
    const web = createMemoryWebStorage();
    const storage = createSessionStorage({ storage: () => web });
    expect(storage.load()).toEqual(Session.signedOut);
    storage.save(signedIn);
    expect(JSON.parse(web.items.get(sessionKey) ?? "null")).toEqual(signedIn);
    expect(createSessionStorage({ storage: () => web }).load()).toEqual(signedIn);
    expect(storage.mode()).toBe("persistent");
  });

  it("stores a signed-out session without any token, keeping why it ended", () => {
    const web = createMemoryWebStorage();
    const storage = createSessionStorage({ storage: () => web });
    storage.save(signedIn);
    storage.save({ ...Session.signOut("invalid_token"), token: "should-not-be-kept" });
    expect(JSON.parse(web.items.get(sessionKey) ?? "null")).toEqual({
      signedIn: false,
      token: null,
      endedBy: "invalid_token",
    });
  });

  it("treats a corrupt or foreign stored value as signed out", () => {
    const web = createMemoryWebStorage();
    web.setItem(sessionKey, "{not json");
    expect(createSessionStorage({ storage: () => web }).load()).toEqual(Session.signedOut);
    web.setItem(sessionKey, JSON.stringify({ signedIn: "yes" }));
    expect(createSessionStorage({ storage: () => web }).load()).toEqual(Session.signedOut);
  });

  it("falls back to memory when storage is blocked, and says so once", () => {
    const reasons: string[] = [];
    const storage = createSessionStorage({
      storage: () => {
        throw Object.assign(new Error("The operation is insecure."), { name: "SecurityError" });
      },
      onFallback: (reason) => reasons.push(reason),
    });
    expect(storage.mode()).toBe("memory");
    storage.save(signedIn);
    expect(storage.load()).toEqual(signedIn);
    storage.save(Session.signOut());
    expect(reasons).toEqual(["blocked"]);
  });

  it("falls back to memory when there is no storage at all", () => {
    const reasons: string[] = [];
    const storage = createSessionStorage({ storage: () => undefined, onFallback: (reason) => reasons.push(reason) });
    expect(storage.mode()).toBe("memory");
    expect(reasons).toEqual(["blocked"]);
  });

  it("falls back to memory when storage is full, dropping the stale stored token", () => {
    const web = createMemoryWebStorage();
    const reasons: string[] = [];
    const storage = createSessionStorage({ storage: () => web, onFallback: (reason) => reasons.push(reason) });
    storage.save(signedIn);
    web.fail("full");
    storage.save(Session.signOut());
    expect(reasons).toEqual(["full"]);
    expect(storage.mode()).toBe("memory");
    expect(storage.load()).toEqual(Session.signOut());
    expect(web.items.has(sessionKey)).toBe(false);
  });

  it("falls back when storage becomes blocked while reading, keeping what it knew", () => {
    const web = createMemoryWebStorage();
    const storage = createSessionStorage({ storage: () => web });
    storage.save(signedIn);
    expect(storage.load()).toEqual(signedIn);
    web.fail("blocked");
    expect(storage.load()).toEqual(signedIn);
    expect(storage.mode()).toBe("memory");
  });
});

describe("sessionTokens: the dispatch adapter's token source", () => {
  it("reads the token and removes it on a customer sign-out (invalid_token, 401)", () => {
    const storage = createSessionStorage({ storage: () => createMemoryWebStorage() });
    const heard: string[] = [];
    const tokens = sessionTokens(storage, (event) => heard.push(event.session));
    expect(tokens.getToken()).toBeUndefined();
    storage.save(signedIn);
    expect(tokens.getToken()).toBe("cbl_at_token1");
    tokens.onSignedOut({ session: "customer", reason: "unauthorised", operation: "checkToken" });
    expect(tokens.getToken()).toBeUndefined();
    expect(storage.load()).toEqual({ signedIn: false, token: null, endedBy: "unauthorised" });
    expect(heard).toEqual(["customer"]);
  });

  it("leaves the customer signed in when the driver's session ends", () => {
    const storage = createSessionStorage({ storage: () => createMemoryWebStorage() });
    storage.save(signedIn);
    sessionTokens(storage).onSignedOut({ session: "driver", reason: "unauthorised", operation: "placeBid" });
    expect(storage.load()).toEqual(signedIn);
  });
});
