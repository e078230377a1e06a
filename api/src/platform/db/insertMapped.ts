/**
 * Inserts rows as one multi-row insert and maps each source id to its copy's id. A VALUES list takes its ids from the
 * sequence in list order, so the returned ids in ascending order are the copies of the rows in the order given.
 */
export const insertMapped = async <Row extends { id: number }>(
  rows: Row[],
  insert: (values: Omit<Row, 'id'>[]) => Promise<{ id: number }[]>,
  change: (row: Omit<Row, 'id'>) => Omit<Row, 'id'>,
): Promise<Map<number, number>> => {
  if (rows.length === 0) return new Map();
  const copies = (await insert(rows.map(({ id: _id, ...row }) => change(row)))).map((r) => r.id).sort((a, b) => a - b);
  // A copy linked to its source's id would point into another user's data: no answer short of every row is used.
  if (copies.length !== rows.length) throw new Error(`insertMapped: ${rows.length} rows inserted, ${copies.length} ids returned`);
  return new Map(rows.map((row, i) => [row.id, copies[i]!]));
};
