import { api, type Page, type Statement } from '@qube/shared';

/** The account's statements (ST-02); the households prefix applies for plus accounts. */
export async function loadStatements(accountId: number): Promise<Statement[]> {
  const { data } = await api.get<Page<Statement>>(`accounts/${accountId}/statements/`);
  return data.results;
}
