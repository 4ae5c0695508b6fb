import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { FormAlert } from '../../components/form/form-alert'
import { FormElement, useAppForm } from '../../components/form/form-kit'
import { FormNotices } from '../../components/form/form-notices'
import { countdownSeconds, idleTimeoutMs, sessionWarningIntervalMs } from '../../components/layout/session-timers'
import { usePermission } from '../../lib/auth/use-permission'
import { formatDateTime } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { permission } from '../../lib/permissions'
import { errorMessage } from '../../lib/validation'
import { useStaffRoles } from '../../api/staff-lookups'
import { useMfaOptions } from './api/get-mfa-options'
import type { SystemConfiguration } from './api/get-system-configuration'
import { useUpdateSystemConfiguration } from './api/update-system-configuration'
import { bodyOf, ratePolicies, systemConfigurationSchema, valuesOf } from './schemas'

function Section({ id, title, description, children }: { id: string; title: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`${id}-heading`} bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }} data-testid={id}>
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="sm" id={`${id}-heading`}>
            {title}
          </Heading>
          {description && (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Box>
  )
}

function ReadOnlyValue({ label, value, testId }: { label: ReactNode; value: ReactNode; testId: string }) {
  return (
    <Stack gap="0.5" data-testid={testId}>
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  )
}

/**
 * The system configuration: password policy, lockout, session, MFA and default transaction limits.
 * Without Update System Configuration every field is shown disabled and nothing can be saved.
 */
export function SystemConfigurationForm({ config }: { config: SystemConfiguration }) {
  const { t, i18n } = useLingui()
  const canUpdate = usePermission(permission('System Configuration', 'Update System Configuration'))
  const canReadRoles = usePermission(permission('Role', 'View'))
  const readOnly = !canUpdate
  const mfaOptions = useMfaOptions()
  const staffRoles = useStaffRoles({ enabled: canReadRoles })
  const mutation = useUpdateSystemConfiguration()

  const form = useAppForm({
    defaultValues: valuesOf(config),
    validators: { onChange: systemConfigurationSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      const result = await mutation.submit(bodyOf(value), { form: formApi })
      if (!result) return
      // Sent for approval: nothing changed yet, so the form shows the configuration as it still is.
      if (result.kind === 'sentForApproval') formApi.reset(valuesOf(config))
      else formApi.reset(value)
    },
  })

  const minutes = (ms: number) => Math.round(ms / 60_000)
  const idleMinutes = minutes(idleTimeoutMs)
  const warningMinutes = minutes(sessionWarningIntervalMs)
  const optionChoices = (mfaOptions.data ?? []).map((option) => ({
    value: option.code,
    label: option.enabled ? option.name : t`${option.name} (not available)`,
    description: option.description,
  }))
  const enabledChoices = optionChoices.filter((choice) => mfaOptions.data?.find((option) => option.code === choice.value)?.enabled || choice.value === config.mfa.defaultOption)
  const chosenRoles = config.mfa.requiredForRoleIds
  const roleChoices = (staffRoles.data ?? [])
    .filter((role) => role.status === 'Active' || chosenRoles.includes(role.id))
    .map((role) => ({ value: role.id, label: role.name, ...(role.status === 'Active' ? {} : { description: t`Inactive` }) }))
  const ratePolicyTitles = {
    signIn: t`Sign-in attempts, per address`,
    public: t`Other requests before sign-in, per address`,
    screens: t`Requests, per user`,
    exports: t`Exports, per user`,
  }
  const ratePolicyDescriptions = {
    signIn: t`Sign-in, one-time codes and password resets from one network address.`,
    public: t`Session refresh and registration from one network address.`,
    screens: t`Everything a signed-in user's screens ask of the platform.`,
    exports: t`Whole-report and audit trail files a user downloads.`,
  }
  const updatedAt = formatDateTime(new Date(config.updatedAt), activeLocale())
  const updatedBy = config.updatedBy

  return (
    <FormElement guardUnsaved form={form} aria-label={t`System configuration`} testId="system-configuration-form">
      <Stack gap="5" maxW="5xl">
        <Text fontSize="sm" color="fg.muted" data-testid="configuration-updated">
          <Trans>
            Last changed by {updatedBy} on {updatedAt}. A change applies to the next sign-in and the next password change, without a restart.
          </Trans>
        </Text>
        {readOnly && (
          <FormAlert status="info">
            <Trans>You can read the system configuration; changing it needs the Update System Configuration permission.</Trans>
          </FormAlert>
        )}
        <FormNotices mutation={mutation} applied={() => <Trans>The system configuration was saved.</Trans>} />

        <Section
          id="password-policy"
          title={<Trans>Password policy</Trans>}
          description={<Trans>What a new password must contain, when it expires, and how many earlier passwords it may not repeat.</Trans>}
        >
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <form.AppField name="passwordPolicy.minLength">
              {(field) => <field.NumberField label={t`Minimum length`} required disabled={readOnly} suffix={t`characters`} helperText={t`From 8 to 64.`} />}
            </form.AppField>
            <form.AppField name="passwordPolicy.expiryDays">
              {(field) => <field.NumberField label={t`Expires after`} required disabled={readOnly} suffix={t`days`} helperText={t`0 means never.`} />}
            </form.AppField>
            <form.AppField name="passwordPolicy.historyCount">
              {(field) => <field.NumberField label={t`Earlier passwords refused`} required disabled={readOnly} helperText={t`0 allows any earlier password.`} />}
            </form.AppField>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="2">
            <form.AppField name="passwordPolicy.requireUppercase">{(field) => <field.CheckboxField label={t`An upper-case letter`} disabled={readOnly} />}</form.AppField>
            <form.AppField name="passwordPolicy.requireLowercase">{(field) => <field.CheckboxField label={t`A lower-case letter`} disabled={readOnly} />}</form.AppField>
            <form.AppField name="passwordPolicy.requireDigit">{(field) => <field.CheckboxField label={t`A digit`} disabled={readOnly} />}</form.AppField>
            <form.AppField name="passwordPolicy.requireSymbol">{(field) => <field.CheckboxField label={t`A symbol`} disabled={readOnly} />}</form.AppField>
          </SimpleGrid>
        </Section>

        <Section id="lockout" title={<Trans>Lockout</Trans>} description={<Trans>Failed sign-ins in a row lock the account for a while; an administrator can unlock it sooner.</Trans>}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <form.AppField name="lockout.maxFailedAttempts">
              {(field) => <field.NumberField label={t`Failed attempts before lockout`} required disabled={readOnly} helperText={t`From 3 to 10.`} />}
            </form.AppField>
            <form.AppField name="lockout.lockoutMinutes">
              {(field) => <field.NumberField label={t`Locked for`} required disabled={readOnly} suffix={t`minutes`} helperText={t`From 1 to 1440 (a day).`} />}
            </form.AppField>
          </SimpleGrid>
        </Section>

        <Section id="session" title={<Trans>Session</Trans>}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <ReadOnlyValue
              testId="idle-timeout"
              label={<Trans>Inactivity before "Are you still there?"</Trans>}
              value={
                <Trans>
                  {idleMinutes} minutes, then a {countdownSeconds}-second countdown (fixed)
                </Trans>
              }
            />
            <ReadOnlyValue
              testId="session-warning"
              label={<Trans>Session expiry warning</Trans>}
              value={
                <Trans>
                  Every {warningMinutes} minutes, with a {countdownSeconds}-second countdown (fixed)
                </Trans>
              }
            />
            <form.AppField name="session.accessTokenMinutes">
              {(field) => <field.NumberField label={t`Access token lifetime`} required disabled={readOnly} suffix={t`minutes`} helperText={t`From 5 to 60.`} />}
            </form.AppField>
            <form.AppField name="session.refreshTokenDays">
              {(field) => <field.NumberField label={t`Sign-in kept for`} required disabled={readOnly} suffix={t`days`} helperText={t`From 1 to 30.`} />}
            </form.AppField>
          </SimpleGrid>
        </Section>

        <Section id="mfa" title={<Trans>Multi-factor authentication</Trans>} description={<Trans>Who must enter a one-time code after their password, and how the code is sent.</Trans>}>
          {mfaOptions.isError && !mfaOptions.data && <FormAlert status="error">{errorMessage(mfaOptions.error)}</FormAlert>}
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <form.AppField name="mfa.defaultOption">
              {(field) => <field.SelectField label={t`Code sent by`} required disabled={readOnly} options={readOnly ? optionChoices : enabledChoices} testId="mfa-default-option" />}
            </form.AppField>
            <form.AppField name="mfa.otpLength">{(field) => <field.NumberField label={t`Code length`} required disabled={readOnly} suffix={t`digits`} helperText={t`From 4 to 8.`} />}</form.AppField>
            <form.AppField name="mfa.otpTtlSeconds">
              {(field) => <field.NumberField label={t`Code valid for`} required disabled={readOnly} suffix={t`seconds`} helperText={t`From 60 to 900.`} />}
            </form.AppField>
          </SimpleGrid>
          {mfaOptions.data && (
            <Stack as="ul" gap="1" fontSize="sm" ps="5" data-testid="mfa-options">
              {mfaOptions.data.map((option) => (
                <li key={option.code}>
                  <Text as="span" fontWeight="medium">
                    {option.name}
                  </Text>
                  {': '}
                  {option.enabled ? <Trans>offered</Trans> : <Trans>not offered by the platform</Trans>}
                </li>
              ))}
            </Stack>
          )}
          <form.AppField name="mfa.enforcedForAdmins">
            {(field) => <field.CheckboxField label={t`Required of every back-office user`} helperText={t`Everyone signing in to the back office enters a code.`} disabled={readOnly} />}
          </form.AppField>
          {canReadRoles ? (
            staffRoles.isError && !staffRoles.data ? (
              <FormAlert status="error">{errorMessage(staffRoles.error)}</FormAlert>
            ) : (
              <form.AppField name="mfa.requiredForRoleIds">
                {(field) => (
                  <field.MultiSelectField
                    label={t`Required of the holders of these roles`}
                    disabled={readOnly}
                    options={roleChoices}
                    helperText={t`A user holding one of these roles enters a code at the next sign-in, whatever their own setting.`}
                    testId="mfa-required-roles"
                  />
                )}
              </form.AppField>
            )
          ) : (
            <Text fontSize="sm" data-testid="mfa-required-roles">
              {chosenRoles.length === 0 ? <Trans>No role requires a code.</Trans> : <Trans>Required of {chosenRoles.length} roles (reading their names needs the Role View permission).</Trans>}
            </Text>
          )}
        </Section>

        <Section id="transaction-limits" title={<Trans>Default transaction limits</Trans>} description={<Trans>What a new agent may transact until limits of their own are set.</Trans>}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <form.AppField name="transactionLimits.defaultDailyLimit">{(field) => <field.MoneyField label={t`Daily limit`} required disabled={readOnly} />}</form.AppField>
            <form.AppField name="transactionLimits.defaultSingleLimit">{(field) => <field.MoneyField label={t`Single transaction limit`} required disabled={readOnly} />}</form.AppField>
          </SimpleGrid>
        </Section>

        <Section
          id="rate-limits"
          title={<Trans>Rate limits</Trans>}
          description={<Trans>Requests the platform accepts in each window; beyond them it asks to wait until the window ends. Each applies from the next request, on every server.</Trans>}
        >
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
            {ratePolicies.map((policy) => (
              <Stack key={policy} gap="2" data-testid={`rate-limit-${policy}`}>
                <Stack gap="0.5">
                  <Text fontWeight="medium">{ratePolicyTitles[policy]}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {ratePolicyDescriptions[policy]}
                  </Text>
                </Stack>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <form.AppField name={`rateLimits.${policy}.limit`}>
                    {(field) => <field.NumberField label={t`At most`} required disabled={readOnly} suffix={t`requests`} helperText={t`From 1 to 1,000,000.`} />}
                  </form.AppField>
                  <form.AppField name={`rateLimits.${policy}.windowSeconds`}>
                    {(field) => <field.NumberField label={t`In a window of`} required disabled={readOnly} suffix={t`seconds`} helperText={t`From 1 to 3600 (an hour).`} />}
                  </form.AppField>
                </SimpleGrid>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>

        {!readOnly && (
          <Box display="flex" gap="3" flexWrap="wrap">
            <form.SubmitButton pending={mutation.isPending} testId="save-system-configuration">
              <Trans>Save changes</Trans>
            </form.SubmitButton>
            <form.ResetButton />
          </Box>
        )}
      </Stack>
    </FormElement>
  )
}
