import { createAppConfig } from '@qube/shared/build';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'planning',
  title: 'Qube planning',
  exposes: { './app': './src/app.tsx' },
});
