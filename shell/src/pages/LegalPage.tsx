import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PlainAlert, SECONDARY_TEXT, TITLE_STYLE } from '@qube/shared/ui/plain';

/** A policy paragraph (what antd's Typography.Paragraph drew): plain markup, the policy pages load no antd. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={{ margin: '0 0 1em' }}>{children}</p>;
}

/** One numbered section of a policy: a heading and its paragraphs or lists. */
export type LegalSection = { heading: string; body: ReactNode };

type Props = { brandName: string; title: string; updated: string; intro: ReactNode; sections: LegalSection[] };

/** The layout of the public policy pages (SH-40): a readable column, a contents list, numbered sections; plain markup. */
export function LegalPage({ brandName, title, updated, intro, sections }: Props) {
  const idOf = (index: number) => `section-${index + 1}`;
  return (
    <article aria-labelledby="legal-title" style={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px', lineHeight: 1.6 }}>
      <h1 id="legal-title" style={{ ...TITLE_STYLE, fontSize: 30 }}>
        {title}
      </h1>
      <p style={{ ...SECONDARY_TEXT, margin: '0 0 1em' }}>Last updated {updated}</p>
      <PlainAlert
        type="info"
        style={{ marginBottom: 24 }}
        title="This is a sandbox"
        description={`These are the terms of the ${brandName} sandbox, a demonstration site. No real money moves and no real bank account is opened.`}
      />
      {intro}
      <nav aria-label="Contents">
        <h2 style={{ ...TITLE_STYLE, fontSize: 20 }}>Contents</h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${idOf(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={idOf(index)}>
          <h2 id={idOf(index)} style={{ ...TITLE_STYLE, fontSize: 20, marginTop: 24, scrollMarginTop: 80 }}>
            {index + 1}. {section.heading}
          </h2>
          {section.body}
        </section>
      ))}
      <p style={{ marginTop: 32 }}>
        <Link to="/">Back to home</Link>
      </p>
    </article>
  );
}
