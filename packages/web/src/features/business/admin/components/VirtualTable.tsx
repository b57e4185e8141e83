// A table that stays smooth with 100,000 rows (issue 20): a real <table> (so screen readers read
// it as one, with aria-rowcount and aria-rowindex telling them where they are) that renders only
// the rows in view, with spacer rows for the rest. Rows have a fixed height.
import { Box, Table } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";

export type Column<Row> = {
  readonly key: string;
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  readonly width?: string;
};

const rowHeight = 48;
const overscan = 8;

export function VirtualTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  height = 420,
  testId,
  rowTestId,
}: {
  readonly label: string;
  readonly columns: ReadonlyArray<Column<Row>>;
  readonly rows: ReadonlyArray<Row>;
  readonly rowKey: (row: Row) => string;
  readonly height?: number;
  readonly testId: string;
  readonly rowTestId?: (row: Row) => string;
}) {
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const count = Math.ceil(height / rowHeight) + overscan * 2;
  const last = Math.min(rows.length, first + count);
  const visible = rows.slice(first, last);
  return (
    <Box
      maxHeight={`${height}px`}
      overflow="auto"
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label={label}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      data-testid={testId}
    >
      <Table.Root size="sm" stickyHeader aria-rowcount={rows.length + 1} aria-label={label}>
        <Table.Header>
          <Table.Row aria-rowindex={1}>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} scope="col" width={column.width} whiteSpace="nowrap">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {first > 0 && <tr aria-hidden="true" style={{ height: first * rowHeight }} />}
          {visible.map((row, index) => (
            <Table.Row
              key={rowKey(row)}
              aria-rowindex={first + index + 2}
              height={`${rowHeight}px`}
              data-testid={rowTestId?.(row)}
            >
              {columns.map((column) => (
                <Table.Cell key={column.key} verticalAlign="top">
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
          {last < rows.length && <tr aria-hidden="true" style={{ height: (rows.length - last) * rowHeight }} />}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
