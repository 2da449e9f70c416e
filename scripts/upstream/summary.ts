// Per test file of a jest --json report: passed, failed (in scope or not) and skipped, as a
// Markdown table, then every failing test with the first line of its failure.
// Usage: tsx scripts/upstream/summary.ts <report.json>
import { readFileSync } from "node:fs";
import { basename } from "node:path";

interface Report {
  testResults: {
    name: string;
    message: string;
    assertionResults: {
      status: "passed" | "failed" | "pending" | "skipped" | "todo";
      ancestorTitles: string[];
      title: string;
      failureMessages: string[];
    }[];
  }[];
}

// Issue 14's exclusions, by the suites' describe and test titles: MFA (TOTP and WebAuthn
// factors), SSO/SAML, phone, Web3, anonymous sign-in, the OAuth server, image transformations.
const OUT_OF_SCOPE = /\bMFA\b|SSO|SAML|phone|web3|anonymous|OAuth Admin|transform/i;

const report = JSON.parse(readFileSync(process.argv[2], "utf8")) as Report;
const failures: string[] = [];
console.log("| file | passed | failed, in scope | failed, out of scope | skipped |");
console.log("|---|---:|---:|---:|---:|");
for (const file of [...report.testResults].sort((a, b) => a.name.localeCompare(b.name))) {
  const counts = { passed: 0, inScope: 0, outOfScope: 0, skipped: 0 };
  for (const test of file.assertionResults) {
    const title = [...test.ancestorTitles, test.title].join(" > ");
    if (test.status === "passed") counts.passed++;
    else if (test.status !== "failed") counts.skipped++;
    else {
      const outOfScope = OUT_OF_SCOPE.test(title);
      counts[outOfScope ? "outOfScope" : "inScope"]++;
      const lines = (test.failureMessages[0] ?? "").split("\n").map((line) => line.trim());
      const reason = lines
        .filter((line) => line && !line.startsWith("at "))
        .slice(0, 3)
        .join(" ");
      failures.push(
        `- ${outOfScope ? "(out of scope) " : ""}${basename(file.name)}: ${title}: ${reason.trim()}`,
      );
    }
  }
  if (file.assertionResults.length === 0 && file.message) {
    failures.push(`- ${basename(file.name)} did not run: ${file.message.split("\n")[0]}`);
  }
  const { passed, inScope, outOfScope, skipped } = counts;
  console.log(`| ${basename(file.name)} | ${passed} | ${inScope} | ${outOfScope} | ${skipped} |`);
}
console.log(failures.length ? `\n${failures.join("\n")}` : "\nNo test failed.");
