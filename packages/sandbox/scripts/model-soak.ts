// Runs the model-based test of a booking's money and life (test/model/booking-model.ts) for longer
// than npm test does, with a random seed, and prints how much it checked.
//   node scripts/bootstrap.mjs env -- node packages/sandbox/scripts/model-soak.ts [minutes=5] [seed]
import { runModel } from "../test/model/booking-model.ts";

const minutes = Number(process.argv[2] ?? 5);
const firstSeed = process.argv[3] === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.argv[3]);
const until = Date.now() + minutes * 60_000;
let sequences = 0;
let steps = 0;
let seed = firstSeed;
const began = Date.now();
while (Date.now() < until) {
  try {
    const stats = await runModel({ seed, numRuns: 200, maxSteps: 30 });
    sequences += stats.sequences;
    steps += stats.steps;
  } catch (error) {
    console.log(`FAILED with seed ${seed} after ${sequences} sequences: ${String(error)}`);
    process.exit(1);
  }
  seed += 1;
}
const seconds = ((Date.now() - began) / 1000).toFixed(0);
console.log(
  `model soak: ${sequences} sequences, ${steps} steps checked in ${seconds} s (seeds ${firstSeed}..${seed - 1}); 0 failed`,
);
