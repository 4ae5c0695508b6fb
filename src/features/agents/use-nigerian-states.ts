import { useQuery } from '@tanstack/react-query'

import { useReference, statesQueryOptions } from '../../offline/reference-data'

/** Nigeria's 36 states and the FCT from the reference data (kept on the device for offline use). */
export function useNigerianStates() {
  const countries = useReference('countries')
  const nigeria = countries.data?.data.find((country) => country.isoCode === 'NG')
  const states = useQuery({ ...statesQueryOptions(nigeria?.id ?? 0), enabled: nigeria !== undefined })
  return {
    states: states.data?.data ?? [],
    isError: countries.isError || states.isError,
    error: countries.error ?? states.error,
    isLoading: countries.isLoading || states.isLoading,
  }
}
