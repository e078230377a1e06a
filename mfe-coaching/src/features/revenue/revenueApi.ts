import { api } from '@qube/shared';
import type { ConversionPage, ConversionsDownloadInput, ConversionsMonthly, ConversionsMonthlyQuery, ConversionsQuery } from '@qube/contract/partners';

const OFF = { householdsOff: true } as const;

/** One page of the Revenue/Enrollment table (CO-13). */
export async function loadConversions(query: ConversionsQuery): Promise<ConversionPage> {
  const { data } = await api.get<ConversionPage>('affiliates/conversions/', query, OFF);
  return data;
}

/** Commission per month for the chart, with the table's filters. */
export async function loadMonthlyCommission(query: ConversionsMonthlyQuery): Promise<ConversionsMonthly> {
  const { data } = await api.get<ConversionsMonthly>('affiliates/conversions/monthly/', query, OFF);
  return data;
}

/** The export (CO-14): every row the filters select, as CSV text. */
export async function downloadConversions(input: ConversionsDownloadInput): Promise<string> {
  const { data } = await api.post<string>('affiliates/conversions/download/', input, OFF);
  return data;
}
