import { Box, Button, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { ApprovalConfigForm } from './components/approval-config-form'

/** Create Configuration: choose a permission and the roles that must approve it. */
export function CreateConfigPage() {
  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }}>
      <Text color="fg.muted" fontSize="sm" mb="5" maxW="3xl">
        <Trans>When a permission needs approval, an action under it is held as a request until a user holding one of the chosen roles approves it.</Trans>
      </Text>
      <ApprovalConfigForm
        secondaryAction={
          <Button asChild variant="outline">
            <Link to="/approval-management/manage-config">
              <Trans>Manage Configuration</Trans>
            </Link>
          </Button>
        }
      />
    </Box>
  )
}
