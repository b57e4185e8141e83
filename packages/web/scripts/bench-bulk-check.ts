// Bulk upload benchmark (a figure, not a timed test): reading and checking a bulk trip file of
// 10,000 and 100,000 rows with the code the upload's Web Worker runs: papaparse and the domain's
// BulkTripFile rules (checkFile), then the whole check as booking would do it (checkTripFile: the
// same rules, the phone rule, one place lookup per distinct address through a maps port that
// answers at once, and the service area), so the figure is the check's own cost without the maps
// service's. "varied" is 100,000 rows with 1,030 distinct addresses and a different phone number
// on every row. Run: node packages/web/scripts/bench-bulk-check.ts
import type { MapsApi } from "@cabline/api-ports";
import { BulkTripFile, type ServiceArea } from "@cabline/domain";
import { checkFile } from "../src/features/business-admin/bulk-upload/check-file.ts";
import { checkTripFile } from "../src/features/business-admin/bulk-upload/check-places.ts";

const saloon = {
  id: 1,
  name: "Saloon",
  active: true,
  enabled: true,
  numSeats: 4,
  max_luggage: 2,
  outboundCompatible: true,
  returnCompatible: true,
};
const nowMs = Date.now();
const context = {
  nowMs,
  rideTypes: [saloon],
  settings: { default_payment_type: "account" as const, is_po_number_enabled: true },
};
const area: ServiceArea.ServiceArea = {
  kind: "circle",
  name: "Southampton region",
  centre: { lat: 50.91, lon: -1.4 },
  radius_km: 12,
};
let lookups = 0;
const maps: Pick<MapsApi, "geocode"> = {
  geocode: async (address) => {
    lookups += 1;
    return [{ address, id: BulkTripFile.placeKey(address), lat: 50.9 + (lookups % 10) / 1000, lng: -1.4 }];
  },
};
const good = BulkTripFile.exampleRow(nowMs + 2 * 86_400_000).join(",");
const bad = good.replace("PO-1001", "");

/** The file; `phones` moves the varied file's numbers, so no pass meets numbers an earlier one checked. */
const fileOf = (kind: string, rows: number, phones: number): string => {
  const lines = [BulkTripFile.columnNames.join(",")];
  for (let index = 0; index < rows; index += 1) {
    const line = index % 25 === 0 ? bad : good;
    if (kind !== "varied") lines.push(line);
    else {
      const cells = line.split(",");
      cells[1] = `${index % 30} Portswood Road`;
      cells[2] = `Town ${index % 1000}`;
      cells[8] = `079${String(10_000_000 + phones + index).slice(-8)}`;
      lines.push(cells.join(","));
    }
  }
  return lines.join("\r\n");
};

for (const kind of ["10000", "100000", "varied"]) {
  const rows = kind === "varied" ? 100_000 : Number(kind);
  const text = fileOf(kind, rows, 0);
  const label = `${kind === "varied" ? "varied " : ""}${rows} rows (${(text.length / 1000).toFixed(0)} kb)`;
  let started = performance.now();
  const rules = checkFile(text, context);
  const rulesMs = performance.now() - started;
  const problems = rules.ok ? rules.rows.filter((row) => row.issues.length > 0).length : -1;
  lookups = 0;
  const second = fileOf(kind, rows, 200_000);
  started = performance.now();
  const whole = await checkTripFile(second, context, { maps, area, known: new Map() });
  const wholeMs = performance.now() - started;
  const wholeProblems = whole.ok ? whole.rows.filter((row) => row.issues.length > 0).length : -1;
  console.log(
    `${label}: rules ${rulesMs.toFixed(0)} ms (${problems} with problems); as booking checks ${wholeMs.toFixed(0)} ms, ${lookups} lookups (${wholeProblems} with problems)`,
  );
}
