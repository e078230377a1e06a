import { lazy, Suspense, useState, type CSSProperties } from 'react';

// The dialog and antd load on the first click: the Overview's first paint stays plain markup.
const CardDialogEntry = lazy(() => import('./CardDialogEntry').then((m) => ({ default: m.CardDialogEntry })));

/** The Overview's 'Qube Card' button: opens the 'Qube Card Number' dialog (MM-135; where it lives is our choice). */
export function CardButton({ style }: { style?: CSSProperties }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" style={style} onClick={() => setIsOpen(true)}>
        Qube Card
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <CardDialogEntry onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
