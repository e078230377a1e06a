import { useEffect, useState } from 'react';
import { Alert, Input, Spin, Typography } from 'antd';
import { ApiError } from '@qube/shared';
import { QUBE_ROW_STYLE } from '../../ui/qubeRowStyle';
import { searchPeople, type Person } from './sendToFriendApi';
import { isSearchable, NOBODY_FOUND, SEARCH_DEBOUNCE_MS, SEARCH_HINT } from './sendToFriendRules';

/**
 * Step 1 'Send to Friend' (MM-98, MM-99): a search by a whole e-mail address or phone number, sent 500 ms after the
 * last keystroke; emptying the field clears the results at once. Only the newest search's answer is shown.
 */
export function PersonSearchStep({ term, onTermChange, onPick }: Props) {
  // Answers are kept with the term they answer: results for another term (or an emptied field) are never shown.
  const [answer, setAnswer] = useState<{ term: string; state: SearchState } | null>(null);
  const text = term.trim();
  const isSearch = text !== '' && isSearchable(text);
  const state: SearchState = isSearch && answer?.term === text ? answer.state : { status: 'idle' };

  useEffect(() => {
    if (!isSearch) return undefined;
    let isCurrent = true;
    const timer = setTimeout(() => {
      setAnswer({ term: text, state: { status: 'loading' } });
      searchPeople(text).then(
        (people) => isCurrent && setAnswer({ term: text, state: { status: 'done', people } }),
        (error: unknown) =>
          isCurrent && setAnswer({ term: text, state: { status: 'error', message: (error instanceof ApiError ? error.fallbackMessage : null) ?? 'We could not search right now. Please try again.' } }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [text, isSearch]);

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input.Search
        aria-label="Friend's e-mail or phone number"
        placeholder="E-mail address or phone number"
        allowClear
        autoFocus
        value={term}
        onChange={(event) => onTermChange(event.target.value)}
      />
      <Typography.Text type="secondary">{SEARCH_HINT}</Typography.Text>
      <div aria-live="polite">
        {state.status === 'loading' && <Spin aria-label="Searching" />}
        {state.status === 'error' && <Alert type="error" showIcon role="alert" title={state.message} />}
        {state.status === 'done' && state.people.length === 0 && <Typography.Text>{NOBODY_FOUND}</Typography.Text>}
        {state.status === 'done' && state.people.length > 0 && (
          <ul aria-label="People found" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {state.people.map((person) => (
              <li key={person.id}>
                <button type="button" style={QUBE_ROW_STYLE} onClick={() => onPick(person)}>
                  <strong>{person.full_name}</strong>
                  <span aria-hidden="true">›</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

type SearchState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; people: Person[] } | { status: 'error'; message: string };
type Props = { term: string; onTermChange: (term: string) => void; onPick: (person: Person) => void };
