import { useId, type CSSProperties, type ReactNode, type Ref } from 'react';
import { CARD_STYLE, TITLE_STYLE } from './plainStyles';

type Props = {
  title: ReactNode;
  /** The title's heading level, so headings stay in order on the page (a page's h1, then its cards' h2). */
  level?: 2 | 3 | 4;
  /** The heading, for focus to land on when what was pressed inside went away (it is then focusable by script only). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Something on the title's line, at its end: an Add button, say. */
  extra?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
};

/** A titled section in plain markup (what antd's Card drew, without antd on a first view): a region named by its title. */
export function PlainCard({ title, level = 2, headingRef, extra, children, style }: Props) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={titleId} style={{ ...CARD_STYLE, padding: 0, ...style }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', padding: '12px 24px', borderBottom: '1px solid #f0f0f0', minHeight: 56, boxSizing: 'border-box' }}>
        <Heading id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} style={{ ...TITLE_STYLE, margin: 0, fontSize: 16 }}>
          {title}
        </Heading>
        {extra}
      </div>
      <div style={{ padding: 24 }}>{children}</div>
    </section>
  );
}
