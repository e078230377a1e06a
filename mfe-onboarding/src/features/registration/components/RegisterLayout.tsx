import type { ReactNode } from 'react';
import { PlainAlert, TITLE_STYLE } from '@qube/shared/ui/plain';
import { Link } from 'react-router-dom';
import { StepList } from '../../../ui/StepList';
import { HEADER_STEPS } from '../steps';
import { stepColour } from './stepColour';

type Props = {
  /** 0 'Your Info', 1 'Options', 2 'Summary' (ON-04). */
  headerStep: number;
  title: string;
  intro?: ReactNode;
  /** The step's error area: the API's fallback_message (ON-15). */
  error?: string | null;
  children: ReactNode;
};

/**
 * Every registration step, in plain markup (docs/adr/0015-plain-markup-first-views.md): the logo, the header steps, the
 * step's title, its error area and its form.
 */
export function RegisterLayout({ headerStep, title, intro, error, children }: Props) {
  return (
    <div style={{ background: '#fff', borderRadius: 16, overflow: 'hidden', boxShadow: '0 1px 3px rgba(0,0,0,0.06)', maxWidth: 760, margin: '0 auto' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: 24, padding: '16px 24px', borderBottom: '1px solid #eef0f3', flexWrap: 'wrap' }}>
        <Link to="/register/begin" style={{ fontWeight: 700, fontSize: 20, color: '#1f5fd1', textDecoration: 'none' }}>
          Qube
        </Link>
        <nav aria-label="Registration steps" style={{ flex: 1, minWidth: 280 }}>
          <StepList titles={HEADER_STEPS} current={headerStep} colour={stepColour()} />
        </nav>
      </header>
      {/* Not a <main>: the shell's page already is the one main landmark (axe: landmark-no-duplicate-main). */}
      <div style={{ padding: '24px 24px 32px', maxWidth: 520, margin: '0 auto' }}>
        <h1 style={{ ...TITLE_STYLE, fontSize: 26, marginTop: 0 }}>{title}</h1>
        {intro ? <p style={{ margin: '0 0 1em' }}>{intro}</p> : null}
        <div aria-live="assertive">{error ? <PlainAlert type="error" title={error} role="alert" style={{ marginBottom: 16 }} /> : null}</div>
        {children}
      </div>
    </div>
  );
}
