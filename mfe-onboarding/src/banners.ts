import { SHARED_CONTRACT_VERSION } from '@qube/shared/build-info';

/** The `@qube/shared` major this build was made against: the shell starts it only on a match. */
export const sharedContract = SHARED_CONTRACT_VERSION;

/** `onboarding/banners`: the Qube+ banner's controller (ON-51), loaded by the shell for signed-in customers. */
export async function start(): Promise<() => void> {
  const { startMigrationBanners } = await import('./features/migration/startMigrationBanners');
  return startMigrationBanners();
}
