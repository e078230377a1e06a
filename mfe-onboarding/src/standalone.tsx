import { renderStandaloneNotice } from '@qube/shared';

renderStandaloneNotice('registration', '/register/begin');
