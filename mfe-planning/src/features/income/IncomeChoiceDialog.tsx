import { useState } from 'react';
import { Alert, Button, Modal, Space, Typography } from 'antd';

/** One answer of a choice dialog; `onChoose` resolves when done (the card closes the dialog) and may fail. */
export type IncomeChoice = { label: string; isPrimary?: boolean; isDanger?: boolean; onChoose: () => Promise<void> };

/**
 * A small question before an edit or a delete (PL-13, PL-15): a sentence, one button per answer and Cancel. An answer
 * runs in place (the button shows it is busy); a failure stays in the dialog so the person can try again or cancel.
 */
export function IncomeChoiceDialog({ title, question, choices, failure, onCancel }: Props) {
  const [running, setRunning] = useState<string | null>(null);

  async function choose(choice: IncomeChoice) {
    if (running) return;
    setRunning(choice.label);
    try {
      await choice.onChoose();
    } finally {
      setRunning(null);
    }
  }

  return (
    <Modal
      open
      title={title}
      onCancel={onCancel}
      width={440}
      footer={
        <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onCancel}>Cancel</Button>
          {choices.map((choice) => (
            // Busy, not disabled: a disabled button drops keyboard focus; a second press meanwhile is ignored.
            <Button key={choice.label} type={choice.isPrimary ? 'primary' : 'default'} danger={choice.isDanger} loading={running === choice.label} onClick={() => void choose(choice)}>
              {choice.label}
            </Button>
          ))}
        </Space>
      }
    >
      <Typography.Paragraph>{question}</Typography.Paragraph>
      {failure && <Alert type="error" role="alert" showIcon title={failure} />}
    </Modal>
  );
}

type Props = {
  title: string;
  question: string;
  choices: IncomeChoice[];
  failure: string | null;
  onCancel: () => void;
};
