// What happened to each row, on screen and as a CSV report whose cells cannot run as formulas and
// whose booking tokens are exact (send-rows.ts reportCsv, the domain's Csv rule). Messages from
// the server are shown as text.
import { Button, Heading, Stack, Text, Wrap } from "@chakra-ui/react";
import { downloadCsv } from "../../../lib/download.ts";
import { VirtualTable, type Column } from "../components/VirtualTable.tsx";
import { adminMessages } from "../messages.ts";
import { reportCsv, statusWords, type ReportRow } from "./send-rows.ts";

const text = adminMessages.bulk;

const columns: ReadonlyArray<Column<ReportRow>> = [
  { key: "row", header: text.row, cell: (row) => row.row, width: "4rem" },
  { key: "status", header: text.status, cell: (row) => statusWords[row.status] },
  { key: "booking", header: text.booking_, cell: (row) => row.bookingId ?? "" },
  { key: "message", header: text.message, cell: (row) => <Text minWidth="12rem">{row.message}</Text> },
];

export function ResultReport({
  fileName,
  report,
  onAnother,
}: {
  readonly fileName: string;
  readonly report: ReadonlyArray<ReportRow>;
  readonly onAnother: () => void;
}) {
  const count = (status: ReportRow["status"]) => report.filter((row) => row.status === status).length;
  return (
    <Stack as="section" gap="3" aria-labelledby="bulk-report-heading" data-testid="bulk-report">
      <Heading as="h2" size="lg" id="bulk-report-heading" tabIndex={-1}>
        {text.reportHeading}
      </Heading>
      <Text role="status" data-testid="bulk-summary">
        {text.summary(count("booked"), count("duplicate"), count("failed") + count("not_sent"))}
      </Text>
      <VirtualTable
        label={text.reportLabel}
        columns={columns}
        rows={report}
        rowKey={(row) => String(row.row)}
        testId="bulk-report-table"
        rowTestId={(row) => `bulk-result-${row.row}`}
      />
      <Wrap gap="3">
        <Button
          colorPalette="brand"
          onClick={() => downloadCsv(fileName.replace(/\.csv$/i, "") + "-report.csv", reportCsv(report))}
          data-testid="bulk-download-report"
        >
          {text.downloadReport}
        </Button>
        <Button variant="outline" onClick={onAnother}>
          {text.another}
        </Button>
      </Wrap>
    </Stack>
  );
}
