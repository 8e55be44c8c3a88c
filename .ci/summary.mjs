// Adds up Vitest's JSON reports and prints the closing line CI reads: "tests: N passed, N failed".
// Failed tests are named above it, since CI's log may keep only its tail.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  for (const suite of report.testResults) {
    for (const test of suite.assertionResults.filter((result) => result.status === 'failed')) {
      const reason = (test.failureMessages[0] ?? '').split('\n')[0].slice(0, 300);
      console.log(`  failed: ${suite.name} > ${test.fullName}\n    ${reason}`);
    }
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
