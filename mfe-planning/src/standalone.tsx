import { renderStandaloneNotice } from '@qube/shared';

renderStandaloneNotice('planning', '/planning');
