import { Breadcrumb, Flex, Heading } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
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
  const { i18n } = useLingui()
  const heading = i18n._(title)
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
                <Link to="/">
                  <Trans>Home</Trans>
                </Link>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            {section && (
              <>
                <Breadcrumb.Separator />
                <Breadcrumb.Item>{i18n._(section)}</Breadcrumb.Item>
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
