import { Flex, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

import { DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { fieldDetails } from '../../../components/data-table/field-columns'
import { DetailList } from '../../../components/detail-list'
import { useOutcomeNotice } from '../../../components/feedback/mutation-outcome-alert'
import { FormElement, useAppForm } from '../../../components/form/form-kit'
import { MutationErrorAlert } from '../../../components/form/mutation-error-alert'
import { merchantConfigurationFields, type Merchant } from '../../../entities/merchant'
import { formatNaira } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { commissionGroupSource, feeSchemeSource, productGroupSource } from '../../../lib/entity-sources'
import { previewCharges, useConfigurationRecords, type ChargePreview, type ConfigurationChoice } from '../../../lib/merchant-configuration'
import type { MutationOutcome } from '../../../lib/mutation-outcome'
import { useReference } from '../../../offline/reference-data'
import { useUpdateMerchantConfiguration } from '../api/update-merchant-configuration'
import { merchantConfigurationSchema, type MerchantConfigurationValues } from '../schemas'
import { Card } from '../../../components/card'

type Configuration = Merchant['configuration']

function valuesOf(configuration: Configuration): MerchantConfigurationValues {
  return {
    productGroupId: configuration.productGroup.id,
    feeSchemeId: configuration.feeScheme.id,
    commissionGroupId: configuration.commissionGroup.id,
    dailyTransactionLimit: configuration.dailyTransactionLimit,
    singleTransactionLimit: configuration.singleTransactionLimit,
  }
}

/** The merchant's product group, fee scheme, commission group and limits; changed with a preview of what a withdrawal would be charged. */
export function MerchantConfiguration({ merchant, canEdit }: { merchant: Merchant; canEdit: boolean }) {
  const { i18n } = useLingui()
  const outcome = useOutcomeNotice()
  const configuration = merchant.configuration
  return (
    <Stack gap="4">
      {outcome.notice}
      <Card title={<Trans>Current configuration</Trans>} testId="merchant-configuration">
        <DetailList items={fieldDetails(merchantConfigurationFields, configuration, ['productGroup', 'feeScheme', 'commissionGroup', 'dailyTransactionLimit', 'singleTransactionLimit'], i18n)} />
      </Card>
      {canEdit && (
        <Card title={<Trans>Change the configuration</Trans>} testId="merchant-configuration-change">
          <ConfigurationForm
            key={JSON.stringify(configuration)}
            merchantId={merchant.id}
            configuration={configuration}
            onDone={(result) => outcome.show(result, <Trans>The configuration was saved.</Trans>)}
          />
        </Card>
      )}
    </Stack>
  )
}

function ConfigurationForm({ merchantId, configuration, onDone }: { merchantId: number; configuration: Configuration; onDone: (outcome: MutationOutcome<unknown>) => void }) {
  const { t, i18n } = useLingui()
  const update = useUpdateMerchantConfiguration()
  const form = useAppForm({
    defaultValues: valuesOf(configuration),
    validators: { onChange: merchantConfigurationSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      const result = await update.submit({ merchantId, ...value }, { form: formApi })
      if (!result) return
      // Sent for approval: nothing changed yet, so the form shows the configuration as it still is.
      formApi.reset(result.kind === 'applied' ? value : valuesOf(configuration))
      onDone(result)
    },
  })
  return (
    <FormElement guardUnsaved form={form} aria-label={t`Change the configuration`} testId="configuration-form">
      <Stack gap="5">
        <MutationErrorAlert error={update.error} />
        <div className="ui-form-grid">
          <form.AppField name="productGroupId">{(field) => <field.EntityField source={productGroupSource} label={t`Product group`} required placeholder={t`Type or choose…`} />}</form.AppField>
          <form.AppField name="feeSchemeId">{(field) => <field.EntityField source={feeSchemeSource} label={t`Fee scheme`} required placeholder={t`Type or choose…`} />}</form.AppField>
          <form.AppField name="commissionGroupId">
            {(field) => <field.EntityField source={commissionGroupSource} label={t`Commission group`} required placeholder={t`Type or choose…`} />}
          </form.AppField>
          <form.AppField name="dailyTransactionLimit">{(field) => <field.MoneyField label={t`Daily transaction limit`} required />}</form.AppField>
          <form.AppField name="singleTransactionLimit">{(field) => <field.MoneyField label={t`Single transaction limit`} required />}</form.AppField>
        </div>
        <form.Subscribe selector={(state) => [state.values.feeSchemeId, state.values.commissionGroupId] as const}>
          {([feeSchemeId, commissionGroupId]) => <ChargePreviewTable choice={{ productGroupId: null, feeSchemeId, commissionGroupId }} />}
        </form.Subscribe>
        <Flex gap="3" wrap="wrap">
          <form.SubmitButton pending={update.isPending} testId="save-configuration">
            <Trans>Save configuration</Trans>
          </form.SubmitButton>
          <form.ResetButton />
        </Flex>
      </Stack>
    </FormElement>
  )
}

/** What a cash withdrawal of ₦5,000 and ₦50,000 would be charged, and how the fee would be shared. */
function ChargePreviewTable({ choice }: { choice: ConfigurationChoice }) {
  const { t } = useLingui()
  const { feeScheme, commissionGroup } = useConfigurationRecords(choice)
  const locale = activeLocale()
  const products = useReference('products')
  const withdrawal = products.data?.data.find((product) => product.category === 'CashWithdrawal')
  if (!feeScheme || !withdrawal)
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>Choose an Active fee scheme to see what a withdrawal would be charged.</Trans>
      </Text>
    )
  const preview = previewCharges(withdrawal.id, feeScheme, commissionGroup)
  if (!preview)
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>This fee scheme has no rule for cash withdrawals.</Trans>
      </Text>
    )
  const money = (kobo: number) => formatNaira(kobo, locale)
  const columns: DataColumn<ChargePreview>[] = [
    { id: 'amount', header: t`Withdrawal`, phoneLabel: false, cell: (row) => money(row.amount) },
    { id: 'fee', header: t`Fee`, align: 'end', cell: (row) => money(row.fee) },
    { id: 'agent', header: t`Agent`, align: 'end', cell: (row) => money(row.split.agentCommission) },
    { id: 'superAgent', header: t`Super agent`, align: 'end', cell: (row) => money(row.split.superAgentCommission) },
    { id: 'platform', header: t`Platform`, align: 'end', cell: (row) => money(row.split.platformCommission) },
  ]
  return <DataTable label={t`Charges of a sample cash withdrawal`} testId="charge-preview" columns={columns} rows={preview} rowKey={(row) => row.amount} status="success" emptyMessage={null} />
}
