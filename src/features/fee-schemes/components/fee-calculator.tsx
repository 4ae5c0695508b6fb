import { Box, Field, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useState } from 'react'

import { TextField } from '../../../components/form/text-field'
import { nairaTextToKobo } from '../../../components/form/fields'
import type { FeeRuleView } from '../../../entities/fee-scheme'
import type { Product } from '../../../entities/product-group'
import { computeFee, type FeeRuleShape } from '../../../lib/fees'
import { formatNaira } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { ruleSummary } from '../rule-summary'
import { ruleShapeOf, type FeeRuleValues } from '../schemas'

const FeeChart = lazy(() => import('./fee-chart'))

/** The largest amount the calculator charges: ₦100 million, far above any agent transaction. */
const maxCalculatorAmount = 10_000_000_000
const proposedColor = '#2563eb'
const savedColor = '#9ca3af'

interface FeeCalculatorProps {
  rules: readonly FeeRuleValues[]
  /** The scheme's saved rules, to compare with the rules being written. */
  saved?: readonly FeeRuleView[] | undefined
  products: readonly Product[]
  amountText: string
  onAmountText: (text: string) => void
}

/** The amount typed in the calculator, in kobo, when it is one the calculator charges. */
export function calculatorAmount(text: string): number | null {
  const amount = nairaTextToKobo(text)
  return amount !== null && !Number.isNaN(amount) && amount >= 1 && amount <= maxCalculatorAmount ? amount : null
}

/** Type an amount, see what every product would charge under the rules as written (and as saved); the chart shows one product's fee against the amount. */
export function FeeCalculator({ rules, saved, products, amountText, onAmountText }: FeeCalculatorProps) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const amount = nairaTextToKobo(amountText)
  const amountError =
    amount === null
      ? t`Type an amount to see its fees`
      : Number.isNaN(amount)
        ? t`Type an amount in naira, like 1,250.50`
        : amount < 1
          ? t`The amount must be at least ₦0.01`
          : amount > maxCalculatorAmount
            ? t`At most ${formatNaira(maxCalculatorAmount, locale)}`
            : undefined
  const charged = calculatorAmount(amountText)

  const rows = rules.map((rule, index) => {
    const product = products.find((candidate) => candidate.id === rule.productId)
    const shape = ruleShapeOf(rule, i18n, locale)
    const before = saved?.find((candidate) => candidate.product.id === rule.productId)
    return { key: `${index}:${rule.productId ?? ''}`, productId: rule.productId, name: product?.name ?? t`Product not chosen`, shape, before }
  })
  const chartable = rows.filter((row): row is typeof row & { shape: FeeRuleShape; productId: number } => row.shape !== null && row.productId !== null)
  const [chosen, setChosen] = useState<number | null>(null)
  const chartRow = chartable.find((row) => row.productId === chosen) ?? chartable.find((row) => row.shape.type === 'Banded') ?? chartable[0]
  const maxAmount = chartMaximum(chartRow?.shape, chartRow?.before)
  const selectId = useId()

  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '5' }} as="section" aria-labelledby={`${selectId}-heading`} data-testid="fee-calculator">
      <Stack gap="4">
        <Heading as="h2" size="md" id={`${selectId}-heading`}>
          <Trans>Fee calculator</Trans>
        </Heading>
        <TextField
          label={t`Transaction amount (₦)`}
          name="calculator-amount"
          value={amountText}
          onChange={onAmountText}
          inputMode="decimal"
          error={amount === null ? undefined : amountError}
          helperText={amount === null ? amountError : undefined}
          testId="calculator-amount"
        />
        <Table.Root size="sm" data-testid="calculator-fees">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Product</Trans>
              </Table.ColumnHeader>
              {saved && (
                <Table.ColumnHeader textAlign="end">
                  <Trans>Now</Trans>
                </Table.ColumnHeader>
              )}
              <Table.ColumnHeader textAlign="end">{saved ? <Trans>With your changes</Trans> : <Trans>Fee</Trans>}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => {
              const fee = charged !== null && row.shape ? computeFee(row.shape, charged) : null
              const before = charged !== null && row.before ? computeFee(row.before, charged) : null
              return (
                <Table.Row key={row.key} data-testid="calculator-row" data-product-id={row.productId ?? undefined}>
                  <Table.Cell>
                    <Text fontWeight="medium">{row.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {row.shape ? ruleSummary(row.shape, i18n, locale) : t`Finish this fee to see it charged`}
                    </Text>
                  </Table.Cell>
                  {saved && (
                    <Table.Cell textAlign="end" color="fg.muted" data-testid="calculator-before">
                      {before === null ? '—' : formatNaira(before, locale)}
                    </Table.Cell>
                  )}
                  <Table.Cell textAlign="end" fontWeight={before !== null && fee !== null && before !== fee ? 'semibold' : undefined} data-testid="calculator-fee">
                    {fee === null ? '—' : formatNaira(fee, locale)}
                  </Table.Cell>
                </Table.Row>
              )
            })}
          </Table.Body>
        </Table.Root>
        {chartRow && (
          <Stack gap="2">
            <Field.Root>
              <Field.Label>
                <Trans>Fee against the amount for</Trans>
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={String(chartRow.productId)} onChange={(event) => setChosen(Number(event.target.value))}>
                  {chartable.map((row) => (
                    <option key={row.key} value={row.productId}>
                      {row.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Suspense fallback={<Box h="220px" />}>
              <FeeChart
                locale={locale}
                maxAmount={maxAmount}
                label={t`Fee of ${chartRow.name} for amounts from ₦0 to ${formatNaira(maxAmount, locale)}`}
                series={[
                  ...(chartRow.before ? [{ id: t`Now`, rule: chartRow.before, color: savedColor }] : []),
                  { id: saved ? t`With your changes` : t`Fee`, rule: chartRow.shape, color: proposedColor },
                ]}
              />
            </Suspense>
            {chartRow.before && (
              <Text fontSize="xs" color="fg.muted">
                <Trans>Grey: the fee now. Blue: with your changes.</Trans>
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  )
}

/** Wide enough to show every band edge and the ₦50,000 transfer edge, with room after the last. */
function chartMaximum(rule: FeeRuleShape | undefined, before: FeeRuleShape | undefined): number {
  const edges = [rule, before].flatMap((shape) => (shape?.type === 'Banded' ? shape.bands.map((band) => band.upTo ?? 0) : []))
  const highest = Math.max(5_000_000, ...edges)
  return Math.min(maxCalculatorAmount, Math.ceil((highest * 1.25) / 1_000_000) * 1_000_000)
}
