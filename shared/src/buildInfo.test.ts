import { BUILD_ID, SHARED_CONTRACT_VERSION } from './buildInfo';
import { SHARED_CONTRACT_VERSION as exported } from './index';
import pkg from '../package.json';

describe('build info', () => {
  it('the shared contract is the major version of @qube/shared', () => {
    expect(SHARED_CONTRACT_VERSION).toBe(Number(pkg.version.split('.')[0]));
    expect(exported).toBe(SHARED_CONTRACT_VERSION);
  });

  it("the build id falls back to 'dev' outside a build", () => {
    expect(BUILD_ID).toBe('dev');
  });
});
