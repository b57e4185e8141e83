// Place or change the driver's one bid on a contract (spec §2 /driver/bids, §7 place; the domain's
// Driver.bidRefusal, and bidTotal over Driver.contractTrips, the count the card shows). What is
// typed is saved as a draft at once, so the end of the 10-minute session loses nothing; a retry of
// the same bid reuses its idempotency key.
import { Alert, Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Field, Input, Textarea } from "../../../components/controls/field.tsx";
import * as Driver from "@cabline/domain/Driver";
import * as Money from "@cabline/domain/Money";
import type { DispatchApi } from "@cabline/api-ports";
import { useRef, useState, type FormEvent } from "react";
import type { DriverCall } from "../hooks/useDriverCall.ts";
import { isOffline, messageOf } from "../hooks/useDriverCall.ts";
import { ErrorSummary } from "../../../components/ErrorSummary.tsx";
import { useGuardedSubmit } from "../../../components/forms/useGuardedSubmit.ts";
import { driverMessages } from "../messages.ts";
import { clearDraft, loadDraft, saveDraft } from "../state/drafts.ts";
import { FieldError } from "./FieldError.tsx";
import { WithdrawBid } from "./WithdrawBid.tsx";
import type { ColourPalette } from "../../../theme/system.ts";

const text = driverMessages.bids;

const amountText = (bid: Driver.Bid | null | undefined): string =>
  bid == null ? "" : (bid.amount.amountMinor / 100).toFixed(2);

const palette: Readonly<Record<Driver.BidState, ColourPalette>> = {
  submitted: "blue",
  shortlisted: "purple",
  won: "green",
  lost: "gray",
  withdrawn: "gray",
  contract_closed: "orange",
};

/** The driver's bid on a contract and where it stands (Driver.bidState), if they have one. */
export function BidStatus({ contract, now }: { readonly contract: Driver.RepeatContract; readonly now: number }) {
  const bid = contract.my_bid;
  if (bid == null) return null;
  const state = Driver.bidState(contract, bid, now);
  return (
    <HStack gap="2" wrap="wrap" data-testid={`my-bid-${bid.contract_id}`} data-state={state}>
      <Text fontWeight="semibold">{text.yourBid(Money.format(bid.amount))}</Text>
      <Badge colorPalette={palette[state]}>{text.status[state]}</Badge>
    </HStack>
  );
}

type Props = {
  readonly contract: Driver.RepeatContract;
  readonly driver: Driver.DriverProfile;
  readonly now: number;
  readonly call: DriverCall;
  readonly onPlaced: (bid: Driver.Bid) => void;
};

const failureText = (error: unknown): string =>
  isOffline(error) ? driverMessages.offline : messageOf(error, driverMessages.offline);

/**
 * The bid as sent: one live bid per contract (domain Driver.bidRefusal), so a change withdraws
 * the bid, then bids again.
 */
async function sendBid(
  api: DispatchApi["driver"],
  bid: { readonly contractId: number; readonly price: Money.Money; readonly note: string; readonly changing: boolean },
  idempotencyKey: string,
): Promise<Driver.Bid> {
  if (bid.changing) {
    await api.placeBid(
      { bid: { contract_id: bid.contractId, amount: bid.price, withdraw: true } },
      { idempotencyKey: `${idempotencyKey}-withdraw` },
    );
  }
  return api.placeBid(
    {
      bid: {
        contract_id: bid.contractId,
        amount: bid.price,
        ...(bid.note.trim() === "" ? {} : { note: bid.note.trim() }),
      },
    },
    { idempotencyKey },
  );
}

/**
 * The bid being typed (kept as a draft at every change), placing it and withdrawing it: one call
 * at a time, each retry of the same bid under the same idempotency key.
 */
function useBidForm(contract: Driver.RepeatContract, call: DriverCall, onPlaced: (bid: Driver.Bid) => void) {
  const [initialDraft] = useState(() => loadDraft(contract.id));
  const [amount, setAmount] = useState(initialDraft?.amount ?? amountText(contract.my_bid));
  const [note, setNote] = useState(initialDraft?.note ?? contract.my_bid?.note ?? "");
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [done, setDone] = useState<string | undefined>(undefined);
  // One call at a time for both buttons, each showing its own progress.
  const guard = useGuardedSubmit<"place" | "withdraw">();
  const key = useRef<string | undefined>(undefined);
  const withdrawKey = useRef<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);

  const change = (next: { amount?: string; note?: string }) => {
    const draft = { amount: next.amount ?? amount, note: next.note ?? note };
    setAmount(draft.amount);
    setNote(draft.note);
    setDone(undefined);
    key.current = undefined;
    saveDraft(contract.id, draft);
  };

  const price = Money.parse(amount);
  const valid = price !== undefined && Driver.isValidBidAmount(price);
  const total = valid ? Driver.bidTotal(price, contract.schedule) : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await guard.run(async () => {
      setFailure(undefined);
      setDone(undefined);
      if (price === undefined || !valid) {
        setFieldError(amount.trim() === "" ? text.amountRequired : text.amountInvalid);
        return;
      }
      setFieldError(undefined);
      const changing = contract.my_bid != null && Driver.isLiveBid(contract.my_bid.status);
      const idempotencyKey = (key.current ??= globalThis.crypto.randomUUID());
      try {
        const bid = await call((api) =>
          sendBid(api, { contractId: contract.id, price, note, changing }, idempotencyKey),
        );
        clearDraft(contract.id);
        key.current = undefined;
        setDone(changing ? text.changed : text.placed);
        onPlaced(bid);
      } catch (error) {
        setFailure(failureText(error));
      }
    }, "place");
  }

  async function withdraw() {
    const mine = contract.my_bid;
    if (mine == null) return;
    await guard.run(async () => {
      setFailure(undefined);
      setDone(undefined);
      const idempotencyKey = (withdrawKey.current ??= globalThis.crypto.randomUUID());
      try {
        const bid = await call((api) =>
          api.placeBid({ bid: { contract_id: contract.id, amount: mine.amount, withdraw: true } }, { idempotencyKey }),
        );
        withdrawKey.current = undefined;
        setConfirming(false);
        setDone(text.withdrawn);
        onPlaced(bid);
      } catch (error) {
        setFailure(failureText(error));
      }
    }, "withdraw");
  }

  return {
    initialDraft,
    amount,
    note,
    fieldError,
    failure,
    done,
    sending: guard.running === "place",
    confirming,
    setConfirming,
    withdrawing: guard.running === "withdraw",
    total,
    change,
    onSubmit,
    withdraw,
  };
}

export function BidForm({ contract, driver, now, call, onPlaced }: Props) {
  const form = useBidForm(contract, call, onPlaced);
  const { initialDraft, amount, note, fieldError, failure, done, sending, total } = form;
  const refusal = Driver.bidRefusal(contract, driver, now);
  const amountId = `bid-amount-${contract.id}`;

  if (refusal !== undefined && refusal !== "already_bid") {
    return (
      <Stack gap="2">
        <BidStatus contract={contract} now={now} />
        <Text color="fg.muted">{text.refusal[refusal]}</Text>
      </Stack>
    );
  }

  const trips = Driver.contractTrips(contract.schedule);
  const hasBid = contract.my_bid != null && Driver.isLiveBid(contract.my_bid.status);
  const mayWithdraw = Driver.withdrawRefusal(contract, now) === undefined;
  return (
    <Stack gap="3">
      <BidStatus contract={contract} now={now} />
      {done !== undefined && (
        <Alert.Root status="success" role="status" data-testid={`bid-done-${contract.id}`}>
          <Alert.Indicator />
          <Alert.Description>{done}</Alert.Description>
        </Alert.Root>
      )}
      {initialDraft !== undefined && done === undefined && <Text color="fg.muted">{text.draftKept}</Text>}
      <ErrorSummary
        title={driverMessages.errorSummary}
        problems={fieldError === undefined ? [] : [{ fieldId: amountId, text: fieldError }]}
        failure={failure}
        testId={`bid-error-${contract.id}`}
      />
      <form onSubmit={form.onSubmit} noValidate aria-label={`${hasBid ? text.change : text.place}: ${contract.title}`}>
        <Stack gap="3">
          <Field.Root invalid={fieldError !== undefined}>
            <Field.Label htmlFor={amountId}>{text.amount}</Field.Label>
            <Field.HelperText>{text.amountHint}</Field.HelperText>
            <Input
              id={amountId}
              inputMode="decimal"
              autoComplete="off"
              maxWidth="40"
              value={amount}
              onChange={(event) => form.change({ amount: event.currentTarget.value })}
            />
            <FieldError>{fieldError}</FieldError>
          </Field.Root>
          {total !== undefined && (
            <Text aria-live="polite" data-testid={`bid-total-${contract.id}`}>
              {text.total(Money.format(total), trips)}
            </Text>
          )}
          <Field.Root>
            <Field.Label htmlFor={`bid-note-${contract.id}`}>{text.note}</Field.Label>
            <Field.HelperText>{text.noteHint}</Field.HelperText>
            <Textarea
              id={`bid-note-${contract.id}`}
              rows={2}
              value={note}
              onChange={(event) => form.change({ note: event.currentTarget.value })}
            />
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            width={{ base: "full", sm: "auto" }}
            loading={sending}
            loadingText={text.placing}
            data-testid={`bid-submit-${contract.id}`}
          >
            {hasBid ? text.change : text.place}
          </Button>
        </Stack>
      </form>
      {mayWithdraw && contract.my_bid != null && (
        <WithdrawBid
          amount={Money.format(contract.my_bid.amount)}
          confirming={form.confirming}
          withdrawing={form.withdrawing}
          onAsk={() => form.setConfirming(true)}
          onCancel={() => form.setConfirming(false)}
          onConfirm={() => void form.withdraw()}
        />
      )}
    </Stack>
  );
}
