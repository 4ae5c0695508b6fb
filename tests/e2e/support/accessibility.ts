// Accessibility: axe's WCAG 2.1 AA and best-practice rules, the serious and critical findings only.
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }))
}
