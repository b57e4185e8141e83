// An accessible bar chart: the picture (ChartFigure.tsx, Chakra UI's charts) the screen reader hears
// as one image with a summary, and the table of the same figures right below it (a table
// behind every chart). The picture is loaded after the tables paint; its space is held meanwhile,
// so nothing moves when it arrives.
import { Box, Heading, Stack } from "@chakra-ui/react";
import { Table } from "../../../theme/later.ts";
import { lazy, Suspense } from "react";
import type { Bar } from "./bar.ts";

const ChartFigure = lazy(() => import("./ChartFigure.tsx"));
const figureHeight = "160px";

export function BarChart({
  id,
  title,
  summary,
  labelHeader,
  valueHeader,
  bars,
  extra,
  axis,
}: {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly labelHeader: string;
  readonly valueHeader: string;
  readonly bars: ReadonlyArray<Bar>;
  readonly extra?: { readonly header: string; readonly cell: (index: number) => string };
  /** How the value axis reads a value (pence as pounds); plain numbers otherwise. */
  readonly axis?: (value: number) => string;
}) {
  return (
    <Stack as="section" gap="3" aria-labelledby={`${id}-heading`} data-testid={id}>
      <Heading as="h2" size="md" id={`${id}-heading`}>
        {title}
      </Heading>
      {bars.length > 0 && (
        <Suspense fallback={<Box height={figureHeight} bg="bg.subtle" borderRadius="md" aria-hidden="true" />}>
          <ChartFigure summary={summary} bars={bars} valueHeader={valueHeader} axis={axis} />
        </Suspense>
      )}
      <Box overflowX="auto">
        <Table.Root size="sm" data-testid={`${id}-table`}>
          <Table.Caption srOnly>{title}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{labelHeader}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {valueHeader}
              </Table.ColumnHeader>
              {extra !== undefined && (
                <Table.ColumnHeader scope="col" textAlign="end">
                  {extra.header}
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {bars.map((bar, index) => (
              <Table.Row key={bar.label}>
                {/* A long name (or a place typed as one word) wraps: the table never scrolls sideways at 320 px. */}
                <Table.Cell overflowWrap="anywhere">{bar.label}</Table.Cell>
                <Table.Cell textAlign="end">{bar.shown}</Table.Cell>
                {extra !== undefined && <Table.Cell textAlign="end">{extra.cell(index)}</Table.Cell>}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
