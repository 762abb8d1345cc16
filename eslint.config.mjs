import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const NO_NEXT_LINK = { name: "next/link", message: "Use <a>: a link opens its page as a full load, from the edge (docs/decisions.md)." };
const NO_CLIENT_IMAGE = {
  name: "next/image",
  importNames: ["default"],
  message: "Use ServerImage (components/shell/ServerImage.tsx): the same markup with no client component to hydrate.",
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // The Jest config stays CommonJS (a TypeScript or ESM config needs extra tooling).
  { files: ["jest.config.js"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  // Links are plain <a>: a page opens as a full load, served by the edge; no client-side navigation or prefetch.
  // Images outside islands are drawn by the server alone (docs/decisions.md).
  {
    files: ["**/*.ts", "**/*.tsx"],
    rules: {
      "@next/next/no-html-link-for-pages": "off",
      "no-restricted-imports": ["error", { paths: [NO_NEXT_LINK, NO_CLIENT_IMAGE] }],
    },
  },
  // An island draws in the browser, where next/image's client component is the one that can.
  {
    files: ["**/*.island.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [NO_NEXT_LINK] }] },
  },
  // Messages are precompiled at build (next.config.ts): `t.raw` would hand out the compiled form, not the text.
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "components/article/test-render.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.property.name='raw'][callee.object.name!='String']", message: "Messages are precompiled: use t(key, { name: \"{name}\" }) to keep a placeholder for the browser." },
      ],
    },
  },
  { ignores: [".next/**", "node_modules/**", "bench/floor/**", "bench/results/**", "test-results/**", "playwright-report/**", ".data/**", "next-env.d.ts"] },
];
export default config;
