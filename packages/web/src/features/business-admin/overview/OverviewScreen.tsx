// /overview (spec §2, §6 business_user): per account and period, trips and spend,
// bookings per day or week, spend per passenger and cost centre, top pickups and destinations,
// each chart with its table, and the whole exported as CSV with formula cells neutralised.
import { Alert, Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text, Wrap } from "@chakra-ui/react";
import { NativeSelect, Stat } from "../../../theme/later.ts";
import { BusinessOverview, Csv, DateTime, Money, OneOf, type Account } from "@cabline/domain";
import { useMemo, useState } from "react";
import { downloadCsv } from "../../../lib/download.ts";
import { adminMessages } from "../messages.ts";
import { BarChart } from "./BarChart.tsx";
import { useOverview } from "./use-overview.ts";
import { SelectField } from "../../../components/controls/select.tsx";

const text = adminMessages.overview;
/** The spend axis in whole pounds (the bars' values are pence). */
const pounds = (pence: number): string => `£${Math.round(pence / 100).toLocaleString("en-GB")}`;
const day = 86_400_000;
type PeriodKey = keyof typeof text.periods;
/** True for a period the list offers (a key of its labels). */
const isPeriodKey = (key: string): key is PeriodKey => Object.hasOwn(text.periods, key);
const granularities: ReadonlyArray<BusinessOverview.Granularity> = ["day", "week"];

const periodOf = (key: PeriodKey, nowMs: number): BusinessOverview.Period => {
  const today = Math.floor(nowMs / day) * day;
  if (key === "past30") return { fromMs: today - 30 * day, toMs: today + day };
  if (key === "next30") return { fromMs: today, toMs: today + 31 * day };
  if (key === "past90") return { fromMs: today - 90 * day, toMs: today + day };
  return { fromMs: today - 30 * day, toMs: today + 31 * day };
};
const shortDate = (label: string) => {
  const date = DateTime.parseDate(label);
  return date === undefined ? label : DateTime.formatDisplayDate(date);
};

/** Bars of spend per tally, and of trips per tally. */
const tallies = (tallies: ReadonlyArray<BusinessOverview.Tally>) =>
  tallies.map((tally) => ({ label: tally.key, value: tally.spend.amountMinor, shown: Money.format(tally.spend) }));
const trips = (tallies: ReadonlyArray<BusinessOverview.Tally>) =>
  tallies.map((tally) => ({ label: tally.key, value: tally.trips, shown: String(tally.trips) }));
/** A chart's summary for screen readers: how many bars, and the largest. */
const summary = (title: string, bars: ReadonlyArray<{ value: number; shown: string }>) =>
  text.chartSummary(title, bars.length, bars.toSorted((a, b) => b.value - a.value)[0]?.shown ?? "0");

export function OverviewScreen({ account }: { readonly account: Account.Account }) {
  const [periodKey, setPeriodKey] = useState<PeriodKey>("around30");
  const [granularity, setGranularity] = useState<BusinessOverview.Granularity>("week");
  const period = useMemo(() => periodOf(periodKey, Date.now()), [periodKey]);
  const { loaded, view, retry } = useOverview(account, period, granularity);
  const accountName = account.name ?? `Account ${account.business_id}`;

  return (
    <Stack gap="6" paddingY={{ base: "2", md: "6" }} maxWidth="5xl" marginX="auto">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {text.title}
        </Heading>
        <Text color="fg.muted">{text.intro(accountName)}</Text>
      </Stack>
      <Wrap gap="4" align="flex-end">
        <Stack gap="1">
          <label htmlFor="overview-period">{text.period}</label>
          <NativeSelect.Root width="64">
            <SelectField
              id="overview-period"
              value={periodKey}
              onChange={(event) => {
                // The options are the periods, so the chosen value is one of them.
                const key = event.currentTarget.value;
                if (isPeriodKey(key)) setPeriodKey(key);
              }}
              data-testid="overview-period"
            >
              {Object.entries(text.periods).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </SelectField>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <Stack gap="1">
          <label htmlFor="overview-granularity">{text.granularity}</label>
          <NativeSelect.Root width="56">
            <SelectField
              id="overview-granularity"
              value={granularity}
              onChange={(event) => {
                // The options are the granularities, so the chosen value is one of them.
                const chosen = OneOf.oneOf(granularities, event.currentTarget.value);
                if (chosen !== undefined) setGranularity(chosen);
              }}
            >
              <option value="day">{text.day}</option>
              <option value="week">{text.week}</option>
            </SelectField>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        {view !== undefined && (
          <Button
            variant="outline"
            onClick={() =>
              downloadCsv(
                "overview.csv",
                Csv.document(BusinessOverview.exportHeader, BusinessOverview.exportRows(view)),
              )
            }
            data-testid="overview-export"
          >
            {text.export}
          </Button>
        )}
      </Wrap>
      {loaded.status === "loading" && (
        <Stack gap="3" aria-busy="true">
          <Text>{text.loading}</Text>
          <Skeleton height="40" />
        </Stack>
      )}
      {loaded.status === "failed" && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{text.loadFailed}</Alert.Title>
            <Alert.Description>{loaded.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={retry}>
            {adminMessages.tryAgain}
          </Button>
        </Alert.Root>
      )}
      {view !== undefined && <OverviewFigures view={view} granularity={granularity} />}
      <HStack />
    </Stack>
  );
}

/** The totals, then each chart with its table. */
function OverviewFigures({
  view,
  granularity,
}: {
  readonly view: BusinessOverview.Overview;
  readonly granularity: BusinessOverview.Granularity;
}) {
  return (
    <>
      <SimpleGrid columns={3} gap={{ base: "2", md: "4" }} data-testid="overview-totals">
        <Stat.Root borderWidth="1px" borderRadius="md" padding="4">
          <Stat.Label>{text.trips}</Stat.Label>
          <Stat.ValueText data-testid="overview-trips">{view.trips}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" borderRadius="md" padding="4">
          <Stat.Label>{text.spend}</Stat.Label>
          <Stat.ValueText data-testid="overview-spend">{Money.format(view.spend)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" borderRadius="md" padding="4">
          <Stat.Label>{text.cancelled}</Stat.Label>
          <Stat.ValueText>{view.cancelled}</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
      {view.trips === 0 && view.cancelled === 0 && <Text>{text.none}</Text>}
      <BarChart
        id="overview-per-period"
        title={text.perPeriod(granularity === "day" ? "day" : "week")}
        summary={summary(text.perPeriod(granularity), trips(view.buckets.map((b) => ({ key: b.label, ...b }))))}
        labelHeader={granularity === "day" ? text.date : text.weekOf}
        valueHeader={text.trips}
        bars={view.buckets.map((bucket) => ({
          label: shortDate(bucket.label),
          value: bucket.trips,
          shown: String(bucket.trips),
        }))}
        extra={{
          header: text.spend,
          cell: (index) => Money.format(view.buckets[index]?.spend ?? Money.fromMinor(0)),
        }}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <BarChart
          id="overview-per-passenger"
          title={text.perPassenger}
          summary={summary(text.perPassenger, tallies(view.byPassenger))}
          labelHeader={text.name}
          valueHeader={text.spend}
          bars={tallies(view.byPassenger)}
          axis={pounds}
        />
        <BarChart
          id="overview-per-cost-centre"
          title={text.perCostCentre}
          summary={summary(text.perCostCentre, tallies(view.byCostCentre))}
          labelHeader={text.name}
          valueHeader={text.spend}
          bars={tallies(view.byCostCentre)}
          axis={pounds}
        />
        <BarChart
          id="overview-top-pickups"
          title={text.topPickups}
          summary={summary(text.topPickups, trips(view.topPickups))}
          labelHeader={text.place}
          valueHeader={text.trips}
          bars={trips(view.topPickups)}
        />
        <BarChart
          id="overview-top-destinations"
          title={text.topDestinations}
          summary={summary(text.topDestinations, trips(view.topDestinations))}
          labelHeader={text.place}
          valueHeader={text.trips}
          bars={trips(view.topDestinations)}
        />
      </SimpleGrid>
    </>
  );
}
