import { useSession } from '@qube/shared';
import { PlainSkeleton } from '@qube/shared/ui/plain';
import { PageTitle } from '../../ui/PageTitle';
import { Toast, useToast } from '../../ui/Toast';
import { useAllAnswered } from '../../ui/useAllAnswered';
import { useLoad } from '../../ui/useLoad';
import { CodesCard } from './CodesCard';
import { loadCodes, loadPersonalization } from './codesApi';
import { PersonalizationCard } from './PersonalizationCard';

/**
 * /coaching/codes (CO-16, a spec gap): the partner's codes with their share links, and the landing personalization.
 * Plain markup: no antd on its first view (the edit dialog brings it). The cards draw once both reads have answered:
 * the codes arriving after the landing page moved it down (docs/adr/0016-nothing-late-moves-the-page.md).
 */
export function CodesPage() {
  const userId = useSession((s) => s.me?.id ?? 0);
  const { toast, show } = useToast();
  const codes = useLoad(loadCodes, `codes:${userId}`);
  const personalization = useLoad(loadPersonalization, `personalization:${userId}`);
  const hasAnswered = useAllAnswered([codes, personalization]);
  return (
    <section aria-labelledby="codes-title">
      <Toast toast={toast} />
      <PageTitle id="codes-title">Codes</PageTitle>
      {hasAnswered ? (
        <>
          <CodesCard codes={codes} notify={show} />
          <PersonalizationCard loaded={personalization} notify={show} />
        </>
      ) : (
        <PlainSkeleton label="Loading your codes" widths={[100, 100, 60, 100, 100, 100, 40, 100]} />
      )}
    </section>
  );
}
