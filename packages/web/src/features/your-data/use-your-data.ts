// Downloading a person's data and closing their account (contract extensions getPersonalData
// and closeAccount; the domain's PersonalData writes the files). One request at a time: a double
// press downloads or closes once (useGuardedSubmit).
import * as PersonalData from "@cabline/domain/PersonalData";
import { useState } from "react";
import { failureOf } from "../../components/forms/failure.ts";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { downloadText } from "../../lib/download.ts";
import { useServices } from "../../lib/session-context.tsx";

export type Format = "json" | "csv";

const mediaTypes: Readonly<Record<Format, string>> = {
  json: "application/json;charset=utf-8",
  csv: "text/csv;charset=utf-8",
};

export function useDownload() {
  const load = useServices();
  const guard = useGuardedSubmit();
  const [done, setDone] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const download = (format: Format) =>
    guard.run(async () => {
      setDone(undefined);
      setFailure(undefined);
      try {
        const { dispatch } = await load();
        const data = await dispatch.customerAuth.getPersonalData();
        const file = PersonalData.fileName(data.operator, data.generated_at, format);
        downloadText(file, format === "csv" ? PersonalData.csv(data) : PersonalData.json(data), mediaTypes[format]);
        setDone(file);
      } catch (error) {
        setFailure(failureOf(error).message);
      }
    });
  return { busy: guard.busy, done, failure, download };
}

export type CloseOutcome =
  | { readonly ok: true; readonly keptUntil: number }
  | { readonly ok: false; readonly message: string; readonly field?: "password" };

export function useCloseAccount() {
  const load = useServices();
  const guard = useGuardedSubmit();
  const close = (password: string, closed: (keptUntil: number) => void, failed: (outcome: CloseOutcome) => void) =>
    guard.run(async () => {
      try {
        const { dispatch } = await load();
        const answer = await dispatch.customerAuth.closeAccount({ password });
        closed(answer.kept_until);
      } catch (error) {
        const result = failureOf(error);
        failed({
          ok: false,
          message: result.message,
          ...(result.code === "password_invalid" ? { field: "password" as const } : {}),
        });
      }
    });
  return { busy: guard.busy, close };
}
