import { PersonalizationCard } from './PersonalizationCard';
import { CodesCard } from './CodesCard';
import { PageTitle } from '../../ui/PageTitle';

/** /coaching/codes (CO-16, a spec gap): the partner's codes with their share links, and the landing personalization. */
export function CodesPage() {
  return (
    <section aria-labelledby="codes-title">
      <PageTitle id="codes-title">Codes</PageTitle>
      <CodesCard />
      <PersonalizationCard />
    </section>
  );
}
