/**
 * `cabline promo check <code>`: whether a promo code can be used, and what it takes off (spec §7
 * promocode/canUseForBooking, credentials only with a user id; promocode/info). Exits 1 when the
 * code cannot be used, with the reason as the code, so scripts can branch on it.
 * `cabline promo list`: the signed-in user's codes (promocode/all).
 */
import { Command } from "commander";
import { action, type Context, exitWith } from "../context.ts";
import { usageError } from "../errors.ts";
import { ExitCode } from "../exit-codes.ts";
import { examples } from "../options.ts";
import { fields, table } from "../output.ts";
import type { Runtime } from "../runtime.ts";

export interface PromoCheckOptions {
  /** A fare to check a minimum-fare rule against, e.g. "25.00". */
  readonly amount?: string;
  /** Booking tokens the code would apply to. */
  readonly booking?: string;
}

export const runPromoCheck = async (context: Context, code: string, options: PromoCheckOptions) => {
  const [{ Money, Promocode }, { dispatch }, present] = await Promise.all([
    import("@cabline/domain"),
    context.services(),
    import("../present.ts"),
  ]);
  const promocode = Promocode.normalise(code);
  if (promocode === "") throw usageError("Give the promo code to check.");
  const amount = options.amount === undefined ? undefined : Money.parse(options.amount);
  if (options.amount !== undefined && amount === undefined) {
    throw usageError(`--amount must be an amount such as 25.00, not "${options.amount}".`);
  }
  let userId: number | undefined;
  if (context.token() !== undefined) {
    const profile = await dispatch.customerAuth.checkToken();
    userId = profile.id === undefined ? undefined : Number(profile.id);
  }
  let bookingIds: ReadonlyArray<number> | undefined;
  if (options.booking !== undefined) {
    const details = await dispatch.tracking.getBooking({ bookingToken: options.booking });
    bookingIds = [details.booking.id, ...details.pair.map((leg) => leg.id)];
  }
  const check = await dispatch.cardsAndPromocodes.canUsePromocodeForBooking({
    promocode,
    ...(userId === undefined || !Number.isInteger(userId) ? {} : { userId }),
    ...(bookingIds === undefined ? {} : { bookingIds }),
    ...(amount === undefined ? {} : { amount }),
  });
  context.out.result(
    { code: check.can_use ? undefined : (check.reason ?? "not_eligible"), ...check },
    {
      human: () => [
        ...fields([
          ["Code", promocode],
          ["Can use", check.can_use ? "yes" : `no (${(check.reason ?? "not eligible").replaceAll("_", " ")})`],
          ["Description", check.promocode?.description],
          ["Discount", check.discount === undefined ? undefined : present.money(check.discount)],
          // The code's terms in the words the web's list uses (Promocode.offer).
          ["Offer", check.promocode === undefined ? undefined : Promocode.offer(check.promocode)],
        ]),
      ],
      quiet: () => (check.can_use ? "yes" : "no"),
    },
  );
  if (!check.can_use) throw exitWith(ExitCode.rejected);
  return check;
};

export const runPromoList = async (context: Context) => {
  context.requireToken();
  const [{ Promocode }, { dispatch }] = await Promise.all([import("@cabline/domain"), context.services()]);
  const codes = await dispatch.cardsAndPromocodes.getAllPromocodes();
  context.out.result(codes, {
    human: (value) =>
      value.length === 0
        ? "No promo codes."
        : table(
            ["CODE", "DESCRIPTION", "OFFER"],
            value.map((promo) => [promo.code, promo.description, Promocode.offer(promo)]),
          ),
    quiet: (value) => value.map((promo) => promo.code),
  });
  return codes;
};

export const promoCommand = (runtime: Runtime): Command => {
  const command = new Command("promo")
    .description("check promo codes")
    .addHelpText("after", examples("cabline promo check WELCOME10 --amount 30", "cabline promo list"));
  command
    .command("check")
    .description("can this code be used, and what does it take off? (exit 1 when it cannot)")
    .argument("<code>", "the promo code")
    .option("--amount <amount>", "the fare to check it against, e.g. 25.00")
    .option("--booking <token>", "the booking it would apply to")
    .addHelpText(
      "after",
      examples("cabline promo check SOTON10 --amount 32.50", "cabline promo check WELCOME5 --quiet"),
    )
    .action(
      action(runtime, async (context, [code], options) => void (await runPromoCheck(context, String(code), options))),
    );
  command
    .command("list")
    .description("your promo codes")
    .addHelpText("after", examples("cabline promo list"))
    .action(action(runtime, async (context) => void (await runPromoList(context))));
  return command;
};
