import { createAppConfig } from '@qube/shared/build';

export default createAppConfig({ dirname: import.meta.dirname, name: 'shell', title: 'Qube', isHost: true });
