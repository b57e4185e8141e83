// The bulk upload's steps (spec §2 /business/bulk-upload-trips, §5 Upload): a file is chosen
// (one at a time: a new one replaces the old), read and checked in a worker as booking would check
// it (places and service area through the maps port included), previewed with each row's problems,
// then its good rows are booked with progress and a report per row.
import { Account, BulkTripFile, Payment, type RideAvailability, type ServiceArea } from "@cabline/domain";
import { startTransition, useCallback, useRef, useState } from "react";
import { useGuardedSubmit } from "../../../components/forms/useGuardedSubmit.ts";
import type { LoadServices } from "../../../lib/services.ts";
import { useServices } from "../../../lib/session-context.tsx";
import { session$ } from "../../../lib/state.ts";
import { failureMessage } from "../components/failure.ts";
import type { CheckedRow } from "./check-file.ts";
import {
  foundIn,
  lookUpPlaces,
  PlacesUnavailable,
  withPlaceIssues,
  type KnownPlaces,
  type PlacesProgress,
} from "./places.ts";
import { readTripFile } from "./read-file.ts";
import { PackedRow } from "./worker-protocol.ts";
import { sendRows, type Progress, type ReportRow } from "./send-rows.ts";

export type ChosenFile = { readonly name: string; readonly bytes: number };

export type Step =
  | { readonly kind: "empty" }
  | { readonly kind: "reading"; readonly file: ChosenFile; readonly places?: PlacesProgress }
  | {
      readonly kind: "unreadable";
      readonly file: ChosenFile;
      readonly message: string;
      /** The file may be fine: the places could not be checked (the maps service did not answer). */
      readonly retry?: boolean;
    }
  | {
      readonly kind: "checked";
      readonly file: ChosenFile;
      readonly fileId: string;
      readonly rows: ReadonlyArray<CheckedRow>;
      readonly unknownColumns: ReadonlyArray<string>;
    }
  | { readonly kind: "sending"; readonly file: ChosenFile; readonly progress: Progress }
  | { readonly kind: "done"; readonly file: ChosenFile; readonly report: ReadonlyArray<ReportRow> };

type CheckedWith = {
  readonly context: BulkTripFile.CheckContext;
  readonly area: ServiceArea.ServiceArea | undefined;
};

export function useBulkUpload(account: Account.Account) {
  const load = useServices();
  const [step, setStep] = useState<Step>({ kind: "empty" });
  const rideTypes = useRef<ReadonlyArray<RideAvailability.RideType> | undefined>(undefined);
  /** The tenant's service area (its configuration), once asked; undefined when not published. */
  const area = useRef<Promise<ServiceArea.ServiceArea | undefined> | undefined>(undefined);
  /**
   * Every place the maps service has answered for on this page, by BulkTripFile.placeKey: a file
   * chosen again, a fixed row and the booking itself ask only about addresses not yet known.
   */
  const known = useRef<KnownPlaces>(new Map());
  /** One upload at a time. */
  const { run } = useGuardedSubmit();
  /** What the file was checked against, to check a fixed row the same way. */
  const checkedWith = useRef<CheckedWith | undefined>(undefined);
  /** Each chosen file gets a number; a slower read of an older file never overwrites a newer one. */
  const latest = useRef(0);

  const choose = useCallback(
    async (file: File) => {
      const ticket = (latest.current += 1);
      const chosen = { name: file.name, bytes: file.size };
      setStep({ kind: "reading", file: chosen });
      try {
        const services = await load();
        const { dispatch } = services;
        // Asked once; a dispatch API that does not answer leaves the area to its own check.
        area.current ??= dispatch.configuration.getConfiguration().then(
          (configuration) => configuration.service_area,
          () => undefined,
        );
        rideTypes.current ??= await dispatch.bookings.getActiveRideTypes();
        const serviceArea = await area.current;
        const settings = settingsOf(account);
        const text = await file.text();
        const context: BulkTripFile.CheckContext = { nowMs: Date.now(), rideTypes: rideTypes.current, settings };
        checkedWith.current = { context, area: serviceArea };
        const { fileId, check } = await readTripFile(
          text,
          context,
          { maps: services.maps, mapsOptions: services.mapsOptions, area: serviceArea, known: known.current },
          (places) => {
            if (ticket === latest.current) setStep({ kind: "reading", file: chosen, places });
          },
        );
        if (ticket !== latest.current) return;
        // A transition: React renders the preview in slices that yield to the browser, so showing
        // a long file's rows is not one long task (none over 50 ms).
        startTransition(() =>
          setStep(
            check.ok
              ? { kind: "checked", file: chosen, fileId, rows: check.rows, unknownColumns: check.unknownColumns }
              : { kind: "unreadable", file: chosen, message: check.message, retry: check.retry === true },
          ),
        );
      } catch (error) {
        if (ticket === latest.current) setStep({ kind: "unreadable", file: chosen, message: failureMessage(error) });
      }
    },
    [load, account],
  );

  const send = useCallback(
    async (drafts: ReadonlyArray<BulkTripFile.Draft>, skipped: ReadonlyArray<CheckedRow>) => {
      if (step.kind !== "checked") return;
      const { file, fileId } = step;
      await run(async () => {
        try {
          const services = await load();
          const report = await sendRows(
            services,
            { businessId: Number(account.business_id), fileId, drafts, known: known.current },
            (progress) => setStep({ kind: "sending", file, progress }),
          );
          setStep({ kind: "done", file, report: withNotSent(report, skipped) });
        } catch (error) {
          const message = failureMessage(error);
          setStep({
            kind: "done",
            file,
            report: drafts.map((draft) => ({ row: draft.row, status: "not_sent", message })),
          });
        }
      });
    },
    [step, load, account, run],
  );

  /**
   * A row corrected in the browser ("fix or drop rows"): checked again by the domain's rules,
   * against the ride types, settings and service area the file was checked with but the time now,
   * its places looked up through the maps port unless already known, and put in place of the row
   * as read. Its row number, and so its booking key, stay the file's, so a resumed upload still
   * books that row of this file at most once. Answers the row as checked.
   */
  const fix = useCallback(
    async (row: number, values: Readonly<Record<string, string>>): Promise<CheckedRow | undefined> => {
      const checked = checkedWith.current;
      if (step.kind !== "checked" || checked === undefined) return undefined;
      const { fileId } = step;
      const fixed = await checkRowAgain(row, values, checked, load, known.current);
      // The file may have been replaced while the places were looked up.
      setStep((current) =>
        current.kind === "checked" && current.fileId === fileId
          ? { ...current, rows: current.rows.map((existing) => (existing.row === row ? fixed : existing)) }
          : current,
      );
      return fixed;
    },
    [step, load],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setStep({ kind: "empty" });
  }, []);

  return { step, choose, send, fix, reset };
}

/** The account's booking settings, as the file is checked against them. */
function settingsOf(account: Account.Account): BulkTripFile.CheckContext["settings"] {
  const { profile } = session$.get();
  const settings =
    profile === undefined
      ? { default_payment_type: Payment.businessDefault, is_po_number_enabled: account.is_po_number_enabled }
      : Account.settingsFor(profile, account);
  return {
    default_payment_type: Payment.normalise(settings.default_payment_type),
    is_po_number_enabled: settings.is_po_number_enabled,
  };
}

/** The report of what was sent, with the rows not sent and why, in the file's order. */
function withNotSent(report: ReadonlyArray<ReportRow>, skipped: ReadonlyArray<CheckedRow>): ReadonlyArray<ReportRow> {
  const notSent: ReadonlyArray<ReportRow> = skipped.map((row) => ({
    row: row.row,
    status: "not_sent",
    message: row.issues.map((issue) => `${issue.field}: ${issue.message}`).join(" "),
  }));
  return [...report, ...notSent].toSorted((a, b) => a.row - b.row);
}

/** A corrected row checked by the domain's rules as of now, then its places (see `fix`). */
async function checkRowAgain(
  row: number,
  values: Readonly<Record<string, string>>,
  checked: CheckedWith,
  load: LoadServices,
  known: KnownPlaces,
): Promise<CheckedRow> {
  const check = BulkTripFile.checkRow(row, values, { ...checked.context, nowMs: Date.now() });
  const asChecked: CheckedRow = check.ok
    ? { row, values, issues: [], draft: check.draft }
    : { row, values, issues: check.issues };
  try {
    const { maps } = await load();
    await lookUpPlaces(
      BulkTripFile.placesOf(values).map((place) => place.address),
      maps,
      known,
    );
    return withPlaceIssues(asChecked, foundIn(known), checked.area);
  } catch (error) {
    const message = error instanceof PlacesUnavailable ? error.message : failureMessage(error);
    return { row, values, issues: [...asChecked.issues, { field: "pickup", message }] };
  }
}

/** Whether the row can be booked; a packed row knows without being unpacked. */
export const isReady = (row: CheckedRow): row is CheckedRow & { readonly draft: BulkTripFile.Draft } =>
  row instanceof PackedRow ? row.ready : row.draft !== undefined;
