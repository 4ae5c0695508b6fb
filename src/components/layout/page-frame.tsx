import { Breadcrumb, Flex, Heading } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

interface PageFrameProps {
  title: MessageDescriptor
  /** The menu group the page sits under, shown between Home and the title. */
  section?: MessageDescriptor
  children?: ReactNode
}

/** Every signed-in page: its title and breadcrumb, then its content. */
export function PageFrame({ title, section, children }: PageFrameProps) {
  const { i18n, t } = useLingui()
  const heading = i18n._(title)
  const home = t`Home`
  // Pages of the Home group (the dashboard, analytics) would otherwise read Home › Home › Dashboard.
  const sectionName = section && i18n._(section) !== home ? i18n._(section) : null
  return (
    <>
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="2" mb="6">
        <Heading as="h1" size="md" textTransform="uppercase" letterSpacing="wide">
          {heading}
        </Heading>
        <Breadcrumb.Root size="sm">
          <Breadcrumb.List>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <Link to="/">{home}</Link>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            {sectionName && (
              <>
                <Breadcrumb.Separator />
                <Breadcrumb.Item>{sectionName}</Breadcrumb.Item>
              </>
            )}
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{heading}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
      </Flex>
      {children}
    </>
  )
}
