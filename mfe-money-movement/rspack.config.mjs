import { createAppConfig } from '@qube/shared/build';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'money_movement',
  title: 'Qube money movement',
  exposes: { './app': './src/app.tsx', './dialogs': './src/dialogs.tsx' },
});
