import { bannerStore, useBanners } from '@qube/shared';

/** The banners areas show through @qube/shared's banner store, under the top bar (SH-43). */
export function AreaBanners() {
  const banners = useBanners();
  if (banners.length === 0) return null;
  return (
    <>
      {banners.map((banner) => (
        <section
          key={banner.id}
          className={`qube-alert qube-alert-${banner.tone === 'error' ? 'error' : 'info'}`}
          aria-label={banner.title}
          role={banner.tone === 'error' || banner.tone === 'warning' ? 'alert' : 'status'}
          style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <div style={{ flex: 1 }}>
            <strong>{banner.title}</strong>
            {banner.message && <p style={{ margin: '4px 0 0' }}>{banner.message}</p>}
          </div>
          {banner.action && (
            <button type="button" className="qube-button qube-button-primary" onClick={banner.action.onClick}>
              {banner.action.label}
            </button>
          )}
          {banner.isDismissible && (
            <button type="button" className="qube-button" aria-label={`Close ${banner.title}`} onClick={() => bannerStore.getState().hide(banner.id)}>
              ×
            </button>
          )}
        </section>
      ))}
    </>
  );
}
