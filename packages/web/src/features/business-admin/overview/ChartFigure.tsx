// The picture of a bar chart, drawn by recharts (the React chart library Chakra UI's own charts are
// built on; used directly, in the theme's colours through its CSS variables: the @chakra-ui/charts
// wrapper re-split Chakra's shared modules and added 0.7 kB to the sign-in page's first load). It
// is its own chunk, loaded after the overview's figures and tables have painted (BarChart.tsx), so
// the library costs nothing on any other route nor on this one's first paint. To a screen reader
// the figure is one image with a summary; the table beside it carries the numbers.
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { Bar as ChartBar } from "./bar.ts";

/** A colour of the theme (light or dark, the tenant's brand) by its CSS variable. */
const color = (token: string): string => `var(--chakra-colors-${token})`;

/** A tick's label: long place names are cut short (the table beside the chart has them whole). */
const short = (label: string): string => (label.length > 18 ? `${label.slice(0, 17).trimEnd()}…` : label);

/** A bar's value as written (`shown` of the datum recharts hands back, which it types any). */
const shownOf = (datum: unknown): string | undefined => {
  const { shown }: { readonly shown?: unknown } = typeof datum === "object" && datum !== null ? datum : {};
  return typeof shown === "string" ? shown : undefined;
};

export default function ChartFigure({
  summary,
  bars,
  valueHeader,
  axis,
}: {
  readonly summary: string;
  readonly bars: ReadonlyArray<ChartBar>;
  readonly valueHeader: string;
  readonly axis?: ((value: number) => string) | undefined;
}) {
  const data = bars.map((bar) => ({ label: bar.label, value: bar.value, shown: bar.shown }));
  return (
    <div role="img" aria-label={summary} data-testid="chart-figure" style={{ height: "160px", fontSize: "12px" }}>
      <BarChart
        data={data}
        responsive
        style={{ width: "100%", height: "100%", overflow: "visible" }}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        aria-hidden="true"
      >
        <CartesianGrid stroke={color("border-muted")} vertical={false} />
        <XAxis
          dataKey="label"
          axisLine={false}
          tickLine={false}
          interval="preserveStartEnd"
          tickFormatter={short}
          tick={{ fill: color("fg-muted") }}
        />
        <YAxis
          axisLine={false}
          tickLine={false}
          width={48}
          allowDecimals={false}
          tick={{ fill: color("fg-muted") }}
          {...(axis === undefined ? {} : { tickFormatter: axis })}
        />
        <Tooltip
          cursor={{ fill: color("bg-muted") }}
          animationDuration={0}
          contentStyle={{
            background: color("bg-panel"),
            border: `1px solid ${color("border")}`,
            borderRadius: "6px",
            color: color("fg"),
          }}
          formatter={(value, _name, item) => [shownOf(item.payload) ?? value, valueHeader]}
        />
        <Bar dataKey="value" isAnimationActive={false} fill={color("brand-solid")} radius={[2, 2, 0, 0]} />
      </BarChart>
    </div>
  );
}
