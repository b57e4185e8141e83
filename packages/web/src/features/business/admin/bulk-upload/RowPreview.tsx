// The rows of the file as read, each with what stops it being booked (the domain's messages).
import { Badge, List, Text } from "@chakra-ui/react";
import { VirtualTable, type Column } from "../components/VirtualTable.tsx";
import { adminMessages } from "../messages.ts";
import type { CheckedRow } from "./check-file.ts";

const text = adminMessages.bulk;
const value = (name: string) => (row: CheckedRow) => row.values[name] ?? "";

const columns: ReadonlyArray<Column<CheckedRow>> = [
  { key: "row", header: text.row, cell: (row) => row.row, width: "4rem" },
  {
    key: "check",
    header: text.check,
    cell: (row) =>
      row.issues.length === 0 ? (
        <Badge colorPalette="green">{text.ready}</Badge>
      ) : (
        <List.Root paddingStart="4" fontSize="sm" minWidth="14rem" borderStartWidth="3px" borderColor="border.error">
          {row.issues.map((issue) => (
            <List.Item key={`${issue.field}:${issue.message}`}>
              {issue.field}: {issue.message}
            </List.Item>
          ))}
        </List.Root>
      ),
  },
  { key: "when", header: text.when, cell: value("pickup_time") },
  { key: "from", header: text.from, cell: (row) => <Text minWidth="8rem">{value("pickup")(row)}</Text> },
  { key: "to", header: text.to, cell: (row) => <Text minWidth="8rem">{value("drop")(row)}</Text> },
  { key: "passengers", header: text.passengers, cell: value("passengers") },
  { key: "po", header: text.po, cell: value("po_number") },
];

export function RowPreview({ rows }: { readonly rows: ReadonlyArray<CheckedRow> }) {
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
