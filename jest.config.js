// Kept as JavaScript: a TypeScript config needs ts-node (see ../shared/TOOLCHAIN.md).
const nextJest = require("next/jest");

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jest-fixed-jsdom",
  setupFilesAfterEnv: ["<rootDir>/tests/setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["/node_modules/", "/playwright/", "/.next/", "/bench/"],
};

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  // msw 2 and sanitize-html (htmlparser2 10) depend on ESM-only packages; next/jest would leave them untransformed.
  resolved.transformIgnorePatterns = [
    "/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype)/)",
  ];
  return resolved;
};
