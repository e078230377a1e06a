import { bannerStore, showBanner } from './bannerStore';

describe('banner store', () => {
  afterEach(() => bannerStore.getState().clear());

  it('SH-43 an area shows a banner, the same id replaces it, and the returned function hides it', () => {
    const hide = showBanner({ id: 'open-qube', tone: 'info', title: 'Groceries is open' });
    showBanner({ id: 'other', tone: 'warning', title: 'Something else' });
    showBanner({ id: 'open-qube', tone: 'info', title: 'Dining Out is open' });
    expect(bannerStore.getState().banners.map((b) => b.title)).toEqual(['Something else', 'Dining Out is open']);
    hide();
    expect(bannerStore.getState().banners.map((b) => b.id)).toEqual(['other']);
  });

  it('SH-43 dismiss hides the banner and then calls its onDismiss once; hide and clear do not call it', () => {
    const onDismiss = jest.fn();
    showBanner({ id: 'open-qube', tone: 'info', title: 'Groceries is open', isDismissible: true, onDismiss });
    bannerStore.getState().dismiss('open-qube');
    expect(bannerStore.getState().banners).toEqual([]);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    bannerStore.getState().dismiss('open-qube');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    showBanner({ id: 'open-qube', tone: 'info', title: 'Groceries is open', isDismissible: true, onDismiss });
    bannerStore.getState().hide('open-qube');
    showBanner({ id: 'open-qube', tone: 'info', title: 'Groceries is open', isDismissible: true, onDismiss });
    bannerStore.getState().clear();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
