import { renderStandaloneNotice } from '@qube/shared';

renderStandaloneNotice('statements', '/statements');
