// /business/bulk-upload-trips (spec §2, §5 Upload): template, file, preview with each
// row's problems, booking with progress, and a per-row report.
import { Alert, Button, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { Progress } from "../../../theme/later.ts";
import { BulkTripFile, Csv, type Account } from "@cabline/domain";
import { downloadCsv } from "../../../lib/download.ts";
import { adminMessages } from "../messages.ts";
import { FilePicker } from "./FilePicker.tsx";
import { ResultReport } from "./ResultReport.tsx";
import { FilePreview } from "./FilePreview.tsx";
import { useBulkUpload, type Step } from "./use-bulk-upload.ts";

const text = adminMessages.bulk;
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
  const accountName = account.name ?? `Account ${account.business_id}`;
  const busy = step.kind === "reading" || step.kind === "sending";

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
          <StepProgress step={step} />
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
      {/* A new file starts with every ready row in, and nothing being fixed. */}
      {step.kind === "checked" && <FilePreview key={step.fileId} step={step} fix={fix} send={send} />}
      {step.kind === "done" && <ResultReport fileName={step.file.name} report={step.report} onAnother={reset} />}
    </Stack>
  );
}

/** How far reading (and checking the places of) the file, or booking its rows, has got. */
function StepProgress({ step }: { readonly step: Step }) {
  if (step.kind === "reading")
    return (
      <Stack direction="row" gap="3" align="center" data-testid="bulk-reading">
        <Spinner size="sm" />
        <Text>
          {step.places === undefined || step.places.total === 0
            ? text.reading
            : text.checkingPlaces(step.places.done, step.places.total)}
        </Text>
      </Stack>
    );
  if (step.kind === "sending")
    return (
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
    );
  return null;
}
