import { Box, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { Icon } from '../../../components/icons'
import { entityTypeLabel } from '../../../entities/audit-record'
import { permissionTextLabel } from '../../../entities/permission-words'
import { entityLink } from '../../../lib/entity-links'
import { formatNaira, formatNumber } from '../../../lib/format'
import { activeLocale, type Locale } from '../../../lib/i18n'
import type { ApprovalRequestDetail } from '../types'

type Hint = ApprovalRequestDetail['hints'][number]

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value))
const number = (value: string | number | undefined) => (typeof value === 'number' ? value : Number(value ?? 0))

/** A hint in the reader's language, from its code and values (the platform sends no sentence). */
export function hintMessage(hint: Hint, i18n: I18n, locale: Locale): string {
  const v = hint.values
  const holder = hint.entity?.name ?? ''
  const value = text(v.value)
  const accountNumber = text(v.accountNumber)
  const bankName = text(v.bankName)
  const state = text(v.state)
  const nearestState = text(v.nearestState)
  const distance = formatNumber(number(v.distanceKm), locale)
  const count = number(v.count)
  const userCount = formatNumber(number(v.userCount), locale)
  switch (hint.code) {
    case 'BvnUsedElsewhere':
      return i18n._(msg`The BVN ${value} already belongs to ${holder}.`)
    case 'NinUsedElsewhere':
      return i18n._(msg`The NIN ${value} already belongs to ${holder}.`)
    case 'PhoneUsedElsewhere':
      return i18n._(msg`The phone number ${value} is already used by ${holder}.`)
    case 'EmailUsedElsewhere':
      return i18n._(msg`The e-mail address ${value} is already used by ${holder}.`)
    case 'TerminalUsedElsewhere':
      return i18n._(msg`Terminal ${value} is already assigned to ${holder}.`)
    case 'SettlementAccountUsedElsewhere':
      return i18n._(msg`The settlement account ${value} is already the account of ${holder}.`)
    case 'BvnInPendingRequest': {
      const requestId = text(v.requestId)
      return i18n._(msg`The BVN ${value} is also in pending request #${requestId} (${holder}), not yet decided.`)
    }
    case 'SettlementAccountInPendingRequest': {
      const requestId = text(v.requestId)
      return i18n._(msg`The settlement account ${value} is also in pending request #${requestId} (${holder}), not yet decided.`)
    }
    case 'NubanInvalid':
      return i18n._(msg`Account number ${accountNumber} is not a valid NUBAN for ${bankName}: its check digit does not match.`)
    case 'AccountNameDiffers': {
      const enquiryName = text(v.enquiryName)
      const accountName = text(v.accountName)
      return i18n._(msg`Name enquiry gives "${enquiryName}" for this account, where the request says "${accountName}".`)
    }
    case 'AccountNotFound':
      return i18n._(msg`Name enquiry found no account ${accountNumber} at ${bankName}.`)
    case 'LocationOutsideState':
      return nearestState
        ? i18n._(msg`The outlet's GPS point is about ${distance} km outside ${state}; it lies in ${nearestState}.`)
        : i18n._(msg`The outlet's GPS point is about ${distance} km outside ${state}.`)
    case 'LgaNotInState': {
      const lga = text(v.lga)
      const lgaState = text(v.lgaState)
      return lgaState ? i18n._(msg`The LGA ${lga} is not in ${state}; it is in ${lgaState}.`) : i18n._(msg`The LGA ${lga} is not one of the LGAs of ${state}.`)
    }
    case 'BvnNotFound':
      return i18n._(msg`BVN validation found no BVN ${value}.`)
    case 'BvnDetailsDiffer': {
      const person = text(v.person)
      const fields = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        text(v.fields)
          .split(', ')
          .filter(Boolean)
          .map((field) => (field === 'name' ? i18n._(msg`the name`) : field === 'dateOfBirth' ? i18n._(msg`the date of birth`) : i18n._(msg`the phone number`))),
      )
      return i18n._(msg`BVN validation: the details entered for ${person} do not match the holder of BVN ${value}: ${fields}.`)
    }
    case 'CashOutLimitAtMaximum': {
      const limit = formatNaira(number(v.limit), locale)
      return i18n._(msg`The daily cash-out limit of ${limit} is the regulatory maximum for an agent.`)
    }
    case 'PermissionsNotHeldByReader': {
      const permissions = text(v.permissions)
        .split(', ')
        .map((permission) => permissionTextLabel(permission, i18n))
        .join('; ')
      const shown = formatNumber(count, locale)
      return count === 1
        ? i18n._(msg`This change grants a permission your own roles do not hold: ${permissions}.`)
        : i18n._(msg`This change grants ${shown} permissions your own roles do not hold: ${permissions}.`)
    }
    case 'GrantsApprovalConfiguration':
      return i18n._(msg`This change lets ${userCount} user(s) decide which actions need approval.`)
    case 'ApprovalTurnedOff': {
      const permission = permissionTextLabel(text(v.permission), i18n)
      return i18n._(msg`Once approved, "${permission}" applies at once, without a checker.`)
    }
    case 'OtherPendingRequests': {
      const requestIds = text(v.requestIds)
      return count === 1
        ? i18n._(msg`The maker has another pending request on this record or its merchant: ${requestIds}.`)
        : i18n._(msg`The maker has other pending requests on this record or its merchant: ${requestIds}.`)
    }
  }
}

const tones = {
  danger: { palette: 'red', icon: 'alertCircle' },
  warning: { palette: 'orange', icon: 'alertCircle' },
  info: { palette: 'blue', icon: 'info' },
} as const

/** The platform's risk hints, most serious first, above the change itself. */
export function ApprovalHints({ hints }: { hints: ApprovalRequestDetail['hints'] }) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  if (!hints.length) return null
  return (
    <Box as="section" aria-labelledby="approval-hints-heading" data-testid="approval-hints">
      <Heading as="h3" size="sm" id="approval-hints-heading" mb="2">
        <Trans>Check before deciding</Trans>
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {hints.map((hint, index) => {
          const tone = tones[hint.severity]
          const link = hint.entity ? entityLink(hint.entity.type, String(hint.entity.id)) : undefined
          return (
            <Flex
              as="li"
              key={`${hint.code}-${index}`}
              gap="2"
              align="flex-start"
              p="2.5"
              borderRadius="l2"
              borderWidth="1px"
              borderColor={`${tone.palette}.muted`}
              bg={`${tone.palette}.subtle`}
              data-hint={hint.code}
              data-severity={hint.severity}
            >
              <Box color={`${tone.palette}.fg`} pt="0.5" flexShrink={0}>
                <Icon name={tone.icon} size={16} />
              </Box>
              <Box fontSize="sm" minW="0">
                <Text as="span" srOnly>
                  {hint.severity === 'danger' ? t`Serious:` : hint.severity === 'warning' ? t`Warning:` : t`Note:`}{' '}
                </Text>
                <Text as="span">{hintMessage(hint, i18n, locale)}</Text>
                {hint.entity && link && (
                  <>
                    {' '}
                    <ChakraLink asChild color={`${tone.palette}.fg`} textDecoration="underline">
                      <Link {...link}>{t`Open ${entityTypeLabel(hint.entity.type, i18n)} ${hint.entity.name}`}</Link>
                    </ChakraLink>
                  </>
                )}
              </Box>
            </Flex>
          )
        })}
      </Stack>
    </Box>
  )
}
