// The widget's way to the full site (spec §2 /embeddedBook; docs/decisions/embedding.md). Inside
// an operator's frame the widget books cash rides in place, but signing in and paying by card need
// the full site, where the address bar shows whose it is: they open at the top level, in a new tab,
// with the journey typed so far. A new tab shares neither the frame's sessionStorage (a new
// browsing context, and the frame's storage is partitioned by the operator's site) nor its memory,
// so the draft travels in the link's fragment, which no server, log or Referer sees:
// `/embeddedBook?continue=summary#draft=…`. That page, at the top level, adopts the draft (the
// stored draft's own decoder checks it) and moves on to /summary, /book-ride or /sign-in, replacing
// its own history entry, so the fragment does not stay in the address bar or back/forward. Only the
// form travels: no card, no booking attempt, no guest id; nothing that signs anyone in.
// This module loads with the widget's chunk only (EmbeddedBookPage.tsx).
import { Box, Button, Link, Stack, Text } from "@chakra-ui/react";
import type * as BookingForm from "@cabline/domain/BookingForm";
import * as Routes from "@cabline/domain/Routes";
import { use } from "react";
import { Navigate } from "react-router";
import { bookingMessages as m } from "./messages.ts";
import { isFramed } from "../../lib/state.ts";
import { type Draft, startDraft, updateDraft } from "./state/draft.ts";
import { inBrowser } from "../../lib/browser-only.ts";

// Its words here, not in the booking catalogue: they load only with the widget.
export const handoffWords = {
  signInNewTab: "Sign in (opens in a new tab)",
  cardTitle: "Card payments open in a new tab",
  cardBody:
    "For your security, card details are never taken inside another website. Your journey goes with you: check it and pay on our own page, where the address bar shows whose site it is.",
  cardOpen: "Pay by card in a new tab",
};

/** Where the landing goes on: the booking form, or the summary with the payment. */
export type Continue = "book-ride" | "summary";

const continueParam = "continue";
const signInParam = "sign-in";
const fragmentKey = "#draft=";

/** The form as it travels: what was typed, without a card, basket, promo holder or errors. */
export function carriedDraft(form: BookingForm.BookingForm, next: Continue): Draft {
  return {
    form: {
      ...form,
      step: next === "summary" ? form.step : 1,
      basket: null,
      card: null,
      newCardToken: null,
      totalAmount: null,
      guestUserId: null,
      errors: {},
    },
    card: null,
    attemptKey: null,
    confirmation: null,
  };
}

/** The link that opens the full site with this form: /embeddedBook?continue=…[&sign-in=1]#draft=… */
export function handoffHref(form: BookingForm.BookingForm, next: Continue, signIn = false): string {
  const query = new URLSearchParams({ [continueParam]: next });
  if (signIn) query.set(signInParam, "1");
  return `${Routes.paths.embeddedBook()}?${query.toString()}${fragmentKey}${encodeURIComponent(JSON.stringify(carriedDraft(form, next)))}`;
}

/** The page a landing goes on to, or undefined when this /embeddedBook is the widget itself. */
export function landingTarget(params: URLSearchParams, signedIn: boolean): string | undefined {
  const next = params.get(continueParam);
  if (next !== "book-ride" && next !== "summary") return undefined;
  const path = next === "summary" ? Routes.paths.summary() : Routes.paths.bookRide();
  return params.get(signInParam) === "1" && !signedIn ? Routes.paths.signIn(path) : path;
}

const adopted = new Map<string, Promise<void>>();

/**
 * Adopts the draft a fragment carries (once per fragment): checked by the stored draft's decoder,
 * then started as this tab's draft (or put in place of one already started). A fragment that is
 * not a draft is dropped: the landing goes on with whatever this tab has.
 */
export function adoptCarriedDraft(hash: string): Promise<void> {
  let adopting = adopted.get(hash);
  if (adopting === undefined) {
    adopting = (async () => {
      if (!hash.startsWith(fragmentKey)) return;
      let text: string;
      try {
        text = decodeURIComponent(hash.slice(fragmentKey.length));
      } catch {
        return;
      }
      const { decodeDraft } = await import("./state/draft-schema.ts");
      const draft = decodeDraft(text);
      if (draft === undefined) return;
      const carried = carriedDraft(draft.form, draft.form.step > 1 ? "summary" : "book-ride");
      await startDraft(() => carried);
      updateDraft(() => carried);
    })().catch(() => undefined);
    adopted.set(hash, adopting);
  }
  return adopting;
}

/** /embeddedBook?continue=… at the top level: adopts the carried draft, then goes on, in place of this entry. */
export function HandoffLanding({ target }: { readonly target: string }) {
  use(adoptCarriedDraft(inBrowser("the address's fragment", () => window.location.hash)));
  return <Navigate to={target} replace />;
}

/** The widget runs inside another site's frame (not when /embeddedBook is opened as a page). */
export const framed = isFramed;

/** Opens `href` in a new top-level tab when framed; as a page of its own, in place. */
const targetProps = () => (framed() ? { target: "_blank", rel: "noopener noreferrer" } : {});

/** "Have an account? Sign in (opens in a new tab)": sign-in at the top level, the journey kept. */
export function SignInElsewhere({ form }: { readonly form: BookingForm.BookingForm }) {
  return (
    <Text fontSize="sm">
      {m.signInHint}{" "}
      <Link
        href={handoffHref(form, "book-ride", true)}
        color="brand.fg"
        data-testid="widget-sign-in"
        {...targetProps()}
      >
        {framed() ? handoffWords.signInNewTab : m.signIn}
      </Link>
    </Text>
  );
}

/** In place of the card fields and Book inside a frame: the summary with the payment, in a new tab. */
export function CardElsewhere({ form }: { readonly form: BookingForm.BookingForm }) {
  return (
    <Box borderWidth="1px" borderRadius="md" padding="4" data-testid="card-elsewhere">
      <Stack gap="3">
        <Text fontWeight="semibold">{handoffWords.cardTitle}</Text>
        <Text fontSize="sm">{handoffWords.cardBody}</Text>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <a href={handoffHref({ ...form, paymentMethod: "card" }, "summary")} {...targetProps()}>
            {handoffWords.cardOpen}
          </a>
        </Button>
      </Stack>
    </Box>
  );
}
