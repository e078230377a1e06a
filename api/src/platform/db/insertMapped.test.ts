import { insertMapped } from './insertMapped';

describe('insertMapped', () => {
  it('maps each source id to the id its copy got, whatever order the database answers in', async () => {
    const rows = [{ id: 7, name: 'a' }, { id: 3, name: 'b' }, { id: 12, name: 'c' }];
    const inserted: { name: string }[][] = [];
    const map = await insertMapped(rows, async (values) => {
      inserted.push(values);
      return [{ id: 102 }, { id: 100 }, { id: 101 }]; // the sequence gave 100, 101, 102 in list order
    }, (row) => ({ ...row, name: row.name.toUpperCase() }));
    expect(inserted).toEqual([[{ name: 'A' }, { name: 'B' }, { name: 'C' }]]);
    expect([...map]).toEqual([[7, 100], [3, 101], [12, 102]]);
  });

  it('refuses an answer with fewer ids than rows rather than link a copy to its source', async () => {
    const rows = [{ id: 7, name: 'a' }, { id: 3, name: 'b' }];
    await expect(insertMapped(rows, async () => [{ id: 100 }], (row) => row)).rejects.toThrow('2 rows inserted, 1 ids returned');
  });

  it('sends nothing for no rows', async () => {
    const insert = jest.fn();
    expect((await insertMapped([], insert, (row) => row)).size).toBe(0);
    expect(insert).not.toHaveBeenCalled();
  });
});
