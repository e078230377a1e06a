jest.mock('./features/open-qube/startOpenQubeBannerOnce', () => ({ startOpenQubeBannerOnce: jest.fn(async () => undefined) }));

import { startOpenQubeBannerOnce } from './features/open-qube/startOpenQubeBannerOnce';
import { bootstrap } from './app';

describe('money movement app start', () => {
  it('MM-126 the single-spa bootstrap of the area starts the open-qube banner (so it shows on every page after)', async () => {
    await bootstrap({ name: 'money_movement', singleSpa: {}, mountParcel: jest.fn() } as unknown as Parameters<typeof bootstrap>[0]);
    expect(startOpenQubeBannerOnce).toHaveBeenCalledTimes(1);
  });
});
