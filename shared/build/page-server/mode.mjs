/**
 * Production is what a page server is unless development or test is asked for: forgetting a variable
 * on a real host must not open the development routes (design.md "The API", README "Run it").
 * QUBE_ENV wins over NODE_ENV so a build tool's NODE_ENV cannot switch the mode by accident.
 * @param {NodeJS.ProcessEnv} env
 * @returns {'production' | 'development' | 'test'}
 */
export function pageServerMode(env) {
  const asked = env.QUBE_ENV || env.NODE_ENV;
  return asked === 'development' || asked === 'test' ? asked : 'production';
}
