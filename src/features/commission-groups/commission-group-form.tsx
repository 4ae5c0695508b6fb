import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'

import { FormNotices } from '../../components/form/form-notices'
import { FormAlert } from '../../components/form/form-alert'
import { FormElement, useAppForm } from '../../components/form/form-kit'
import { ReturnedNotices } from '../../components/form/returned-notices'
import type { CommissionGroup } from '../../entities/commission-group'
import { formatNumber } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { useResubmit, type ReturnedRequest } from '../../lib/returned-request'
import { errorMessage } from '../../lib/validation'
import { useFormDraft } from '../../offline/form-drafts'
import { useReference } from '../../offline/reference-data'
import { useCreateCommissionGroup } from './api/create-commission-group'
import { useUpdateCommissionGroup } from './api/update-commission-group'
import { bodyOf, commissionGroupLimits, commissionGroupSchema, emptyRule, shareTotal, valuesFromBody, valuesOf, wholeSplit } from './schemas'
import { SplitPreview } from './split-preview'

/** The list's own message (no rule, too many rules), valibot issue or text. */
function rulesError(errors: readonly unknown[]): string | undefined {
  const first = errors.find((error) => error !== undefined && error !== null && error !== '')
  if (first === undefined) return undefined
  if (typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string') return first.message
  return String(first)
}

/** A rule's three shares added up as the user types: green at exactly 100%. */
function RuleTotal({ total }: { total: number | null }) {
  const locale = activeLocale()
  if (total === null)
    return (
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="rule-total">
        <Trans>Enter the three shares; they must add up to exactly 100%.</Trans>
      </Text>
    )
  const shown = formatNumber(total / wholeSplit, locale, { style: 'percent', maximumFractionDigits: 2 })
  return (
    <Text
      fontSize="sm"
      fontWeight="medium"
      color={total === wholeSplit ? { base: 'green.700', _dark: 'green.300' } : { base: 'red.700', _dark: 'red.300' }}
      aria-live="polite"
      data-testid="rule-total"
      data-complete={total === wholeSplit}
    >
      {total === wholeSplit ? <Trans>Total {shown}</Trans> : <Trans>Total {shown} — must be exactly 100%</Trans>}
    </Text>
  )
}

/** Create a commission group, or edit one: per product, the agent's, super agent's and platform's shares of the fee. */
export function CommissionGroupForm({ group, returned }: { group?: CommissionGroup; returned?: ReturnedRequest | undefined }) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const products = useReference('products')
  const create = useCreateCommissionGroup()
  const update = useUpdateCommissionGroup()
  const resubmit = useResubmit(returned)
  const mutation = group ? update : create

  const form = useAppForm({
    defaultValues: returned ? valuesFromBody(returned.input) : valuesOf(group),
    validators: { onChange: commissionGroupSchema(i18n, locale) },
    onSubmit: async ({ value, formApi }) => {
      if (returned) {
        if (await resubmit.submit(bodyOf(value, group?.id), { form: formApi })) formApi.reset(value)
        return
      }
      const body = bodyOf(value)
      const outcome = group ? await update.submit({ ...body, id: group.id, status: value.status }, { form: formApi }) : await create.submit(body, { form: formApi })
      if (!outcome) return
      draft.clear()
      // Sent for approval: nothing changed yet, so the form shows the record as it still is.
      if (outcome.kind === 'sentForApproval' || !group) formApi.reset(valuesOf(group))
      else formApi.reset(value)
    },
  })
  // No draft while correcting: the request holds what was sent.
  const draft = useFormDraft(form, returned ? null : group ? `commission-group:edit:${group.id}` : 'commission-group:create')
  const rules = useStore(form.store, (state) => state.values.rules)

  const allProducts = products.data?.data ?? []
  const productName = (id: number | null) => allProducts.find((product) => product.id === id)?.name ?? group?.rules.find((rule) => rule.product.id === id)?.product.name
  // A row offers the products no other row has taken (Active ones, and those the group already had).
  const productOptions = (index: number) =>
    allProducts
      .filter((product) => product.status === 'Active' || group?.rules.some((rule) => rule.product.id === product.id))
      .filter((product) => !rules.some((rule, other) => other !== index && rule.productId === product.id))
      .map((product) => ({ value: product.id, label: product.name }))
  const canAdd = rules.length < commissionGroupLimits.rules && allProducts.some((product) => product.status === 'Active' && !rules.some((rule) => rule.productId === product.id))

  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }} maxW="5xl">
      <Stack gap="6">
        <FormElement guardUnsaved form={form} aria-label={group ? t`Edit commission group` : t`Create commission group`} testId="commission-group-form" toCorrect={returned?.fields}>
          <Stack gap="5">
            {returned ? (
              <ReturnedNotices returned={returned} resubmit={resubmit} />
            ) : (
              <FormNotices
                mutation={mutation}
                draft={draft}
                applied={(sent: { name: string }) => (group ? <Trans>The commission group {sent.name} was saved.</Trans> : <Trans>The commission group {sent.name} was created.</Trans>)}
              />
            )}
            <div className="ui-form-grid">
              <form.AppField name="name">{(field) => <field.TextField label={t`Name`} required maxLength={commissionGroupLimits.name.max} />}</form.AppField>
              {group && (
                <form.AppField name="status">
                  {(field) => (
                    <field.SelectField
                      label={t`Status`}
                      required
                      options={[
                        { value: 'Active', label: t`Active` },
                        { value: 'Inactive', label: t`Inactive` },
                      ]}
                    />
                  )}
                </form.AppField>
              )}
            </div>
            <form.AppField name="description">
              {(field) => <field.TextAreaField label={t`Description`} maxLength={commissionGroupLimits.description} helperText={t`Who the split is for, in one or two sentences.`} />}
            </form.AppField>

            <Stack as="section" aria-labelledby="commission-rules-heading" gap="3">
              <Heading as="h2" id="commission-rules-heading" size="sm">
                <Trans>Shares per product</Trans>
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                <Trans>For each product, the agent's, super agent's and platform's shares of the fee, in percent with up to two decimals. The three add up to exactly 100%.</Trans>
              </Text>
              {products.isError && !products.data && <FormAlert status="error">{errorMessage(products.error)}</FormAlert>}
              <form.AppField name="rules" mode="array">
                {(rulesField) => (
                  <Stack gap="3">
                    {rulesError(rulesField.state.meta.errors) && (rulesField.state.meta.isTouched || form.state.submissionAttempts > 0) && (
                      <FormAlert status="error">{rulesError(rulesField.state.meta.errors)}</FormAlert>
                    )}
                    {rules.map((rule, index) => (
                      <Box key={index} as="fieldset" borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '4' }} data-testid="commission-rule" data-rule-index={index}>
                        <Box as="legend" px="1" fontSize="sm" fontWeight="semibold">
                          {productName(rule.productId) ?? t`Rule ${index + 1}`}
                        </Box>
                        <Stack gap="3">
                          {/* One line per rule where there is room; product and remove, then the shares, on tablets; stacked on phones. */}
                          <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))', xl: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr)) auto' }} gap="3" alignItems="start">
                            <Box gridColumn={{ sm: '1 / 3', xl: 'auto' }} minW="0">
                              <form.AppField name={`rules[${index}].productId`}>
                                {(field) => <field.SelectField label={t`Product`} required placeholder={t`Choose a product`} options={productOptions(index)} />}
                              </form.AppField>
                            </Box>
                            <form.AppField name={`rules[${index}].agentSharePercent`}>{(field) => <field.PercentField label={t`Agent share`} required />}</form.AppField>
                            <form.AppField name={`rules[${index}].superAgentSharePercent`}>{(field) => <field.PercentField label={t`Super agent share`} required />}</form.AppField>
                            <form.AppField name={`rules[${index}].platformSharePercent`}>{(field) => <field.PercentField label={t`Platform share`} required />}</form.AppField>
                            <Box gridColumn={{ sm: '3', xl: 'auto' }} gridRow={{ sm: '1', xl: 'auto' }} pt={{ sm: '6' }} justifySelf={{ sm: 'end', xl: 'auto' }}>
                              <Button
                                type="button"
                                size="sm"
                                variant="outline"
                                colorPalette="red"
                                onClick={() => rulesField.removeValue(index)}
                                disabled={rules.length === 1}
                                aria-label={t`Remove the rule for ${productName(rule.productId) ?? t`Rule ${index + 1}`}`}
                              >
                                <Trans>Remove</Trans>
                              </Button>
                            </Box>
                          </Grid>
                          <RuleTotal total={shareTotal(rule)} />
                        </Stack>
                      </Box>
                    ))}
                    <Box>
                      <Button type="button" size="sm" variant="outline" disabled={!canAdd} onClick={() => rulesField.pushValue(emptyRule())} data-testid="add-commission-rule">
                        <Trans>Add a product</Trans>
                      </Button>
                    </Box>
                  </Stack>
                )}
              </form.AppField>
            </Stack>

            <form.FormButtons
              submit={returned ? <Trans>Resubmit for approval</Trans> : group ? <Trans>Save changes</Trans> : <Trans>Create commission group</Trans>}
              testId="save-commission-group"
              pending={(returned ? resubmit : mutation).isPending}
              back={{ to: '/commission' }}
            />
          </Stack>
        </FormElement>
        <SplitPreview rules={rules.map((rule, index) => ({ key: index, productName: productName(rule.productId), shares: rule }))} />
      </Stack>
    </Box>
  )
}
