// The agent report, a page at a time, through the device's store of report pages.
import { reportms } from '../../../api/clients'
import type { AgentReportQuery } from '../report-search'
import { answer, useReportPage } from './report-page'
import { platformQuery } from '../../../lib/search'

/** GET /reportms/api/v1/AgentReport/GetAgentReport: one page, newest first. */
export async function listAgentReport(f: AgentReportQuery, signal?: AbortSignal) {
  const { data } = await reportms.GET('/reportms/api/v1/AgentReport/GetAgentReport', {
    params: {
      query: { ...platformQuery(f), SortOrder: 'desc' },
    },
    signal,
  })
  return answer(data, 'the agent report')
}

export function useAgentReport(filters: AgentReportQuery) {
  return useReportPage('agentReport', filters, listAgentReport)
}
