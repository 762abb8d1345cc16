// Kept as JavaScript: a TypeScript config needs ts-node (see ../shared/TOOLCHAIN.md).
const nextJest = require("next/jest");

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jest-fixed-jsdom",
  setupFiles: ["<rootDir>/tests/globals.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  // deploy/ holds the multi-instance suites, run by node --test against real processes (npm run test:multi).
  testPathIgnorePatterns: ["/node_modules/", "/playwright/", "/.next/", "/bench/floor/", "<rootDir>/deploy/"],
};

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  // msw 2, sanitize-html (htmlparser2) and next-intl ship ESM only; next/jest would leave them untransformed.
  resolved.transformIgnorePatterns = [
    "/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype|next-intl|use-intl|icu-minify|intl-messageformat|@formatjs|@schummar|jose)/)",
  ];
  return resolved;
};
