// The model-based test of a booking's money and life (test/model/booking-model.ts): a fixed seed
// and budget in npm test; scripts/model-soak.ts runs it longer with a random seed.
import { expect, it } from "vitest";
import { runModel } from "./model/booking-model.ts";

it("keeps money, rights and messages right over random sequences of operations by six actors", async () => {
  const stats = await runModel({ seed: 20261128, numRuns: 300, maxSteps: 20 });
  expect(stats.sequences).toBeGreaterThanOrEqual(40);
}, 120_000);
