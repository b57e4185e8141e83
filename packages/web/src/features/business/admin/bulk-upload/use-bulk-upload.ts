// The bulk upload's steps (spec §2 /business/bulk-upload-trips, §5 Upload): a file is chosen
// (one at a time: a new one replaces the old), read and checked in a worker, previewed with each
// row's problems, then its good rows are booked with progress and a report per row.
import { Account, BulkTripFile, Payment, type RideAvailability } from "@cabline/domain";
import { startTransition, useCallback, useRef, useState } from "react";
import { useServices } from "../../../../lib/session-context.tsx";
import { session$ } from "../../../../lib/state.ts";
import { failureMessage } from "../components/failure.ts";
import type { CheckedRow } from "./check-file.ts";
import { readTripFile } from "./read-file.ts";
import { PackedRow } from "./worker-protocol.ts";
import { sendRows, type Progress, type ReportRow } from "./send-rows.ts";

export type ChosenFile = { readonly name: string; readonly bytes: number };

export type Step =
  | { readonly kind: "empty" }
  | { readonly kind: "reading"; readonly file: ChosenFile }
  | { readonly kind: "unreadable"; readonly file: ChosenFile; readonly message: string }
  | {
      readonly kind: "checked";
      readonly file: ChosenFile;
      readonly fileId: string;
      readonly rows: ReadonlyArray<CheckedRow>;
      readonly unknownColumns: ReadonlyArray<string>;
    }
  | { readonly kind: "sending"; readonly file: ChosenFile; readonly progress: Progress }
  | { readonly kind: "done"; readonly file: ChosenFile; readonly report: ReadonlyArray<ReportRow> };

export function useBulkUpload(account: Account.Account) {
  const load = useServices();
  const [step, setStep] = useState<Step>({ kind: "empty" });
  const rideTypes = useRef<ReadonlyArray<RideAvailability.RideType> | undefined>(undefined);
  const sending = useRef(false);
  /** What the file was checked against, to check a fixed row the same way. */
  const checkedWith = useRef<BulkTripFile.CheckContext | undefined>(undefined);
  /** Each chosen file gets a number; a slower read of an older file never overwrites a newer one. */
  const latest = useRef(0);

  const choose = useCallback(
    async (file: File) => {
      const ticket = (latest.current += 1);
      const chosen = { name: file.name, bytes: file.size };
      setStep({ kind: "reading", file: chosen });
      try {
        const { dispatch } = await load();
        rideTypes.current ??= await dispatch.bookings.getActiveRideTypes();
        const { profile } = session$.get();
        const settings =
          profile === undefined
            ? { default_payment_type: Payment.businessDefault, is_po_number_enabled: account.is_po_number_enabled }
            : Account.settingsFor(profile, account);
        const text = await file.text();
        const context: BulkTripFile.CheckContext = {
          nowMs: Date.now(),
          rideTypes: rideTypes.current,
          settings: {
            default_payment_type: Payment.normalise(settings.default_payment_type),
            is_po_number_enabled: settings.is_po_number_enabled,
          },
        };
        checkedWith.current = context;
        const { fileId, check } = await readTripFile(text, context);
        if (ticket !== latest.current) return;
        // A transition: React renders the preview in slices that yield to the browser, so showing
        // a long file's rows is not one long task (issue 20: none over 50 ms).
        startTransition(() =>
          setStep(
            check.ok
              ? { kind: "checked", file: chosen, fileId, rows: check.rows, unknownColumns: check.unknownColumns }
              : { kind: "unreadable", file: chosen, message: check.message },
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
      if (step.kind !== "checked" || sending.current) return;
      sending.current = true;
      const { file, fileId } = step;
      try {
        const services = await load();
        const report = await sendRows(
          services,
          { businessId: Number(account.business_id), fileId, drafts },
          (progress) => setStep({ kind: "sending", file, progress }),
        );
        const notSent: ReadonlyArray<ReportRow> = skipped.map((row) => ({
          row: row.row,
          status: "not_sent",
          message: row.issues.map((issue) => `${issue.field}: ${issue.message}`).join(" "),
        }));
        setStep({ kind: "done", file, report: [...report, ...notSent].toSorted((a, b) => a.row - b.row) });
      } catch (error) {
        const message = failureMessage(error);
        setStep({
          kind: "done",
          file,
          report: drafts.map((draft) => ({ row: draft.row, status: "not_sent", message })),
        });
      } finally {
        sending.current = false;
      }
    },
    [step, load, account],
  );

  /**
   * A row corrected in the browser (issue 20 "fix or drop rows"): checked again by the domain's
   * rules, against the ride types and settings the file was checked with but the time now, and
   * put in place of the row as read. Its row number, and so its booking key, stay the file's, so a
   * resumed upload still books that row of this file at most once. Answers the row as checked.
   */
  const fix = useCallback(
    (row: number, values: Readonly<Record<string, string>>): CheckedRow | undefined => {
      const context = checkedWith.current;
      if (step.kind !== "checked" || context === undefined) return undefined;
      const check = BulkTripFile.checkRow(row, values, { ...context, nowMs: Date.now() });
      const fixed: CheckedRow = check.ok
        ? { row, values, issues: [], draft: check.draft }
        : { row, values, issues: check.issues };
      setStep({ ...step, rows: step.rows.map((existing) => (existing.row === row ? fixed : existing)) });
      return fixed;
    },
    [step],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setStep({ kind: "empty" });
  }, []);

  return { step, choose, send, fix, reset };
}

/** Whether the row can be booked; a packed row knows without being unpacked. */
export const isReady = (row: CheckedRow): row is CheckedRow & { readonly draft: BulkTripFile.Draft } =>
  row instanceof PackedRow ? row.ready : row.draft !== undefined;
