import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { ServerErrorTexts, useServerErrorTexts } from "./ServerErrorTexts.island";

const texts = {
  unavailable: { title: "Something Went Wrong", body: "Access to <link>{brand}</link> is temporarily unavailable." },
  unexpected: { title: "Something Went Wrong", body: "Oops, unexpected error, the team is already fixing it." },
};
const wrapper = ({ children }: { children: ReactNode }) => <ServerErrorTexts texts={texts}>{children}</ServerErrorTexts>;

describe("useServerErrorTexts", () => {
  test.each([
    ["a failure the server rendered (it carries a digest)", Object.assign(new Error("x"), { digest: "123" }), texts.unavailable],
    ["a failure in the browser (no digest): spec 1 §8's second 500 text", new Error("x"), texts.unexpected],
  ])("%s", (_, error, expected) => {
    expect(renderHook(() => useServerErrorTexts(error), { wrapper }).result.current).toEqual(expected);
  });
});
