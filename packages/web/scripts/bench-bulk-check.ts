// Issue 20 benchmark (a figure, not a timed test): reading and checking a bulk trip file of
// 10,000 and 100,000 rows with the code the upload's Web Worker runs (papaparse + the domain's
// BulkTripFile rules). Run: node packages/web/scripts/bench-bulk-check.ts
import { BulkTripFile } from "@cabline/domain";
import { checkFile } from "../src/features/business/admin/bulk-upload/check-file.ts";

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
const good = BulkTripFile.exampleRow(nowMs + 2 * 86_400_000).join(",");
const bad = good.replace("PO-1001", "");

for (const rows of [10_000, 100_000]) {
  const lines = [BulkTripFile.columnNames.join(",")];
  for (let index = 0; index < rows; index += 1) lines.push(index % 25 === 0 ? bad : good);
  const text = lines.join("\r\n");
  const started = performance.now();
  const result = checkFile(text, context);
  const ms = performance.now() - started;
  const problems = result.ok ? result.rows.filter((row) => row.issues.length > 0).length : -1;
  console.log(`${rows} rows (${(text.length / 1000).toFixed(0)} kb): ${ms.toFixed(0)} ms, ${problems} with problems`);
}
