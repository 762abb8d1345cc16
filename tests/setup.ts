import "@testing-library/jest-dom";
import { forgetRecentFailures } from "@/lib/api/request";
import { answerMemo } from "@/server/answer-memo.mjs";

// lib/api remembers an upstream failure for a second and an answer for a few: one test's upstream must not answer
// the next test's call.
afterEach(() => {
  forgetRecentFailures();
  answerMemo().clear();
});
