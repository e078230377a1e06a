/** Local ports of every app (design.md "Ports, origins and cookies"). */
export const PORTS = {
  shell: 8080,
  money_movement: 8081,
  onboarding: 8082,
  planning: 8083,
  coaching: 8084,
  statements: 8085,
  api: 8090,
};

/** Folder name → federation name. */
export const APP_BY_FOLDER = {
  shell: 'shell',
  'mfe-money-movement': 'money_movement',
  'mfe-onboarding': 'onboarding',
  'mfe-planning': 'planning',
  'mfe-coaching': 'coaching',
  'mfe-statements': 'statements',
};
