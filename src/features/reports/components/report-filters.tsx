// The filters the reports share: super agent, merchant, agent, product, channel, transaction status.
import { useLingui } from '@lingui/react/macro'

import { EntityFilter, EnumFilter, SelectFilter, TextFilter } from '../../../components/data-table/filters'
import { agentSource, merchantSource, superAgentSource } from '../../../lib/entity-sources'
import { channelLabels, transactionStatusLabels, type Channel, type TransactionStatus } from '../../../entities/transaction'
import { useReference } from '../../../offline/reference-data'

interface Props<V> {
  value: V | undefined
  onChange: (value: V | undefined) => void
}

export function SuperAgentFilter({ value, onChange, label, name = 'superAgentId' }: Props<number> & { label?: string; name?: string }) {
  const { t } = useLingui()
  return <EntityFilter source={superAgentSource} label={label ?? t`Super agent`} name={name} value={value} allLabel={t`All super agents`} onChange={onChange} />
}

/** The merchants of the chosen super agent, when one is chosen. */
export function MerchantFilter({ value, onChange, superAgentId }: Props<number> & { superAgentId?: number | undefined }) {
  const { t } = useLingui()
  return <EntityFilter source={merchantSource} scope={{ superAgentId }} label={t`Merchant`} name="merchantId" value={value} allLabel={t`All merchants`} onChange={onChange} />
}

/** The agents of the chosen merchant (or super agent), when one is chosen. */
export function AgentFilter({ value, onChange, merchantId, superAgentId }: Props<number> & { merchantId?: number | undefined; superAgentId?: number | undefined }) {
  const { t } = useLingui()
  return <EntityFilter source={agentSource} scope={{ merchantId, superAgentId }} label={t`Agent`} name="agentId" value={value} allLabel={t`All agents`} onChange={onChange} />
}

export function ProductFilter({ value, onChange }: Props<number>) {
  const { t } = useLingui()
  const products = useReference('products')
  return (
    <SelectFilter
      label={t`Product`}
      name="productId"
      value={value}
      allLabel={t`All products`}
      options={(products.data?.data ?? []).map((product) => ({ value: product.id, label: product.name }))}
      onChange={onChange}
    />
  )
}

export function ChannelFilter({ value, onChange }: Props<Channel>) {
  const { t } = useLingui()
  return <EnumFilter label={t`Channel`} name="channel" value={value} labels={channelLabels} allLabel={t`All channels`} onChange={onChange} />
}

export function TransactionStatusFilter({ value, onChange }: Props<TransactionStatus>) {
  const { t } = useLingui()
  return <EnumFilter label={t`Status`} name="status" value={value} labels={transactionStatusLabels} allLabel={t`All statuses`} onChange={onChange} />
}

/** A NUBAN (ten digits); anything else is named and not applied. */
export function AccountNumberFilter({ label, name, value, onChange }: Props<string> & { label: string; name: string }) {
  const { t } = useLingui()
  return (
    <TextFilter label={label} name={name} value={value} maxLength={10} inputMode="numeric" pattern={/^[0-9]{10}$/} invalidMessage={t`An account number (NUBAN) has 10 digits`} onChange={onChange} />
  )
}
