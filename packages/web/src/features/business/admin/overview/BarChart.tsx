// A plain, accessible bar chart: an SVG the screen reader hears as one image with a summary, and
// the table of the same figures right below it (issue 20: a table behind every chart). No chart
// library, so nothing heavy loads even on this route.
import { Box, Heading, Stack, Table } from "@chakra-ui/react";

export type Bar = { readonly label: string; readonly value: number; readonly shown: string };

export function BarChart({
  id,
  title,
  summary,
  labelHeader,
  valueHeader,
  bars,
  extra,
}: {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly labelHeader: string;
  readonly valueHeader: string;
  readonly bars: ReadonlyArray<Bar>;
  readonly extra?: { readonly header: string; readonly cell: (index: number) => string };
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const width = 640;
  const height = 160;
  // At least eight slots, so one or two bars stay bar-shaped; bars start at the left like the table.
  const slot = width / Math.max(8, bars.length);
  return (
    <Stack as="section" gap="3" aria-labelledby={`${id}-heading`} data-testid={id}>
      <Heading as="h2" size="md" id={`${id}-heading`}>
        {title}
      </Heading>
      {bars.length > 0 && (
        <Box overflowX="auto" color="brand.solid">
          <svg
            role="img"
            aria-label={summary}
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            width="100%"
            height={height}
          >
            <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} stroke="currentColor" strokeOpacity="0.4" />
            {bars.map((bar, index) => {
              const barHeight = (bar.value / max) * (height - 8);
              return (
                <rect
                  key={bar.label}
                  x={index * slot + slot * 0.15}
                  y={height - barHeight}
                  width={slot * 0.7}
                  height={barHeight}
                  rx="2"
                  fill="currentColor"
                />
              );
            })}
          </svg>
        </Box>
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
                <Table.Cell>{bar.label}</Table.Cell>
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
