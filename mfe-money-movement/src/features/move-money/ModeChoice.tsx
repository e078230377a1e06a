import { Segmented } from 'antd';

/** What the amount means (MM-50, MM-86): moved as it is ('Transfer'), or what the destination is filled up to ('Fill To'). */
export function ModeChoice({ value, onChange }: { value: MoveMode; onChange: (mode: MoveMode) => void }) {
  return (
    <Segmented<MoveMode>
      block
      value={value}
      onChange={onChange}
      options={[
        { label: 'Transfer', value: 'transfer' },
        { label: 'Fill To', value: 'fill_to' },
      ]}
    />
  );
}

type MoveMode = 'transfer' | 'fill_to';
