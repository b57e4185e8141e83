// Mutation testing of the domain's rules: each mutant is a one-line change to a rule; the tests
// must notice it. Run by `npm run mutation` (scripts/mutation.mjs, docs/mutation.md), not by
// `npm test`: a first run of the whole domain is about 5,100 mutants.
import { strykerConfig } from "../../scripts/stryker-config.mjs";

export default strykerConfig({ name: "domain", mutate: ["src/**/*.ts"], timeoutMS: 10_000 });
