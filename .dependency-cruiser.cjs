// The layering of STYLE.md written as rules that fail `npm test`. Each rule says why it exists.
//   domain     <- effect, temporal-polyfill
//   api-ports  <- domain, effect; src/http/ only: openapi-fetch, ./generated
//   web        <- domain, api-ports, react, chakra, router, legend-state
//   cli        <- domain, api-ports, commander
//   sandbox    <- domain, node built-ins
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle means two modules are one concept split badly; it also breaks lazy loading and test isolation.",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-is-pure",
      severity: "error",
      comment:
        "Business rules live once in packages/domain and must run anywhere (browser, CLI, sandbox, tests). " +
        "It may import only effect, temporal-polyfill and libphonenumber-js/core (pure functions over the " +
        "metadata the domain passes in, PhoneMetadata.generated.ts): no React, no HTTP, no storage, no Node built-ins.",
      from: { path: "^packages/domain/src/" },
      to: {
        pathNot: [
          "^packages/domain/src/",
          "node_modules/effect/",
          "node_modules/temporal-polyfill/",
          "node_modules/libphonenumber-js/core/",
        ],
      },
    },
    {
      name: "domain-no-node-builtins",
      severity: "error",
      comment: "The domain does no I/O; a Node built-in in it would not run in the browser.",
      from: { path: "^packages/domain/src/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "ports-have-no-http",
      severity: "error",
      comment:
        "Ports speak domain types only, so the web app and CLI can swap live and in-memory adapters. " +
        "HTTP code and the generated contract types live in api-ports/src/http alone.",
      from: { path: "^packages/api-ports/src/", pathNot: "^packages/api-ports/src/http/" },
      to: {
        path: ["node_modules/openapi-fetch/", "^packages/api-ports/src/generated/"],
      },
    },
    {
      name: "generated-types-only-in-http-adapters",
      severity: "error",
      comment:
        "Only the HTTP adapters may depend on the wire shapes; everything else uses domain types decoded from them.",
      from: { pathNot: "^packages/api-ports/src/(?:http|generated)/" },
      to: {
        path: ["^packages/api-ports/src/generated/", "node_modules/openapi-fetch/"],
      },
    },
    {
      name: "web-features-are-independent",
      severity: "error",
      comment:
        "A feature may use shared code and the domain, never another feature: features can then be added, " +
        "removed and lazy-loaded alone (bulletproof-react import zones). Compose features in src/app.",
      from: { path: "^packages/web/src/features/([^/]+)/" },
      to: { path: "^packages/web/src/features/", pathNot: "^packages/web/src/features/$1/" },
    },
    {
      name: "web-shared-does-not-import-features-or-app",
      severity: "error",
      comment:
        "Imports flow shared -> features -> app; shared code that reached into a feature would tie them together.",
      from: { path: "^packages/web/src/(?:components|lib|hooks|i18n|theme)/" },
      to: { path: "^packages/web/src/(?:features|app)/" },
    },
    {
      name: "apps-do-not-import-each-other",
      severity: "error",
      comment:
        "web, cli and sandbox share code only through domain and api-ports; an app importing another app couples their release.",
      from: { path: "^packages/(web|cli|sandbox)/", pathNot: "^packages/cli/test/sandbox-dispatch\\.ts$" },
      to: { path: "^packages/(web|cli|sandbox)/", pathNot: "^packages/$1/" },
    },
    {
      name: "only-test-support-runs-the-sandbox",
      severity: "error",
      comment:
        "One dispatch server: the CLI's unit tests run the sandbox itself, in process, behind the real HTTP " +
        "adapter, instead of a second in-memory server. That one test-support module may import the sandbox's server; " +
        "it is test code, never shipped, and the CLI's source still knows the dispatch API only through api-ports.",
      from: { path: "^packages/cli/test/sandbox-dispatch\\.ts$" },
      to: { path: "^packages/(web|sandbox)/", pathNot: "^packages/sandbox/src/" },
    },
    {
      name: "sandbox-builds-on-domain-only",
      severity: "error",
      comment:
        "The sandbox is an independent implementation of the contract; if it used the client adapters, a shared bug would hide itself.",
      from: { path: "^packages/sandbox/" },
      to: { path: "^packages/api-ports/" },
    },
    {
      name: "no-reaching-into-package-internals",
      severity: "error",
      comment:
        "Packages consume each other through their exports; a relative path into another package skips its public API.",
      from: { path: "^packages/([^/]+)/" },
      to: { path: "^packages/[^/]+/src/internal/", pathNot: "^packages/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Packages are not followed, but their imports are seen: the rules about what a package may
    // import (domain-is-pure) need the edge into node_modules, which excluding it removed.
    exclude: { path: ["dist", "\\.toolchain", "src/generated/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "types", "default", "node"],
      extensions: [".ts", ".tsx", ".mjs", ".js", ".d.ts"],
      mainFields: ["module", "main", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
