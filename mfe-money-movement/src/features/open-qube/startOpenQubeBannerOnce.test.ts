import { startOpenQubeBannerOnce } from './startOpenQubeBannerOnce';

describe('the open-qube banner starts with the area', () => {
  it('MM-126 the area start loads and starts the banner controller once per page, and never releases it', async () => {
    const release = jest.fn();
    const startOpenQubeBanner = jest.fn(() => release);
    const load = jest.fn(async () => ({ startOpenQubeBanner }));
    await startOpenQubeBannerOnce(load);
    await startOpenQubeBannerOnce(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(startOpenQubeBanner).toHaveBeenCalledTimes(1);
    expect(release).not.toHaveBeenCalled();
  });
});
