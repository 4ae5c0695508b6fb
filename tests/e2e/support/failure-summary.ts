import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Repeats each failure's first error lines after the run, so that a CI log whose middle is cut still says why a
 * journey failed (the line reporter prints them only as they happen), with how long it ran and on which attempt.
 */
export default class FailureSummary implements Reporter {
  private readonly failures: { test: TestCase; result: TestResult }[] = []

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'passed' && result.status !== 'skipped') this.failures.push({ test, result })
  }

  onEnd(result: FullResult): void {
    if (this.failures.length === 0) return
    const lines = [`\nWhy ${this.failures.length} journey(s) failed (run ${result.status}):`]
    for (const { test, result: run } of this.failures) {
      lines.push(`\n✘ ${test.location.file.replace(/^.*\/tests\//, 'tests/')}:${test.location.line} › ${test.title}`)
      lines.push(`  ${run.status} after ${(run.duration / 1000).toFixed(1)} s (timeout ${(test.timeout / 1000).toFixed(0)} s)`)
      for (const error of run.errors) {
        // eslint-disable-next-line no-control-regex -- the terminal's colour codes are noise in a CI log
        const text = (error.message ?? error.value ?? '').replace(/\u001b\[[0-9;]*m/g, '')
        lines.push(
          ...text
            .split('\n')
            .slice(0, 14)
            .map((line) => `  ${line}`),
        )
        if (error.location) lines.push(`  at ${error.location.file.replace(/^.*\/tests\//, 'tests/')}:${error.location.line}`)
      }
    }
    process.stdout.write(`${lines.join('\n')}\n`)
  }

  printsToStdio(): boolean {
    return true
  }
}
