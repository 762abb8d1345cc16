import "@testing-library/jest-dom";
import { forgetRecentFailures } from "@/lib/api/request";

// lib/api remembers an upstream failure for a second; one test's failing upstream must not answer the next test's call.
afterEach(() => forgetRecentFailures());
