import { useId } from 'react';
import { INPUT_STYLE, lazyWithin, PlainDateField, type PlainCalendarProps } from '@qube/shared/ui/plain';
import { isReversed, monthOf, monthRange, RANGE_REVERSED, recentMonths, type ListFilters } from './listFilters';

type Props = {
  value: ListFilters;
  onChange: (filters: ListFilters) => void;
  products: readonly { value: string; label: string }[];
  /** What the dates filter, for the labels ('Account created', 'Date sold'). */
  dateLabel: string;
};

const ALL = '';

// The date fields' calendar is antd's, in the portal's theme and a chunk of its own: it loads on the first open, so
// the list pages' first view loads no antd (docs/adr/0015-plain-markup-first-views.md).
const Calendar = lazyWithin<PlainCalendarProps>(
  () => import('./withAntd').then((m) => m.AntdFrame),
  () => import('antd').then(({ Calendar: AntdCalendar }) => AntdCalendar),
);

const FIELD = { display: 'grid', gap: 4 } as const;

/**
 * Filters of a partner list: a month as a quick choice, or any day range (From, To), and a product.
 * Each change applies at once; the list goes back to its first page. Plain markup: native selects, plain date fields.
 */
export function ListFilterBar({ value, onChange, products, dateLabel }: Props) {
  const id = useId();
  const month = monthOf(value);
  return (
    <div role="group" aria-label="Filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start', marginBottom: 16 }}>
      <div style={FIELD}>
        <label htmlFor={`${id}-month`}>Month</label>
        <select
          id={`${id}-month`}
          style={{ ...INPUT_STYLE, width: 180 }}
          value={month}
          onChange={(event) => onChange({ ...value, ...(event.target.value ? monthRange(event.target.value) : { from: '', to: '' }) })}
        >
          {[{ value: ALL, label: 'Any month' }, ...recentMonths()].map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div style={FIELD}>
        {/* The field names itself (aria-label); this is its visible label. */}
        <span aria-hidden="true">{dateLabel} from</span>
        <PlainDateField label={`${dateLabel} from`} placeholder="From" value={value.from} onChange={(from) => onChange({ ...value, from })} width={170} Calendar={Calendar} />
      </div>
      <div style={FIELD}>
        <span aria-hidden="true">{dateLabel} to</span>
        <PlainDateField
          label={`${dateLabel} to`}
          placeholder="To"
          value={value.to}
          error={isReversed(value) ? RANGE_REVERSED : null}
          onChange={(to) => onChange({ ...value, to })}
          width={170}
          Calendar={Calendar}
        />
      </div>
      <div style={FIELD}>
        <label htmlFor={`${id}-product`}>Product</label>
        <select id={`${id}-product`} style={{ ...INPUT_STYLE, width: 160 }} value={value.product} onChange={(event) => onChange({ ...value, product: event.target.value })}>
          {[{ value: ALL, label: 'All products' }, ...products].map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
