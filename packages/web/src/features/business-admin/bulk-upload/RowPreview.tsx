// The rows of the file as read, each with what stops it being booked (the domain's messages).
import { Badge, Button, List, Stack } from "@chakra-ui/react";
import { useMemo } from "react";
import { VirtualTable, type Column } from "../components/VirtualTable.tsx";
import { adminMessages } from "../messages.ts";
import type { CheckedRow } from "./check-file.ts";

const text = adminMessages.bulk;
const wide = { display: "block", minWidth: "8rem" } as const;
const value = (name: string) => (row: CheckedRow) => row.values[name] ?? "";

const columnsFor = (
  leftOut: ReadonlySet<number>,
  onToggle: (row: number) => void,
  onFix: (row: number) => void,
): ReadonlyArray<Column<CheckedRow>> => [
  { key: "row", header: text.row, cell: (row) => row.row, width: "4rem" },
  {
    key: "book",
    header: text.book,
    cell: (row) =>
      row.issues.length === 0 ? (
        <input
          type="checkbox"
          checked={!leftOut.has(row.row)}
          onChange={() => onToggle(row.row)}
          aria-label={text.bookRow(row.row)}
          data-testid={`bulk-book-${row.row}`}
          style={{ width: "1.25rem", height: "1.25rem" }}
        />
      ) : null,
  },
  {
    key: "check",
    header: text.check,
    cell: (row) =>
      row.issues.length === 0 ? (
        <Badge colorPalette="green">{text.ready}</Badge>
      ) : (
        <Stack gap="2" alignItems="flex-start">
          <List.Root paddingStart="4" fontSize="sm" minWidth="14rem" borderStartWidth="3px" borderColor="border.error">
            {row.issues.map((issue) => (
              <List.Item key={`${issue.field}:${issue.message}`}>
                {issue.field}: {issue.message}
              </List.Item>
            ))}
          </List.Root>
          <Button size="xs" variant="outline" onClick={() => onFix(row.row)} data-testid={`bulk-fix-row-${row.row}`}>
            {text.fix(row.row)}
          </Button>
        </Stack>
      ),
  },
  { key: "when", header: text.when, cell: value("pickup_time") },
  // Plain elements in the cells a row always has: they render on every scroll step.
  { key: "from", header: text.from, cell: (row) => <span style={wide}>{value("pickup")(row)}</span> },
  { key: "to", header: text.to, cell: (row) => <span style={wide}>{value("drop")(row)}</span> },
  { key: "passengers", header: text.passengers, cell: value("passengers") },
  { key: "po", header: text.po, cell: value("po_number") },
];

export function RowPreview({
  rows,
  leftOut,
  onToggle,
  onFix,
}: {
  readonly rows: ReadonlyArray<CheckedRow>;
  readonly leftOut: ReadonlySet<number>;
  readonly onToggle: (row: number) => void;
  readonly onFix: (row: number) => void;
}) {
  const columns = useMemo(() => columnsFor(leftOut, onToggle, onFix), [leftOut, onToggle, onFix]);
  return (
    <VirtualTable
      label={text.previewLabel}
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.row)}
      testId="bulk-preview"
      rowTestId={(row) => `bulk-row-${row.row}`}
    />
  );
}
