import { Select } from 'antd';
import { DateField } from '@qube/shared/ui/DateField';
import { isReversed, monthOf, monthRange, RANGE_REVERSED, recentMonths, type ListFilters } from './listFilters';

type Props = {
  value: ListFilters;
  onChange: (filters: ListFilters) => void;
  products: readonly { value: string; label: string }[];
  /** What the dates filter, for the labels ('Account created', 'Date sold'). */
  dateLabel: string;
};

const ALL = '';

/**
 * Filters of a partner list: a month as a quick choice, or any day range (From, To), and a product.
 * Each change applies at once; the list goes back to its first page.
 */
export function ListFilterBar({ value, onChange, products, dateLabel }: Props) {
  const month = monthOf(value);
  return (
    <div role="group" aria-label="Filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start', marginBottom: 16 }}>
      <div style={{ display: 'grid', gap: 4 }}>
        <span aria-hidden="true">Month</span>
        <Select
          aria-label="Month"
          style={{ width: 180 }}
          value={month}
          onChange={(next: string) => onChange({ ...value, ...(next ? monthRange(next) : { from: '', to: '' }) })}
          options={[{ value: ALL, label: 'Any month' }, ...recentMonths()]}
        />
      </div>
      <div style={{ display: 'grid', gap: 4 }}>
        <span aria-hidden="true">{dateLabel} from</span>
        <DateField label={`${dateLabel} from`} placeholder="From" value={value.from} allowEmpty onChange={(from) => onChange({ ...value, from })} style={{ width: 170 }} />
      </div>
      <div style={{ display: 'grid', gap: 4 }}>
        <span aria-hidden="true">{dateLabel} to</span>
        <DateField
          label={`${dateLabel} to`}
          placeholder="To"
          value={value.to}
          allowEmpty
          error={isReversed(value) ? RANGE_REVERSED : null}
          onChange={(to) => onChange({ ...value, to })}
          style={{ width: 170 }}
        />
      </div>
      <div style={{ display: 'grid', gap: 4 }}>
        <span aria-hidden="true">Product</span>
        <Select aria-label="Product" style={{ width: 160 }} value={value.product} onChange={(product: string) => onChange({ ...value, product })} options={[{ value: ALL, label: 'All products' }, ...products]} />
      </div>
    </div>
  );
}
