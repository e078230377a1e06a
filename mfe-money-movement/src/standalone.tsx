import { renderStandaloneNotice } from '@qube/shared';

renderStandaloneNotice('money movement', '/dashboard');
