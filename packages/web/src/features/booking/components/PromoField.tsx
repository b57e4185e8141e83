// A promo code (spec §3 promocode, §7 promocode/canUseForBooking, info, all): checked against the
// quoted total before it is applied, refused with its reason, and removable. Applying it re-prices.
// A signed-in customer can pick from their own codes (MyPromoCodes); an applied code says what it
// gives, from the check or, for a code kept in a restored draft, from promocode/info.
import { Button, HStack, Text } from "@chakra-ui/react";
import { Field, Input } from "../../../components/controls/field.tsx";
import type * as Money from "@cabline/domain/Money";
import * as Promocode from "@cabline/domain/Promocode";
import { useEffect, useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { session$ } from "../../../lib/state.ts";
import { messageOf } from "../hooks/use-ride-types.ts";
import { summaryMessages as sm } from "../summary-messages.ts";
import { MyPromoCodes } from "./MyPromoCodes.tsx";
import { errorTextColour } from "./styles.ts";
import { draft$, updateDraft, updateForm } from "../state/draft.ts";

export function PromoField({
  applied,
  total,
  signedIn,
}: {
  applied: string;
  total: Money.Money | undefined;
  signedIn: boolean;
}) {
  const load = useServices();
  const [text, setText] = useState(applied);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [details, setDetails] = useState<Promocode.Promocode | undefined>(undefined);

  // A code applied before a reload: what it gives comes from promocode/info (nothing on failure:
  // the code itself still applies, and the price shows the discount).
  useEffect(() => {
    if (applied === "" || details?.code === applied) return;
    let live = true;
    void load()
      .then(({ dispatch }) => dispatch.cardsAndPromocodes.getPromocodeInfo({ promocode: applied }))
      .then((info) => live && setDetails(info))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [applied, details, load]);

  async function apply(typed: string = text) {
    const code = Promocode.normalise(typed);
    if (code === "") return setError(sm.promoEmpty);
    setBusy(true);
    setError(undefined);
    try {
      const { dispatch } = await load();
      // A single-use code is checked for its holder: a guest gets its guestUserId now.
      let guestUserId = session$.get().session.signedIn ? null : (draft$.get()?.form.guestUserId ?? null);
      if (!session$.get().session.signedIn && guestUserId === null) {
        const id = await dispatch.customerAuth.getGuestUserId();
        guestUserId = id;
        updateDraft((draft) => ({ ...draft, form: { ...draft.form, guestBooking: true, guestUserId: id } }));
      }
      const check = await dispatch.cardsAndPromocodes.canUsePromocodeForBooking({
        promocode: code,
        ...(total === undefined ? {} : { amount: total }),
        ...(guestUserId === null ? {} : { guestUserId }),
      });
      if (check.can_use) {
        if (check.promocode !== undefined) setDetails(check.promocode);
        updateForm((form) => ({ ...form, promocode: code }));
      } else setError(sm.promoRefused[check.reason ?? "not_eligible"]);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label htmlFor="promo-code">{sm.promo}</Field.Label>
      <HStack width="full">
        <Input
          id="promo-code"
          autoComplete="off"
          autoCapitalize="characters"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {applied === "" ? (
          <Button variant="outline" loading={busy} onClick={() => void apply()} data-testid="promo-apply">
            {sm.applyPromo}
          </Button>
        ) : (
          <Button
            variant="outline"
            onClick={() => {
              setText("");
              updateForm((form) => ({ ...form, promocode: "" }));
            }}
          >
            {sm.removePromo}
          </Button>
        )}
      </HStack>
      {applied !== "" && (
        <Text fontSize="sm" color="fg.success" aria-live="polite" data-testid="promo-applied">
          {sm.promoApplied(applied)}
        </Text>
      )}
      {applied !== "" && details?.code === applied && (
        <Text fontSize="sm" data-testid="promo-details">
          {details.description} ({Promocode.offer(details)})
        </Text>
      )}
      {signedIn && applied === "" && (
        <MyPromoCodes
          busy={busy}
          onChoose={(code) => {
            setText(code);
            void apply(code);
          }}
        />
      )}
      <Field.ErrorText color={errorTextColour}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
