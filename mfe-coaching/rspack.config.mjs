import { createAppConfig } from '@qube/shared/build';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'coaching',
  title: 'Partner Portal',
  exposes: { './app': './src/app.tsx' },
});
