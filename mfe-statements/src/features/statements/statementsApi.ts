import { api, type MonthlyStatement, type Page, type Statement, type StatementDetail } from '@qube/shared';

/** The account's recent statements with their balances (ST-02); the households prefix applies for plus accounts. */
export async function loadStatements(accountId: number): Promise<Statement[]> {
  const { data } = await api.get<Page<Statement>>(`accounts/${accountId}/statements/`);
  return data.results;
}

/** One page of every monthly statement of the account, newest first (ST-03). */
export async function loadMonthlyStatements(accountId: number, offset = 0): Promise<Page<MonthlyStatement>> {
  const { data } = await api.get<Page<MonthlyStatement>>(`reports/list-monthly-statements/?account_id=${accountId}&limit=12&offset=${offset}`);
  return data;
}

/** A statement with its lines (ST-05). */
export async function loadStatementDetail(accountId: number, statementId: number): Promise<StatementDetail> {
  const { data } = await api.get<StatementDetail>(`accounts/${accountId}/statements/${statementId}/`);
  return data;
}
