import fs from 'node:fs';
import path from 'node:path';

/**
 * The areas import each other through their public modules, and two pairs do so both ways (transfers and funding:
 * a deposit is a scheduled order; plans and partners: commissions and promo codes). A cycle is harmless while no module
 * runs another area's code as it loads, and breaks the API's start the day one does (docs/adr/0087-api-areas.md).
 * Each public module is loaded here first, alone, in a fresh module registry, so every entry order is tried: the
 * scheduler starting with transfers, a test starting with funding, and so on.
 */
const areasDir = path.resolve(__dirname, '../areas');
const publicModules = fs
  .readdirSync(areasDir)
  .flatMap((area) => ['index.ts', 'routes.ts'].filter((file) => fs.existsSync(path.join(areasDir, area, file))).map((file) => `${area}/${file}`));

describe('the areas load in any order', () => {
  it('every area has a public module', () => {
    expect(publicModules.filter((m) => m.endsWith('/index.ts'))).toHaveLength(fs.readdirSync(areasDir).length);
  });

  it.each(publicModules)('areas/%s loads first, and every name it exports is defined', async (file) => {
    await jest.isolateModulesAsync(async () => {
      const loaded = (await import(path.join(areasDir, file))) as Record<string, unknown>;
      expect(Object.entries(loaded).filter(([, value]) => value === undefined).map(([name]) => name)).toEqual([]);
    });
  });
});
