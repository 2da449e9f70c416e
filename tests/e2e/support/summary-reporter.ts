// Ends the run with one line in `npm test`'s own format, 'N passed, N failed', which
// scripts/test.ts reads (fixme'd and skipped tests are counted apart, after it).
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export default class SummaryReporter implements Reporter {
  private outcomes = new Map<TestCase, ReturnType<TestCase["outcome"]>>();

  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcomes.set(test, test.outcome());
  }

  onEnd(result: FullResult) {
    const count = (...kinds: string[]) =>
      [...this.outcomes.values()].filter((o) => kinds.includes(o)).length;
    const passed = count("expected", "flaky");
    // A run that broke before or around the tests (globalSetup, a timeout) is a failure too.
    const failed = count("unexpected") || (result.status === "passed" ? 0 : 1);
    const skipped = count("skipped");
    console.log(
      `\nE2E: ${passed} passed, ${failed} failed${skipped ? ` (${skipped} skipped or fixme)` : ""}`,
    );
  }

  printsToStdio() {
    return false;
  }
}
