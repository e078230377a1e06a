import { SHARED_CONTRACT_VERSION } from '@qube/shared/build-info';
import { startQubePlusBanner } from './features/migration/qubePlusBannerController';

/** The `@qube/shared` major this build was made against: the shell starts it only on a match. */
export const sharedContract = SHARED_CONTRACT_VERSION;

/**
 * `onboarding/banners`: the Qube+ banner's controller (ON-51), loaded by the shell for signed-in customers on every
 * page. Plain code on purpose (no React root, no antd): docs/adr/0017-light-banners-and-dialog-parcels.md.
 */
export function start(): () => void {
  return startQubePlusBanner();
}
