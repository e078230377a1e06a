import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardBodyOf, cardChoiceOf, CardChoiceInputs, type CardChoice } from './CardChoiceInputs';

type Design = 'classic' | 'aurora';

function Harness({ onChoice }: { onChoice: (choice: CardChoice<Design>) => void }) {
  const [choice, setChoice] = useState<CardChoice<Design>>('virtual');
  return (
    <CardChoiceInputs<Design>
      designs={[{ value: 'classic', name: 'Classic', fee: 'free' }, { value: 'aurora', name: 'Aurora', fee: '$9.00' }]}
      value={choice}
      onChange={(next) => {
        setChoice(next);
        onChoice(next);
      }}
    />
  );
}

describe('CardChoiceInputs', () => {
  it('ON-28 offers a virtual card and each physical design with its fee, as radios of one group', async () => {
    const onChoice = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness onChoice={onChoice} />);
    const group = screen.getByRole('radiogroup', { name: 'Card' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Virtual card only (free)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Physical card: Aurora ($9.00)' }));
    expect(onChoice).toHaveBeenLastCalledWith('aurora');
    expect(screen.getByRole('radio', { name: 'Physical card: Classic (free)' })).not.toBeChecked();
  });

  it('starts from the saved card and sends the body both card calls take', () => {
    expect(cardChoiceOf<Design>({ virtual_card_selected: false, debit_card_design: 'aurora' }, 'classic')).toBe('aurora');
    expect(cardChoiceOf<Design>({ virtual_card_selected: false, debit_card_design: null }, 'classic')).toBe('classic');
    expect(cardChoiceOf<Design>(null, 'classic')).toBe('virtual');
    expect(cardBodyOf<Design>('virtual')).toEqual({ virtual_card_selected: true });
    expect(cardBodyOf<Design>('aurora')).toEqual({ virtual_card_selected: false, debit_card_design: 'aurora' });
  });
});
