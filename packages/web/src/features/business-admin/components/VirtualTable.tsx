// A table that stays smooth with 100,000 rows: a real <table> (so screen readers read
// it as one, with aria-rowcount and aria-rowindex telling them where they are) that renders only
// the rows in view, with spacer rows for the rest. Rows have a fixed height. The body's rows and
// cells are plain elements styled once from the table (a Chakra cell computes its styles each
// time it renders: 25 rows of 8 cells took 77 ms a scroll step), and a row that stays in view is
// not rendered again as the table scrolls.
import { Box, type SystemStyleObject } from "@chakra-ui/react";
import { Table } from "../../../theme/later.ts";
import { memo, useState, type ReactNode } from "react";

export type Column<Row> = {
  readonly key: string;
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  readonly width?: string;
};

const rowHeight = 48;
const overscan = 8;

/** The body cells' look, as Chakra's small table cell has it, set once on the table. */
const bodyCells: SystemStyleObject = {
  "& tbody td": {
    paddingX: "2",
    paddingY: "2",
    borderBottomWidth: "1px",
    borderColor: "border",
    verticalAlign: "top",
    fontSize: "sm",
    textAlign: "start",
  },
};

type RowProps<Row> = {
  readonly row: Row;
  readonly columns: ReadonlyArray<Column<Row>>;
  readonly index: number;
  readonly testId: string | undefined;
};

// React's memo() types drop a generic component's type parameter: the cast below gives it back.
const VirtualRow = memo(function VirtualRow<Row>({ row, columns, index, testId }: RowProps<Row>) {
  return (
    <tr aria-rowindex={index} style={{ height: rowHeight }} data-testid={testId}>
      {columns.map((column) => (
        <td key={column.key}>{column.cell(row)}</td>
      ))}
    </tr>
  );
}) as <Row>(props: RowProps<Row>) => ReactNode;

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
      <Table.Root size="sm" stickyHeader aria-rowcount={rows.length + 1} aria-label={label} css={bodyCells}>
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
            <VirtualRow
              key={rowKey(row)}
              row={row}
              columns={columns}
              index={first + index + 2}
              testId={rowTestId?.(row)}
            />
          ))}
          {last < rows.length && <tr aria-hidden="true" style={{ height: (rows.length - last) * rowHeight }} />}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
