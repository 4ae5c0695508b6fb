// The contexts the kit's fields read their field and form from (TanStack Form's composition API).
import { createFormHookContexts } from '@tanstack/react-form'

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
