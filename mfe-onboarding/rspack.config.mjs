import { createAppConfig } from '@qube/shared/build';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'onboarding',
  title: 'Registration',
  exposes: { './app': './src/app.tsx', './dialogs': './src/dialogs.tsx', './banners': './src/banners.ts' },
});
