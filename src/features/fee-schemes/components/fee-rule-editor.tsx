import { Box, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

import { feeRuleTypeLabels, type FeeRuleType, type FeeRuleView } from '../../../entities/fee-scheme'
import type { Product } from '../../../entities/product-group'
import { computeFee, firstBandStart } from '../../../lib/fees'
import { formatNaira } from '../../../lib/format'
import { activeLocale, type Locale } from '../../../lib/i18n'
import type { FeeSchemeForm } from '../fee-scheme-form'
import { feeSchemeLimits, openBand, ruleShapeOf, type FeeBandValues, type FeeRuleValues } from '../schemas'

interface FeeRuleEditorProps {
  form: FeeSchemeForm
  index: number
  products: readonly Product[]
  readOnly: boolean
  removable: boolean
  /** The calculator's amount in kobo: each rule shows its own fee for it. */
  sampleAmount: number | null
  saved?: readonly FeeRuleView[] | undefined
}

const ruleTypes: FeeRuleType[] = ['Flat', 'Percentage', 'Banded']

/** One product's fee: which product, which kind of fee, and the kind's amounts or bands. */
export function FeeRuleEditor({ form, index, products, readOnly, removable, sampleAmount, saved }: FeeRuleEditorProps) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  return (
    <form.Subscribe selector={(state) => ({ rule: state.values.rules[index], taken: state.values.rules.map((rule) => rule.productId) })}>
      {({ rule, taken }) => {
        if (!rule) return null
        const { type, productId } = rule
        const productName = products.find((product) => product.id === productId)?.name
        // Each product once: a product another rule already charges is not offered again.
        const options = products.filter((product) => product.id === productId || !taken.includes(product.id)).map((product) => ({ value: product.id, label: product.name }))
        return (
          <Box as="fieldset" bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '5' }} data-testid="fee-rule" data-product-id={productId ?? undefined}>
            <Text as="legend" srOnly>
              {productName ? t`Fee for ${productName}` : t`Fee ${index + 1}`}
            </Text>
            <Stack gap="4">
              <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr) auto' }} gap="3" alignItems="start">
                <form.AppField name={`rules[${index}].productId`}>
                  {(field) => <field.SelectField label={t`Product`} required disabled={readOnly} placeholder={t`Choose a product`} options={options} />}
                </form.AppField>
                <form.AppField name={`rules[${index}].type`}>
                  {(field) => <field.SelectField label={t`Kind of fee`} required disabled={readOnly} options={ruleTypes.map((value) => ({ value, label: i18n._(feeRuleTypeLabels[value]) }))} />}
                </form.AppField>
                {!readOnly && removable && (
                  <Button
                    type="button"
                    variant="ghost"
                    colorPalette="red"
                    size="sm"
                    mt={{ md: '6' }}
                    onClick={() => form.removeFieldValue('rules', index)}
                    aria-label={productName ? t`Remove the fee for ${productName}` : t`Remove fee ${index + 1}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </Grid>
              <SampleFee rule={rule} sampleAmount={sampleAmount} saved={saved?.find((candidate) => candidate.product.id === productId)} locale={locale} />
              {type === 'Flat' && (
                <Box maxW="sm">
                  <form.AppField name={`rules[${index}].amount`}>
                    {(field) => <field.MoneyField label={t`Fee`} required disabled={readOnly} helperText={t`The same fee whatever the amount; 0 for free.`} />}
                  </form.AppField>
                </Box>
              )}
              {type === 'Percentage' && (
                <div className="ui-form-grid">
                  <form.AppField name={`rules[${index}].percent`}>
                    {(field) => <field.PercentField label={t`Percent of the amount`} required disabled={readOnly} helperText={t`Up to two decimals: 0.5 is half a percent.`} />}
                  </form.AppField>
                  <form.AppField name={`rules[${index}].minAmount`}>{(field) => <field.MoneyField label={t`Minimum fee`} disabled={readOnly} helperText={t`Optional.`} />}</form.AppField>
                  <form.AppField name={`rules[${index}].capAmount`}>{(field) => <field.MoneyField label={t`Fee cap`} disabled={readOnly} helperText={t`Optional: the largest fee.`} />}</form.AppField>
                </div>
              )}
              {type === 'Banded' && <BandsEditor form={form} index={index} readOnly={readOnly} />}
            </Stack>
          </Box>
        )
      }}
    </form.Subscribe>
  )
}

/** The rule's fee for the calculator's amount, beside the fee the saved rule charges. */
function SampleFee({ rule, sampleAmount, saved, locale }: { rule: FeeRuleValues; sampleAmount: number | null; saved: FeeRuleView | undefined; locale: Locale }) {
  const { i18n } = useLingui()
  if (sampleAmount === null) return null
  const shape = ruleShapeOf(rule, i18n, locale)
  const amount = formatNaira(sampleAmount, locale)
  const fee = shape ? formatNaira(computeFee(shape, sampleAmount), locale) : null
  const before = saved ? formatNaira(computeFee(saved, sampleAmount), locale) : null
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="rule-sample-fee">
      {fee === null ? (
        <Trans>For {amount}: finish this fee to see it charged.</Trans>
      ) : before !== null && before !== fee ? (
        <Trans>
          For {amount}: <strong>{fee}</strong> (now {before})
        </Trans>
      ) : (
        <Trans>
          For {amount}: <strong>{fee}</strong>
        </Trans>
      )}
    </Text>
  )
}

/** The bands of one rule, edited in place: each band's upper bound carries the next band's start along. */
function BandsEditor({ form, index, readOnly }: { form: FeeSchemeForm; index: number; readOnly: boolean }) {
  const { t } = useLingui()
  const bandsName = `rules[${index}].bands` as const

  const removeBand = (band: number, bands: readonly FeeBandValues[]) => {
    form.removeFieldValue(bandsName, band)
    const rest = bands.filter((_, k) => k !== band)
    // The bands stay whole: the last one open, the one after a removed band starting where it did.
    if (band === rest.length && rest.length > 0) form.setFieldValue(`rules[${index}].bands[${rest.length - 1}].upTo`, null)
    else if (band < rest.length)
      form.setFieldValue(`rules[${index}].bands[${band}].from`, band === 0 ? firstBandStart : (rest[band - 1]?.upTo ?? null) === null ? null : (rest[band - 1]?.upTo as number) + 1)
  }

  return (
    <form.Subscribe selector={(state) => state.values.rules[index]?.bands ?? []}>
      {(bands) => (
        <Stack gap="2" data-testid="fee-bands">
          <Text fontSize="sm" color="fg.muted">
            <Trans>Bands run from ₦0.01 upwards without a gap: each starts 1 kobo above the band before, and the last has no upper bound.</Trans>
          </Text>
          {bands.map((_, band) => (
            <Grid
              key={band}
              templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr)) auto' }}
              gap="3"
              alignItems="start"
              borderTopWidth={band === 0 ? undefined : '1px'}
              pt={band === 0 ? undefined : '2'}
              data-testid="fee-band"
              role="group"
              aria-label={t`Band ${band + 1}`}
            >
              <form.AppField name={`rules[${index}].bands[${band}].from`}>{(field) => <field.MoneyField label={t`From`} required disabled={readOnly} helperText="" />}</form.AppField>
              <form.AppField
                name={`rules[${index}].bands[${band}].upTo`}
                listeners={{
                  onChange: ({ value }) => {
                    if (value !== null && !Number.isNaN(value) && band + 1 < bands.length) form.setFieldValue(`rules[${index}].bands[${band + 1}].from`, value + 1)
                  },
                }}
              >
                {(field) => <field.MoneyField label={t`Up to`} disabled={readOnly} helperText={band === bands.length - 1 ? t`Empty: no upper bound.` : ''} />}
              </form.AppField>
              <form.AppField name={`rules[${index}].bands[${band}].amount`}>{(field) => <field.MoneyField label={t`Fee`} required disabled={readOnly} helperText="" />}</form.AppField>
              {!readOnly && bands.length > 1 && (
                <Flex align="start" pt={{ md: '6' }}>
                  <Button type="button" variant="ghost" colorPalette="red" size="sm" onClick={() => removeBand(band, bands)} aria-label={t`Remove band ${band + 1}`}>
                    <Trans>Remove</Trans>
                  </Button>
                </Flex>
              )}
            </Grid>
          ))}
          {!readOnly && bands.length < feeSchemeLimits.bands && (
            <Box>
              <Button type="button" variant="outline" size="sm" onClick={() => form.pushFieldValue(bandsName, openBand(null))} data-testid="add-fee-band">
                <Trans>Add a band</Trans>
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </form.Subscribe>
  )
}
