// The sandbox speaks the contract. A real sandbox (temporary database) sits behind
// `prism proxy --errors`, which validates every request and every response against the
// contract; a journey through the real HTTP adapters must pass with no violation.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSessionStorage, sessionTokens, type DispatchApi } from "@cabline/api-ports";
import { createHttpDispatchApi, createHttpMapsApi } from "@cabline/api-ports/http";
import { RideAvailability, Session } from "@cabline/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContractDoc } from "./contract-doc.ts";
import { createRecorder, memoryWebStorage } from "./harness.ts";
import { freePort } from "./prism-setup.ts";
import { airportReturn } from "./samples.ts";

const root = join(import.meta.dirname, "..", "..");
const children: ChildProcess[] = [];
let scratch = "";

async function waitFor(url: string, headers: Record<string, string>, output: () => string) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(1000) });
      if (response.status < 500) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer:\n${output()}`);
}

function start(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  children.push(child);
  return () => output;
}

const dispatchDoc = new ContractDoc("dispatch.openapi.yaml");
const mapsDoc = new ContractDoc("maps.openapi.yaml");
const dispatchRecorder = createRecorder(dispatchDoc);
const mapsRecorder = createRecorder(mapsDoc);
let dispatchUrl = "";
let mapsUrl = "";

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "cabline-proxy-"));
  const sandboxPort = await freePort();
  const sandboxOutput = start(process.execPath, [join(root, "packages", "sandbox", "src", "main.ts")], {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_DB: join(scratch, "sandbox.db"),
  });
  const sandbox = `http://127.0.0.1:${sandboxPort}`;
  await waitFor(`${sandbox}/configuration/get`, { "X-TENANT-ID": "BOOK" }, sandboxOutput);

  const prism = join(root, "node_modules", ".bin", "prism");
  const [dispatchPort, mapsPort] = [await freePort(), await freePort()];
  const dispatchOutput = start(prism, [
    "proxy",
    "--errors",
    "--host",
    "127.0.0.1",
    "--port",
    String(dispatchPort),
    join(root, "contracts", "dispatch.openapi.yaml"),
    sandbox,
  ]);
  const mapsOutput = start(prism, [
    "proxy",
    "--errors",
    "--host",
    "127.0.0.1",
    "--port",
    String(mapsPort),
    join(root, "contracts", "maps.openapi.yaml"),
    sandbox,
  ]);
  dispatchUrl = `http://127.0.0.1:${dispatchPort}`;
  mapsUrl = `http://127.0.0.1:${mapsPort}`;
  await waitFor(`${dispatchUrl}/configuration/get`, { "X-TENANT-ID": "BOOK" }, dispatchOutput);
  await waitFor(`${mapsUrl}/maps/api/geocode/json?address=Southampton&region=gb`, {}, mapsOutput);
}, 90_000);

afterAll(() => {
  for (const child of children) child.kill("SIGTERM");
  rmSync(scratch, { recursive: true, force: true });
});

/** The adapter as the app wires it; `signIn` keeps the token the way the app's session does. */
function customer(tenantCode = "BOOK"): DispatchApi & { signIn: (email: string) => Promise<SignedIn> } {
  const session = createSessionStorage({ storage: memoryWebStorage });
  const api = createHttpDispatchApi({
    baseUrl: dispatchUrl,
    tenantCode,
    ...sessionTokens(session),
    fetch: dispatchRecorder.fetch,
    retry: { sleep: async () => undefined },
  });
  return Object.assign(api, {
    signIn: async (email: string) => {
      const login = await api.customerAuth.doLoginWeb({ email, password: "cabline-sandbox" });
      session.save(Session.signIn(Session.signedOut, login.accessToken));
      return login;
    },
  });
}

type SignedIn = Awaited<ReturnType<DispatchApi["customerAuth"]["doLoginWeb"]>>;

describe("the sandbox behind prism proxy --errors", () => {
  it("serves a passenger's journey: configuration, sign-in, quote, book, track, cancel, sign-out", async () => {
    const api = customer();
    const configuration = await api.configuration.getConfiguration();
    expect(configuration.website_name).toBeTruthy();

    const login = await api.signIn("passenger@example.com");
    expect(login.accessToken.length).toBeGreaterThan(20);
    const profile = await api.customerAuth.checkToken();
    expect(profile.email_address).toBe("passenger@example.com");

    const rideTypes = await api.bookings.getActiveRideTypes();
    const rideId = RideAvailability.selectRideType(
      rideTypes,
      { passengers: 2, luggage: 2, direction: "outbound" },
      null,
    );
    expect(rideId).not.toBeNull();
    const request = {
      ...airportReturn,
      outbound: { ...airportReturn.outbound, rideId: Number(rideId) },
      return: { ...airportReturn.return!, rideId: Number(rideId) },
    };
    const estimate = await api.bookings.getCostEstimate(request);
    expect(estimate).toBeDefined();

    const created = await api.bookings.createBooking(request, { idempotencyKey: "proxy-journey-0001" });
    expect(created.bookings.map((b) => b.leg)).toEqual(["outbound", "return"]);
    const bookingToken = created.bookings[0]!.booking_token;
    expect(bookingToken.length).toBeGreaterThanOrEqual(22);

    const upcoming = await api.bookings.getUpcoming();
    expect(JSON.stringify(upcoming)).toContain(bookingToken);
    const tracked = await api.tracking.getBooking({ bookingToken });
    expect(tracked.booking.booking_token).toBe(bookingToken);
    expect(tracked.pair).toHaveLength(1);

    const preview = await api.bookings.getCancelBookingInfo({ bookingToken });
    expect(preview).toMatchObject({ cancellable: true, fee: { amountMinor: 0 } });
    const cancelled = await api.bookings.cancelBookingPair({ bookingToken });
    expect(cancelled.bookings.map((b) => b.status)).toEqual(["cancelled", "cancelled"]);
    const after = await api.tracking.getBooking({ bookingToken });
    expect(after.booking.status).toBe("cancelled");

    await api.cardsAndPromocodes.getCards();
    await api.cardsAndPromocodes.getAllPromocodes();
    await api.bookings.getHistory();
    await api.customerAuth.doLogout();
    dispatchRecorder.expectNoViolations();
  });

  it("serves a business booker's sub-accounts and a driver's contracts", async () => {
    const api = customer("GDT");
    await api.signIn("booker@example.com");
    const profile = await api.customerAuth.checkToken();
    expect(profile.accounts?.length).toBeGreaterThanOrEqual(2);
    const businessId = Number(profile.accounts![0]!.business_id);
    const subAccounts = await api.business.getSubAccounts({ businessId });
    expect(subAccounts.length).toBeGreaterThan(0);

    const driver = await api.driver.doLoginToolbox({ email: "driver@example.com", password: "cabline-sandbox" });
    expect(driver.sessionExpiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const contracts = await api.driver.getContractsForWeb({ driverToken: driver.accessToken });
    expect(JSON.stringify(contracts).length).toBeGreaterThan(2);
    dispatchRecorder.expectNoViolations();
  });

  it("serves the maps contract offline: geocode, reverse geocode, autocomplete, place details", async () => {
    const maps = createHttpMapsApi({ baseUrl: mapsUrl, placesBaseUrl: mapsUrl, fetch: mapsRecorder.fetch });
    const found = await maps.geocode("Southampton Airport");
    expect(found[0]?.types).toContain("airport");
    await maps.reverseGeocode({ lat: 50.9097, lng: -1.4044 });
    const suggestions = await maps.autocomplete("Ocean terminl", { sessionToken: "proxy-session-0001" });
    expect(suggestions.length).toBeGreaterThan(0);
    await maps.placeDetails(suggestions[0]!.placeId, { sessionToken: "proxy-session-0001" });
    mapsRecorder.expectNoViolations();
  });
});
