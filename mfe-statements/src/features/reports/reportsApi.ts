import { api, type MonthlyReport, type MonthlyReportEntry, type Page } from '@qube/shared';

/** Every month with a report, newest first (ST-04); the API answers 403 without the monthly_reports flag. */
export async function loadMonthlyReports(accountId: number): Promise<MonthlyReportEntry[]> {
  const { data } = await api.get<Page<MonthlyReportEntry>>(`reports/list-monthly-reports/?account_id=${accountId}&limit=60`);
  return data.results;
}

/** One month's report (ST-04): POST, as the call catalogue has it. */
export async function loadMonthlyReport(accountId: number, month: string): Promise<MonthlyReport> {
  const { data } = await api.post<MonthlyReport>('reports/get-monthly-report/', { account_id: accountId, month });
  return data;
}
