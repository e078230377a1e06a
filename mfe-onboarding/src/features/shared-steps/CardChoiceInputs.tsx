import { ChoiceGroup } from '../registration/components/ChoiceGroup';

/** A physical card's design as offered: its value, its name and what it costs ('free' or an amount). */
export type CardDesignOffer<D extends string> = { value: D; name: string; fee: string };

/** What the person chose: a virtual card only, or a physical card in one design. */
export type CardChoice<D extends string> = 'virtual' | D;

type Props<D extends string> = { designs: readonly CardDesignOffer<D>[]; value: CardChoice<D>; onChange: (choice: CardChoice<D>) => void };

/**
 * The debit card choice ('Card': 'Virtual card only (free)', then 'Physical card: <design> (<fee>)' for each design) in
 * plain markup, for registration's cards step (every design, ON-28) and an authorized user's card (Classic only).
 */
export function CardChoiceInputs<D extends string>({ designs, value, onChange }: Props<D>) {
  return (
    <ChoiceGroup<CardChoice<D>>
      label="Card"
      value={value}
      onChange={onChange}
      choices={[
        { key: 'virtual', value: 'virtual', label: 'Virtual card only (free)' },
        ...designs.map((d) => ({ key: d.value, value: d.value, label: `Physical card: ${d.name} (${d.fee})` })),
      ]}
    />
  );
}

/** The saved card as the choice starts: a physical card's design (the fallback when none was saved), else virtual. */
export const cardChoiceOf = <D extends string>(saved: { virtual_card_selected?: boolean | null; debit_card_design?: D | null } | null | undefined, fallback: D): CardChoice<D> =>
  saved?.virtual_card_selected === false ? (saved.debit_card_design ?? fallback) : 'virtual';

/** The body both card calls take. */
export const cardBodyOf = <D extends string>(choice: CardChoice<D>) =>
  choice === 'virtual' ? { virtual_card_selected: true } : { virtual_card_selected: false, debit_card_design: choice };
