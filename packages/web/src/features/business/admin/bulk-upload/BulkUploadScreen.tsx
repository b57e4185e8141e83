// /business/bulk-upload-trips (spec §2, §5 Upload): template, file, preview with each
// row's problems, booking with progress, and a per-row report.
import { Alert, Button, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { Progress } from "../../../../theme/later.ts";
import { BulkTripFile, Csv, type Account } from "@cabline/domain";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { downloadCsv } from "../../../../lib/download.ts";
import { adminMessages } from "../messages.ts";
import { FilePicker } from "./FilePicker.tsx";
import { ResultReport } from "./ResultReport.tsx";
import { RowFixer } from "./RowFixer.tsx";
import { RowPreview } from "./RowPreview.tsx";
import type { CheckedRow } from "./check-file.ts";
import { isReady, useBulkUpload } from "./use-bulk-upload.ts";

const text = adminMessages.bulk;
/** Rows gathered per slice when Book is pressed, and the pause between slices. */
const sliceRows = 2000;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const day = 86_400_000;

const downloadTemplate = () =>
  downloadCsv(
    "trips-template.csv",
    Csv.document(BulkTripFile.columnNames, [
      BulkTripFile.exampleRow(Math.ceil(Date.now() / day) * day + 9.5 * 3_600_000),
    ]),
  );

export function BulkUploadScreen({ account }: { readonly account: Account.Account }) {
  const { step, choose, send, fix, reset } = useBulkUpload(account);
  const [fixing, setFixing] = useState<number | undefined>(undefined);
  const [fixedNotice, setFixedNotice] = useState<string | undefined>(undefined);
  const startFix = useCallback((row: number) => {
    setFixedNotice(undefined);
    setFixing(row);
  }, []);
  const accountName = account.name ?? `Account ${account.business_id}`;
  const busy = step.kind === "reading" || step.kind === "sending";
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
  const checkedRows = step.kind === "checked" ? step.rows : undefined;
  // A new file starts with every ready row in, and nothing being fixed.
  const checkedFile = step.kind === "checked" ? step.fileId : undefined;
  useEffect(() => {
    setLeftOut(new Set());
    setOnlyProblems(false);
    setFixing(undefined);
    setFixedNotice(undefined);
  }, [checkedFile]);
  const rowBeingFixed = fixing === undefined ? undefined : checkedRows?.find((row) => row.row === fixing);
  // On screen only the counts and the rows with problems (few, in a long file) are needed, found
  // once per file or fix: 100,000 rows split four ways took 37 ms of the render that shows them.
  const problems = useMemo(() => (checkedRows ?? []).filter((row) => !isReady(row)), [checkedRows]);
  const readyCount = (checkedRows?.length ?? 0) - problems.length;
  // Only ready rows can be left out (their checkbox), so what is sent is the rest of them.
  const chosenCount = readyCount - leftOut.size;
  /**
   * What Book sends, and the rows it leaves with their reasons: worked out when it is pressed, a
   * slice of rows at a time (each unpacks its chunks), yielding between slices so a 100,000-row
   * file does not hold the page in one long task before the first request goes.
   */
  const gathering = useRef(false);
  const sendChosen = async () => {
    if (gathering.current) return;
    gathering.current = true;
    try {
      const rows = checkedRows ?? [];
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
      await send(drafts, skipped);
    } finally {
      gathering.current = false;
    }
  };

  return (
    <Stack gap="6" paddingY={{ base: "2", md: "6" }} maxWidth="5xl" marginX="auto">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {text.title}
        </Heading>
        <Text color="fg.muted">{text.intro(accountName)}</Text>
      </Stack>
      <Stack as="section" gap="2" aria-labelledby="bulk-template-heading">
        <Heading as="h2" size="lg" id="bulk-template-heading">
          {text.templateHeading}
        </Heading>
        <Text>{text.templateIntro}</Text>
        <Button alignSelf="flex-start" variant="outline" onClick={downloadTemplate} data-testid="bulk-template">
          {text.template}
        </Button>
      </Stack>
      <Stack as="section" gap="2" aria-labelledby="bulk-file-heading">
        <Heading as="h2" size="lg" id="bulk-file-heading">
          {text.fileHeading}
        </Heading>
        <FilePicker chosen={step.kind === "empty" ? undefined : step.file} disabled={busy} onChoose={choose} />
        <div aria-live="polite">
          {step.kind === "reading" && (
            <Stack direction="row" gap="3" align="center" data-testid="bulk-reading">
              <Spinner size="sm" />
              <Text>
                {step.places === undefined || step.places.total === 0
                  ? text.reading
                  : text.checkingPlaces(step.places.done, step.places.total)}
              </Text>
            </Stack>
          )}
          {step.kind === "sending" && (
            <Progress.Root
              value={step.progress.total === 0 ? null : (step.progress.done / step.progress.total) * 100}
              data-testid="bulk-progress"
            >
              <Progress.Label>
                {step.progress.stage === "places"
                  ? text.findingPlaces(step.progress.done, step.progress.total)
                  : text.booking(step.progress.done, step.progress.total)}
              </Progress.Label>
              <Progress.Track marginY="2">
                <Progress.Range />
              </Progress.Track>
              <Text fontSize="sm" color="fg.muted">
                {text.sendingNote}
              </Text>
            </Progress.Root>
          )}
        </div>
      </Stack>
      {step.kind === "unreadable" && (
        <Alert.Root status="error" role="alert" data-testid="bulk-unreadable">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{text.unreadable}</Alert.Title>
            <Alert.Description>
              {step.message} {step.retry === true ? text.unreadableAgain : text.unreadableWhat}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {step.kind === "checked" && (
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
            rows={onlyProblems && problems.length > 0 ? problems : step.rows}
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
      )}
      {step.kind === "done" && <ResultReport fileName={step.file.name} report={step.report} onAnother={reset} />}
    </Stack>
  );
}
