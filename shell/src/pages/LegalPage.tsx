import type { ReactNode } from 'react';
import { Alert, Typography } from 'antd';
import { Link } from 'react-router-dom';

/** One numbered section of a policy: a heading and its paragraphs or lists. */
export type LegalSection = { heading: string; body: ReactNode };

type Props = { brandName: string; title: string; updated: string; intro: ReactNode; sections: LegalSection[] };

/** The layout of the public policy pages (SH-40): a readable column, a contents list, numbered sections. */
export function LegalPage({ brandName, title, updated, intro, sections }: Props) {
  const idOf = (index: number) => `section-${index + 1}`;
  return (
    <article aria-labelledby="legal-title" style={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px', lineHeight: 1.6 }}>
      <Typography.Title id="legal-title" level={1} style={{ fontSize: 30 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">Last updated {updated}</Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 24 }}
        title="This is a sandbox"
        description={`These are the terms of the ${brandName} sandbox, a demonstration site. No real money moves and no real bank account is opened.`}
      />
      {intro}
      <nav aria-label="Contents">
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          Contents
        </Typography.Title>
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
          <Typography.Title id={idOf(index)} level={2} style={{ fontSize: 20, scrollMarginTop: 80 }}>
            {index + 1}. {section.heading}
          </Typography.Title>
          {section.body}
        </section>
      ))}
      <Typography.Paragraph style={{ marginTop: 32 }}>
        <Link to="/">Back to home</Link>
      </Typography.Paragraph>
    </article>
  );
}
