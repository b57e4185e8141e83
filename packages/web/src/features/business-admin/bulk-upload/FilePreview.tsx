// The checked file's preview (spec §5 Upload): the counts, each row's problems with a way to fix a
// row, the ready rows to leave out, and Book for the rest.
import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import type { BulkTripFile } from "@cabline/domain";
import { useCallback, useMemo, useState } from "react";
import { useGuardedSubmit } from "../../../components/forms/useGuardedSubmit.ts";
import { adminMessages } from "../messages.ts";
import { RowFixer } from "./RowFixer.tsx";
import { RowPreview } from "./RowPreview.tsx";
import type { CheckedRow } from "./check-file.ts";
import { isReady, type Step } from "./use-bulk-upload.ts";

const text = adminMessages.bulk;
/** Rows gathered per slice when Book is pressed, and the pause between slices. */
const sliceRows = 2000;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * What Book sends, and the rows it leaves with their reasons: worked out when it is pressed, a
 * slice of rows at a time (each unpacks its chunks), yielding between slices so a 100,000-row
 * file does not hold the page in one long task before the first request goes.
 */
async function gatherChosen(rows: ReadonlyArray<CheckedRow>, leftOut: ReadonlySet<number>) {
  const drafts: Array<BulkTripFile.Draft> = [];
  const skipped: Array<CheckedRow> = [];
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index];
    if (row === undefined) continue;
    if (!isReady(row)) skipped.push(row);
    // Not spread: a packed row's contents are read through getters.
    else if (leftOut.has(row.row)) {
      skipped.push({ row: row.row, values: row.values, issues: [{ field: "row", message: text.leftOut }] });
    } else drafts.push(row.draft);
    if (index % sliceRows === sliceRows - 1) await yieldToPage();
  }
  return { drafts, skipped };
}

export type FilePreviewProps = {
  readonly step: Extract<Step, { readonly kind: "checked" }>;
  readonly fix: (row: number, values: Readonly<Record<string, string>>) => Promise<CheckedRow | undefined>;
  readonly send: (drafts: ReadonlyArray<BulkTripFile.Draft>, skipped: ReadonlyArray<CheckedRow>) => Promise<void>;
};

/** Drawn afresh for each file (keyed by its id): every ready row in, and nothing being fixed. */
export function FilePreview({ step, fix, send }: FilePreviewProps) {
  const [fixing, setFixing] = useState<number | undefined>(undefined);
  const [fixedNotice, setFixedNotice] = useState<string | undefined>(undefined);
  const startFix = useCallback((row: number) => {
    setFixedNotice(undefined);
    setFixing(row);
  }, []);
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(new Set());
  // In a long file the rows to fix are few: the preview can show only them.
  const [onlyProblems, setOnlyProblems] = useState(false);
  const toggle = useCallback(
    (row: number) =>
      setLeftOut((previous) => {
        const next = new Set(previous);
        if (!next.delete(row)) next.add(row);
        return next;
      }),
    [],
  );
  const { rows } = step;
  const rowBeingFixed = fixing === undefined ? undefined : rows.find((row) => row.row === fixing);
  // On screen only the counts and the rows with problems (few, in a long file) are needed, found
  // once per file or fix: 100,000 rows split four ways took 37 ms of the render that shows them.
  const problems = useMemo(() => rows.filter((row) => !isReady(row)), [rows]);
  const readyCount = rows.length - problems.length;
  // Only ready rows can be left out (their checkbox), so what is sent is the rest of them.
  const chosenCount = readyCount - leftOut.size;
  // Book once however often it is pressed, from the first gathered slice to the last row sent.
  const guard = useGuardedSubmit();
  const sendChosen = () =>
    guard.run(async () => {
      const { drafts, skipped } = await gatherChosen(rows, leftOut);
      await send(drafts, skipped);
    });

  return (
    <Stack as="section" gap="3" aria-labelledby="bulk-preview-heading">
      <Heading as="h2" size="lg" id="bulk-preview-heading">
        {text.previewHeading}
      </Heading>
      <Text data-testid="bulk-counts">{text.counts(readyCount, problems.length)}</Text>
      {step.unknownColumns.length > 0 && (
        <Text color="fg.muted">{text.unknownColumns(step.unknownColumns.join(", "))}</Text>
      )}
      {problems.length > 0 && <Text>{text.problemsNote}</Text>}
      <Text aria-live="polite" data-testid="bulk-fixed">
        {fixedNotice}
      </Text>
      {rowBeingFixed !== undefined && (
        <RowFixer
          key={rowBeingFixed.row}
          row={rowBeingFixed}
          onCheck={(values) => fix(rowBeingFixed.row, values)}
          onClose={(fixed) => {
            setFixing(undefined);
            if (fixed) setFixedNotice(text.fixedReady(rowBeingFixed.row));
          }}
        />
      )}
      {problems.length > 0 && (
        <label style={{ display: "flex", gap: "0.5rem", alignItems: "center" }}>
          <input
            type="checkbox"
            checked={onlyProblems}
            onChange={(event) => setOnlyProblems(event.currentTarget.checked)}
            data-testid="bulk-only-problems"
            style={{ width: "1.25rem", height: "1.25rem" }}
          />
          {text.onlyProblems(problems.length)}
        </label>
      )}
      <RowPreview
        rows={onlyProblems && problems.length > 0 ? problems : rows}
        leftOut={leftOut}
        onToggle={toggle}
        onFix={startFix}
      />
      {chosenCount === 0 ? (
        <Text fontWeight="medium">{text.nothingToSend}</Text>
      ) : (
        <Button
          alignSelf={{ base: "stretch", md: "flex-start" }}
          colorPalette="brand"
          size="lg"
          onClick={() => void sendChosen()}
          data-testid="bulk-send"
        >
          {text.send(chosenCount)}
        </Button>
      )}
    </Stack>
  );
}
