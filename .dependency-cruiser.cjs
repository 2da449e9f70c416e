/* global module */
/**
 * Which code may import which. Runs in `npm run lint`:
 *   depcruise --config .dependency-cruiser.cjs supabase/functions local web/src
 * Deno code imports relative `.ts` paths and bare names from its import map; both resolve here
 * (the import map reads the root node_modules). Inline `npm:`/`jsr:` specifiers are left alone.
 */
const TEST_ONLY = [
  "\\.test\\.tsx?$",
  "\\.bench\\.ts$",
  "/testdata/",
  "/testing/",
  "^web/src/test/",
  "^tests/",
];

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Modules depend one way: a cycle means two modules are one, or a piece belongs lower.",
      from: { path: "^(supabase/functions|local|web/src)/" },
      to: { circular: true },
    },
    {
      name: "contract-imports-only-zod",
      severity: "error",
      comment:
        "The contract is shared by the function, the web app and the tests: zod and itself only.",
      from: { path: "^supabase/functions/_shared/contract/", pathNot: TEST_ONLY },
      to: { pathNot: ["^supabase/functions/_shared/contract/", "^node_modules/zod/"] },
    },
    {
      name: "shared-not-into-functions",
      severity: "error",
      comment: "_shared serves the functions; it never reaches into one.",
      from: { path: "^supabase/functions/_shared/" },
      to: { path: "^supabase/functions/(api|mcp)/" },
    },
    {
      name: "assistant-below-resources",
      severity: "error",
      comment:
        "api/assistant serves the resource routes (chat, documents, knowledge base...); it never imports one.",
      from: { path: "^supabase/functions/api/assistant/" },
      to: { path: "^supabase/functions/api/[^/]+/", pathNot: "^supabase/functions/api/assistant/" },
    },
    {
      name: "ai-and-pdf-apart",
      severity: "error",
      comment: "AI and PDF meet in _shared/documents (and the contract), never directly.",
      from: { path: "^supabase/functions/_shared/(ai|pdf)/" },
      to: {
        path: "^supabase/functions/_shared/(ai|pdf)/",
        pathNot: "^supabase/functions/_shared/$1/",
      },
    },
    {
      name: "web-reaches-server-only-through-contract",
      severity: "error",
      comment: "The web app shares the contract with the server and nothing else.",
      from: { path: "^web/src/" },
      to: { path: "^supabase/", pathNot: "^supabase/functions/_shared/contract/" },
    },
    {
      name: "product-not-into-tests",
      severity: "error",
      comment:
        "Test helpers, fixtures and test data live in test folders and are read by tests only.",
      from: { path: "^(supabase/functions|local|web/src)/", pathNot: TEST_ONLY },
      to: { path: TEST_ONLY },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that resolves to nothing is a typo or a missing package.",
      // @contract is the web app's alias of the contract (web/tsconfig.json, web/vite.config.ts).
      from: {},
      to: { couldNotResolve: true, pathNot: ["^@contract$", "^(npm|jsr):"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "^local/\\.data/", "^web/dist/"] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    skipAnalysisNotInRules: true,
  },
};
