import { Flex, Text } from '@chakra-ui/react'

import { config } from '../../lib/config'
import { layoutSizes } from '../../lib/theme'

export function Footer() {
  const year = new Date().getFullYear()
  return (
    <Flex as="footer" h={layoutSizes.footer} align="center" justify="space-between" px="6" color="fg.muted" fontSize="sm" borderTopWidth="1px" bg="bg">
      <Text dir="auto">{`© ${year} ${config.vendor}`}</Text>
      <Text dir="ltr">v{config.appVersion}</Text>
    </Flex>
  )
}
