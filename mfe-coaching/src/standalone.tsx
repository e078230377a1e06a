import { renderStandaloneNotice } from '@qube/shared';

renderStandaloneNotice('partner portal', '/coaching/dashboard');
