import { createAppConfig } from '@qube/shared/build';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'statements',
  title: 'Statements',
  exposes: { './app': './src/app.tsx' },
});
