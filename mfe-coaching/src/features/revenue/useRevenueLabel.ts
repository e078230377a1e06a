import { useSession } from '@qube/shared';
import { pageLabel } from '../access/coachingAccess';
import { usePartnerProgram } from '../access/PartnerProgramProvider';

/** 'Revenue', or 'Enrollment' for church and employer programs (CO-05): the page title follows the tab. */
export function useRevenueLabel(): string {
  const me = useSession((s) => s.me);
  const { state } = usePartnerProgram();
  return pageLabel('revenue', { me, program: state.status === 'ready' ? state.program : null });
}
