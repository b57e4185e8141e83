/**
 * `cabline driver login|contracts|bid`: the driver portal (spec §2 /driver/bids, §7 Driver): a
 * separate driver session of 10 minutes (§4; Driver.sessionFrom the login, with the server's
 * expiry, kept with the customer session of this API and tenant), the repeat-service contracts
 * open for bids, and placing a bid per trip. The domain decides who may bid (Driver.bidRefusal)
 * and what a bid may be (Driver.isValidBidAmount), how many trips a contract is
 * (Driver.contractTrips, from its schedule: the count the web's card and the sandbox show, so
 * `trips_total` is answered as that count) and what a bid comes to over them (Driver.bidTotal).
 */
import { Command } from "commander";
import { action, type Context } from "../context.ts";
import { CliError, usageError, validationError } from "../errors.ts";
import { ExitCode } from "../exit-codes.ts";
import { examples } from "../options.ts";
import { fields, table } from "../output.ts";
import type { Runtime } from "../runtime.ts";
import type { DriverSessionRecord } from "../settings-store.ts";

export interface DriverLoginOptions {
  readonly email?: string;
  readonly password?: string;
  readonly passwordStdin?: boolean;
}

export const runDriverLogin = async (context: Context, options: DriverLoginOptions) => {
  const [{ Driver }, { dispatch }, present] = await Promise.all([
    import("@cabline/domain"),
    context.services(),
    import("../present.ts"),
  ]);
  if (options.email === undefined) throw usageError("Give the driver's --email.");
  const password =
    options.password ??
    (options.passwordStdin === true
      ? (await context.runtime.readStdin()).replace(/\r?\n$/, "")
      : context.runtime.env.CABLINE_DRIVER_PASSWORD);
  if (password === undefined || password === "") {
    throw usageError("Give the password with --password, --password-stdin or CABLINE_DRIVER_PASSWORD.");
  }
  const login = await dispatch.driver.doLoginToolbox({ email: options.email.trim(), password });
  // The domain's session from the login: the server's expiry, not this machine's clock (§4).
  const session = Driver.sessionFrom(login);
  const record: DriverSessionRecord = {
    token: login.accessToken,
    email: session.email,
    // Never null after a login; null would mean signed out (Session.isDriverActive), so already past.
    expiresAt: session.sessionExpiresAt ?? 0,
    driverId: login.driver.id,
    name: login.driver.name,
    profile: login.driver,
  };
  context.updateSession((current) => ({ ...current, driver: record }));
  const result = { driver: login.driver, sessionExpiresAt: record.expiresAt };
  context.out.result(result, {
    human: () => [
      `Signed in as driver ${login.driver.name} (${login.driver.email}).`,
      `The driver session ends at ${present.when(record.expiresAt)} (10 minutes).`,
    ],
    quiet: () => login.driver.email,
  });
  return result;
};

/** The stored driver session, if it has not expired (Session.isDriverActive, §4). */
const activeDriver = async (context: Context) => {
  const [{ Session }, { clock }] = await Promise.all([import("@cabline/domain"), context.services()]);
  const record = context.session()?.driver;
  const now = clock.now();
  // The record keeps the session Driver.sessionFrom gave at login (runDriverLogin).
  const session =
    record === undefined
      ? Session.driverSignedOut
      : { isAuthenticated: true, email: record.email, sessionExpiresAt: record.expiresAt };
  if (record === undefined || !Session.isDriverActive(session, now)) {
    throw new CliError({
      exitCode: ExitCode.usage,
      code: record === undefined ? "driver_not_signed_in" : "driver_session_expired",
      message:
        record === undefined
          ? "No driver is signed in for this API and tenant."
          : "The driver session has expired (driver sessions last 10 minutes).",
      hint: "Run `cabline driver login --email <email>`.",
    });
  }
  return { record, now };
};

export const runDriverContracts = async (context: Context, options: { readonly all?: boolean }) => {
  const { record, now } = await activeDriver(context);
  const [{ AssistanceWords, Driver }, { dispatch }, present] = await Promise.all([
    import("@cabline/domain"),
    context.services(),
    import("../present.ts"),
  ]);
  const contracts = await dispatch.driver.getContractsForWeb({
    driverToken: record.token,
    status: options.all === true ? "all" : "open",
  });
  const profile = record.profile;
  const rows = contracts.map((contract) => ({
    ...contract,
    trips_total: Driver.contractTrips(contract.schedule),
    refusal: profile === undefined ? undefined : Driver.bidRefusal(contract, profile, now.epochMilliseconds),
  }));
  context.out.result(rows, {
    human: (value) =>
      value.length === 0
        ? "No contracts open for bids."
        : table(
            [
              "ID",
              "REFERENCE",
              "TITLE",
              "STATUS",
              "CLOSES",
              "GUIDE/TRIP",
              "TRIPS",
              "BIDS",
              "MY BID",
              "CAN BID",
              "ASSISTANCE",
            ],
            value.map((contract) => [
              String(contract.id),
              contract.reference,
              contract.title,
              contract.status,
              present.when(contract.bidding_closes_at),
              present.money(contract.guide_price_per_trip),
              String(contract.trips_total),
              String(contract.bids_count ?? 0),
              contract.my_bid === undefined || contract.my_bid === null
                ? ""
                : `${present.money(contract.my_bid.amount)} (${contract.my_bid.status})`,
              contract.refusal === undefined ? "yes" : `no (${contract.refusal.replaceAll("_", " ")})`,
              AssistanceWords.text(contract.assistance) ?? "",
            ]),
          ),
    quiet: (value) => value.map((contract) => String(contract.id)),
  });
  return rows;
};

export interface BidOptions {
  readonly amount?: string;
  readonly note?: string;
}

const refusalMessages: Readonly<Record<string, string>> = {
  closed: "Bidding on this contract has closed.",
  already_bid: "You have already bid on this contract.",
  wheelchair_required: "This contract needs a wheelchair-accessible vehicle.",
  ride_type: "Your vehicle cannot serve this contract's ride type.",
};

export const runDriverBid = async (context: Context, contractRef: string, options: BidOptions) => {
  const { record, now } = await activeDriver(context);
  const [{ Driver, Money }, { dispatch }, present] = await Promise.all([
    import("@cabline/domain"),
    context.services(),
    import("../present.ts"),
  ]);
  const amount = options.amount === undefined ? undefined : Money.parse(options.amount);
  if (amount === undefined || !Driver.isValidBidAmount(amount)) {
    throw validationError([{ field: "amount", message: "Enter the price per trip in pounds, e.g. --amount 18.50." }]);
  }
  const contracts = await dispatch.driver.getContractsForWeb({ driverToken: record.token, status: "all" });
  const contract = contracts.find(
    (candidate) =>
      String(candidate.id) === contractRef.trim() ||
      candidate.reference.toLowerCase() === contractRef.trim().toLowerCase(),
  );
  if (contract === undefined)
    throw usageError(`No contract "${contractRef}".`, "See them with: cabline driver contracts");
  const profile = record.profile;
  const refusal = profile === undefined ? undefined : Driver.bidRefusal(contract, profile, now.epochMilliseconds);
  if (refusal !== undefined) {
    throw new CliError({ exitCode: ExitCode.usage, code: refusal, message: refusalMessages[refusal] ?? refusal });
  }
  const bid = await dispatch.driver.placeBid(
    {
      driverToken: record.token,
      bid: { contract_id: contract.id, amount, ...(options.note === undefined ? {} : { note: options.note }) },
    },
    // The same driver bidding the same amount on the same contract is one bid, however often retried.
    {
      idempotencyKey: `bid-${record.driverId ?? record.email}-${contract.id}-${amount.amountMinor}`.replace(
        /[^A-Za-z0-9_.:-]/g,
        "_",
      ),
    },
  );
  context.out.result(
    {
      bid,
      contract: { id: contract.id, reference: contract.reference },
      trips: Driver.contractTrips(contract.schedule),
      total: Driver.bidTotal(amount, contract.schedule),
    },
    {
      human: (value) =>
        fields([
          ["Bid", `${present.money(bid.amount)} per trip on ${contract.reference} (${contract.title})`],
          ["Status", bid.status],
          [
            "Over the contract",
            `${present.money(value.total)} for ${value.trips === 1 ? "1 trip" : `${value.trips} trips`}`,
          ],
        ]),
      quiet: () => String(bid.id),
    },
  );
  return bid;
};

export const driverCommand = (runtime: Runtime): Command => {
  const command = new Command("driver")
    .description("the driver portal: sign in, see contracts, bid")
    .addHelpText(
      "after",
      examples(
        "cabline driver login --email driver@example.com --password-stdin",
        "cabline driver contracts",
        "cabline driver bid 9101 --amount 13.50",
      ),
    );
  command
    .command("login")
    .description("sign in as a driver (a separate session of 10 minutes)")
    .option("--email <email>", "the driver's e-mail")
    .option("--password <password>", "the password (or --password-stdin, or env CABLINE_DRIVER_PASSWORD)")
    .option("--password-stdin", "read the password from stdin")
    .addHelpText("after", examples("cabline driver login --email driver@example.com --password cabline-sandbox"))
    .action(action(runtime, async (context, _args, options) => void (await runDriverLogin(context, options))));
  command
    .command("contracts")
    .description("repeat-service contracts open for bids")
    .option("--all", "include closed and awarded contracts")
    .addHelpText("after", examples("cabline driver contracts", "cabline driver contracts --json | jq '.[].id'"))
    .action(action(runtime, async (context, _args, options) => void (await runDriverContracts(context, options))));
  command
    .command("bid")
    .description("bid a price per trip on a contract")
    .argument("<contract>", "the contract id or reference")
    .requiredOption("--amount <pounds>", "price per trip, e.g. 18.50")
    .option("--note <text>", "a note for the operator")
    .addHelpText("after", examples("cabline driver bid 3 --amount 18.50 --note 'Wheelchair-accessible vehicle'"))
    .action(
      action(
        runtime,
        async (context, [contract], options) => void (await runDriverBid(context, String(contract), options)),
      ),
    );
  return command;
};
