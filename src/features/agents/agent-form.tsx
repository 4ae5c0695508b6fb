import { Box, Button, Link as ChakraLink, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'

import { BvnCheck } from '../../entities/bvn-check'
import { FormNotices } from '../../components/form/form-notices'
import { FormAlert } from '../../components/form/form-alert'
import { FormElement, useAppForm } from '../../components/form/form-kit'
import { ReturnedNotices } from '../../components/form/returned-notices'
import { agentDailyCashOutCapKobo, agentTypeLabels, terminalMakers, zoneLabels, zoneOfState, type Agent } from '../../entities/agent'
import { formatNaira } from '../../lib/format'
import { merchantSource } from '../../lib/entity-sources'
import { activeLocale } from '../../lib/i18n'
import type { MutationOutcome } from '../../lib/mutation-outcome'
import { errorMessage } from '../../lib/validation'
import { useResubmit, type ReturnedRequest } from '../../lib/returned-request'
import { useFormDraft } from '../../offline/form-drafts'
import { useCreateAgent, type AgentCreate } from './api/create-agent'
import { useUpdateAgent, type AgentUpdate } from './api/update-agent'
import { agentLimits, agentSchema, type AgentFormValues } from './schemas'
import { useNigerianStates } from './use-nigerian-states'

function valuesOf(agent: Agent | undefined, merchantId: number | undefined): AgentFormValues {
  return {
    merchantId: agent?.merchant.id ?? merchantId ?? null,
    firstName: agent?.firstName ?? '',
    lastName: agent?.lastName ?? '',
    businessName: agent?.businessName ?? '',
    agentType: agent?.agentType ?? 'Individual',
    phoneNumber: agent?.phoneNumber ?? '',
    email: agent?.email ?? '',
    bvn: '',
    nin: '',
    tin: agent?.tin ?? '',
    address: { street: agent?.address.street ?? '', city: agent?.address.city ?? '', stateId: agent?.address.stateId ?? null, lga: agent?.address.lga ?? '' },
    location: { latitude: agent?.location?.latitude ?? null, longitude: agent?.location?.longitude ?? null },
    terminalId: agent?.terminalId ?? '',
    terminalSerialNumber: agent?.terminalSerialNumber ?? '',
    terminalMaker: agent?.terminalMaker ?? '',
    dailyCashOutLimit: agent?.dailyCashOutLimit ?? null,
  }
}

/** The record as the platform takes it (checked by the schema first, so the nulls are gone). */
function bodyOf(value: AgentFormValues): AgentCreate {
  const optional = (text: string) => text.trim() || null
  return {
    merchantId: value.merchantId as number,
    firstName: value.firstName.trim(),
    lastName: value.lastName.trim(),
    businessName: value.businessName.trim(),
    agentType: value.agentType,
    phoneNumber: value.phoneNumber,
    email: optional(value.email),
    bvn: value.bvn.trim(),
    nin: value.nin.trim(),
    tin: optional(value.tin),
    address: { street: value.address.street.trim(), city: value.address.city.trim(), stateId: value.address.stateId as number, lga: value.address.lga.trim() },
    location: { latitude: value.location.latitude as number, longitude: value.location.longitude as number },
    terminalId: optional(value.terminalId),
    terminalSerialNumber: optional(value.terminalSerialNumber),
    terminalMaker: value.terminalMaker || null,
    dailyCashOutLimit: value.dailyCashOutLimit as number,
  }
}

/** An update's body (PUT Agent?id=): the agent's merchant kept, and BVN, NIN and terminal only when typed. */
function updateBodyOf(value: AgentFormValues, agent: Agent): AgentUpdate {
  const { merchantId: _merchant, bvn, nin, terminalId, ...record } = bodyOf(value)
  return { ...record, merchantId: agent.merchant.id, ...(bvn ? { bvn } : {}), ...(nin ? { nin } : {}), ...(terminalId ? { terminalId } : {}) }
}

/** The form's values from a body sent (a request returned for correction): the inverse of bodyOf. */
function valuesFromBody(body: Record<string, unknown>, agent: Agent | undefined): AgentFormValues {
  const sent = body as Partial<AgentCreate>
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const base = valuesOf(agent, undefined)
  return {
    ...base,
    merchantId: typeof sent.merchantId === 'number' ? sent.merchantId : base.merchantId,
    firstName: text(sent.firstName),
    lastName: text(sent.lastName),
    businessName: text(sent.businessName),
    agentType: sent.agentType ?? base.agentType,
    phoneNumber: text(sent.phoneNumber),
    email: text(sent.email),
    bvn: text(sent.bvn),
    nin: text(sent.nin),
    tin: text(sent.tin),
    address: { street: text(sent.address?.street), city: text(sent.address?.city), stateId: sent.address?.stateId ?? null, lga: text(sent.address?.lga) },
    location: { latitude: sent.location?.latitude ?? null, longitude: sent.location?.longitude ?? null },
    terminalId: typeof sent.terminalId === 'string' ? sent.terminalId : base.terminalId,
    terminalSerialNumber: text(sent.terminalSerialNumber),
    terminalMaker: (sent.terminalMaker ?? '') as AgentFormValues['terminalMaker'],
    dailyCashOutLimit: typeof sent.dailyCashOutLimit === 'number' ? sent.dailyCashOutLimit : null,
  }
}

const sixDecimals = (degrees: number) => Math.round(degrees * 1e6) / 1e6

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="3">
      <Heading as="legend" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

interface AgentFormProps {
  /** Edit mode: the agent as recorded. */
  agent?: Agent
  /** Create mode: the merchant chosen beforehand (?merchantId=). */
  merchantId?: number | undefined
  /** Edit mode: the change applied or was sent for approval. */
  onSaved?: (outcome: MutationOutcome<unknown>) => void
  onCancel?: () => void
  /** A request returned for correction: opened with what was sent, resubmitted on save. */
  returned?: ReturnedRequest | undefined
}

/** Add an agent, or edit its record: what the CBN's 2025 agent-banking guidelines make the bank keep. */
export function AgentForm({ agent, merchantId, onSaved, onCancel, returned }: AgentFormProps) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const nigeria = useNigerianStates()
  const create = useCreateAgent()
  const update = useUpdateAgent()
  const resubmit = useResubmit(returned)
  const mutation = agent ? update : create
  const [locating, setLocating] = useState(false)
  const [locationNote, setLocationNote] = useState<{ tone: 'info' | 'error'; text: string } | null>(null)
  const cap = formatNaira(agentDailyCashOutCapKobo, locale)

  const form = useAppForm({
    defaultValues: returned ? valuesFromBody(returned.input, agent) : valuesOf(agent, merchantId),
    validators: { onChange: agentSchema(i18n, locale, agent ? 'edit' : 'create') },
    onSubmit: async ({ value, formApi }) => {
      if (returned) {
        const sent = agent ? updateBodyOf(value, agent) : bodyOf(value)
        if (await resubmit.submit(sent as unknown as Record<string, unknown>, { form: formApi })) formApi.reset(value)
        return
      }
      const body = bodyOf(value)
      if (agent) {
        const outcome = await update.submit({ id: agent.id, body: updateBodyOf(value, agent) }, { form: formApi })
        if (!outcome) return
        draft.clear()
        formApi.reset(outcome.kind === 'sentForApproval' ? valuesOf(agent, undefined) : value)
        onSaved?.(outcome)
        return
      }
      const outcome = await create.submit(body, { form: formApi })
      if (!outcome) return
      draft.clear()
      formApi.reset(valuesOf(undefined, value.merchantId ?? undefined))
    },
  })
  // No draft while correcting: the request holds what was sent.
  const draft = useFormDraft(form, returned ? null : agent ? `agent:edit:${agent.id}` : 'agent:create')

  const useTabletLocation = () => {
    setLocationNote(null)
    if (!('geolocation' in navigator)) {
      setLocationNote({ tone: 'error', text: t`This device cannot give its location. Type the coordinates read on site.` })
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        form.setFieldValue('location.latitude', sixDecimals(position.coords.latitude))
        form.setFieldValue('location.longitude', sixDecimals(position.coords.longitude))
        const metres = Math.round(position.coords.accuracy)
        setLocationNote({ tone: 'info', text: t`Position taken from this tablet, accurate to about ${metres} m.` })
      },
      (error) => {
        setLocating(false)
        setLocationNote({
          tone: 'error',
          text:
            error.code === error.PERMISSION_DENIED
              ? t`Location access was refused. Allow it for this site in the browser's settings, or type the coordinates.`
              : t`The tablet could not find its position. Try again outdoors, or type the coordinates.`,
        })
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    )
  }

  const stateOptions = nigeria.states.map((s) => ({ value: s.id, label: s.name }))

  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }} maxW="5xl">
      <FormElement guardUnsaved form={form} aria-label={agent ? t`Edit agent` : t`Add agent`} testId="agent-form" toCorrect={returned?.fields}>
        <Stack gap="6">
          {returned ? (
            <ReturnedNotices returned={returned} resubmit={resubmit} />
          ) : (
            <FormNotices
              mutation={mutation}
              draft={draft}
              applied={() => {
                if (agent) return <Trans>The agent {agent.code} was saved.</Trans>
                const made = create.outcome?.kind === 'applied' ? create.outcome.data?.data : undefined
                return made ? (
                  <span data-testid="agent-created">
                    <Trans>The agent {made.code} was created.</Trans>{' '}
                    <ChakraLink asChild color="brand.fg" fontWeight="medium">
                      <Link to="/agent-management/$id" params={{ id: String(made.id) }}>
                        <Trans>Open its record</Trans>
                      </Link>
                    </ChakraLink>
                  </span>
                ) : (
                  <Trans>The agent was created.</Trans>
                )
              }}
            />
          )}

          <Section title={<Trans>Merchant and agent</Trans>}>
            <div className="ui-form-grid">
              <form.AppField name="merchantId">
                {(field) => (
                  <field.EntityField
                    source={merchantSource}
                    label={t`Merchant`}
                    required
                    disabled={Boolean(agent)}
                    placeholder={t`Type part of the merchant's name`}
                    helperText={agent ? t`An agent serves one merchant; it cannot move to another.` : t`The agent joins this merchant's super agent network.`}
                    testId="agent-merchant"
                  />
                )}
              </form.AppField>
              <form.AppField name="agentType">
                {(field) => <field.SelectField label={t`Agent type`} required options={(['Individual', 'Business'] as const).map((value) => ({ value, label: i18n._(agentTypeLabels[value]) }))} />}
              </form.AppField>
              <form.AppField name="firstName">{(field) => <field.TextField label={t`First name`} required maxLength={agentLimits.personName} autoComplete="off" />}</form.AppField>
              <form.AppField name="lastName">{(field) => <field.TextField label={t`Last name`} required maxLength={agentLimits.personName} autoComplete="off" />}</form.AppField>
              <form.AppField name="businessName">
                {(field) => <field.TextField label={t`Outlet name`} required maxLength={agentLimits.businessName.max} helperText={t`The name customers see at the outlet.`} />}
              </form.AppField>
              <form.AppField name="phoneNumber">{(field) => <field.PhoneField label={t`Phone number`} required />}</form.AppField>
              <form.AppField name="email">{(field) => <field.TextField type="email" label={t`E-mail`} maxLength={agentLimits.email} autoComplete="off" />}</form.AppField>
            </div>
          </Section>

          <Section title={<Trans>Identity</Trans>}>
            <div className="ui-form-grid">
              <form.AppField name="bvn">
                {(field) => (
                  <field.TextField
                    label={t`BVN`}
                    required={!agent}
                    maxLength={11}
                    autoComplete="off"
                    helperText={agent ? t`Recorded: ${agent.bvn}. Leave empty to keep it.` : t`Bank Verification Number, 11 digits.`}
                    testId="agent-bvn"
                  />
                )}
              </form.AppField>
              <form.AppField name="nin">
                {(field) => (
                  <field.TextField
                    label={t`NIN`}
                    required={!agent}
                    maxLength={11}
                    autoComplete="off"
                    helperText={agent ? (agent.nin ? t`Recorded: ${agent.nin}. Leave empty to keep it.` : t`Not recorded yet.`) : t`National Identification Number, 11 digits.`}
                    testId="agent-nin"
                  />
                )}
              </form.AppField>
              <form.AppField name="tin">{(field) => <field.TextField label={t`TIN`} maxLength={13} helperText={t`Optional: 12345678-0001 or 10 digits.`} />}</form.AppField>
            </div>
            <form.Subscribe selector={(state) => ({ bvn: state.values.bvn, firstName: state.values.firstName, lastName: state.values.lastName, phoneNumber: state.values.phoneNumber })}>
              {(person) => (agent && !person.bvn.trim() ? null : <BvnCheck person={person} testId="agent-bvn-check" />)}
            </form.Subscribe>
          </Section>

          <Section title={<Trans>Outlet address and location</Trans>}>
            <div className="ui-form-grid">
              <form.AppField name="address.street">{(field) => <field.TextField label={t`Street`} required maxLength={agentLimits.street.max} />}</form.AppField>
              <form.AppField name="address.city">{(field) => <field.TextField label={t`City`} required maxLength={agentLimits.city.max} />}</form.AppField>
              <form.AppField name="address.lga">{(field) => <field.TextField label={t`Local government area`} required maxLength={agentLimits.lga.max} />}</form.AppField>
              {nigeria.isError && nigeria.states.length === 0 ? (
                <FormAlert status="error">{errorMessage(nigeria.error)}</FormAlert>
              ) : (
                <form.Subscribe selector={(state) => state.values.address.stateId}>
                  {(stateId) => {
                    const zone = zoneOfState(nigeria.states.find((s) => s.id === stateId)?.code)
                    return (
                      <form.AppField name="address.stateId">
                        {(field) => (
                          <field.SelectField
                            label={t`State`}
                            required
                            placeholder={t`Choose the state`}
                            options={stateOptions}
                            helperText={zone ? t`Geopolitical zone: ${i18n._(zoneLabels[zone])}` : t`The zone follows from the state.`}
                            testId="agent-state"
                          />
                        )}
                      </form.AppField>
                    )
                  }}
                </form.Subscribe>
              )}
              <form.AppField name="location.latitude">
                {(field) => <field.NumberField label={t`Latitude`} required suffix="°N" helperText={t`Decimal degrees, ${agentLimits.latitude.min} to ${agentLimits.latitude.max}.`} />}
              </form.AppField>
              <form.AppField name="location.longitude">
                {(field) => <field.NumberField label={t`Longitude`} required suffix="°E" helperText={t`Decimal degrees, ${agentLimits.longitude.min} to ${agentLimits.longitude.max}.`} />}
              </form.AppField>
            </div>
            <Flex gap="3" align="center" wrap="wrap">
              <Button variant="outline" size="sm" onClick={useTabletLocation} loading={locating} data-testid="use-tablet-location">
                <Trans>Use this tablet's location</Trans>
              </Button>
              <Text fontSize="sm" color="fg.muted">
                <Trans>Stand at the outlet: the POS terminal is geo-fenced to this position.</Trans>
              </Text>
            </Flex>
            {locationNote && (
              <FormAlert status={locationNote.tone === 'error' ? 'error' : 'info'}>
                <span data-testid="location-note">{locationNote.text}</span>
              </FormAlert>
            )}
          </Section>

          <Section title={<Trans>POS terminal and limit</Trans>}>
            <div className="ui-form-grid">
              <form.AppField name="terminalId">
                {(field) => (
                  <field.TextField
                    label={t`Terminal id`}
                    maxLength={8}
                    autoComplete="off"
                    helperText={agent ? t`Leave as it is unless the terminal was replaced.` : t`8 capital letters or digits; left empty, the platform assigns one.`}
                  />
                )}
              </form.AppField>
              <form.AppField name="terminalSerialNumber">
                {(field) => <field.TextField label={t`Terminal serial number`} maxLength={agentLimits.serialNumber.max} autoComplete="off" helperText={t`As printed under the device.`} />}
              </form.AppField>
              <form.AppField name="terminalMaker">
                {(field) => <field.SelectField label={t`Terminal maker`} placeholder={t`Not recorded`} options={terminalMakers.map((maker) => ({ value: maker, label: maker }))} />}
              </form.AppField>
              <form.AppField name="dailyCashOutLimit">
                {(field) => <field.MoneyField label={t`Daily cash-out limit`} required helperText={t`At most ${cap} a day, the CBN's cap per agent.`} testId="agent-limit" />}
              </form.AppField>
            </div>
          </Section>

          <form.FormButtons
            submit={returned ? <Trans>Resubmit for approval</Trans> : agent ? <Trans>Save changes</Trans> : <Trans>Add agent</Trans>}
            testId="save-agent"
            pending={(returned ? resubmit : mutation).isPending}
            back={onCancel ?? { to: '/agent-management' }}
          />
        </Stack>
      </FormElement>
    </Box>
  )
}
