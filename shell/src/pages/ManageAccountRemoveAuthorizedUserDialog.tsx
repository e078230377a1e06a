import { Alert, Button, Modal, Typography } from 'antd';
import type { AuthorizedUser } from './ManageAccountAuthorizedUsersList';

export type RemoveAuthorizedUserDialogProps = { person: AuthorizedUser | null; isBusy: boolean; error: string | null; onKeep: () => void; onRemove: () => void };

/** ON-72's confirmation before cancelling an invitation or removing an authorized user (antd's Modal), loaded when asked for. */
export default function ManageAccountRemoveAuthorizedUserDialog({ person, isBusy, error, onKeep, onRemove }: RemoveAuthorizedUserDialogProps) {
  const isInvited = person?.status === 'invited';
  return (
    <Modal
      open={person !== null}
      title={isInvited ? 'Cancel this invitation?' : 'Remove this authorized user?'}
      width={360}
      onCancel={onKeep}
      footer={[
        <Button key="keep" onClick={onKeep}>
          Keep
        </Button>,
        <Button key="remove" type="primary" danger loading={isBusy} onClick={onRemove}>
          {isInvited ? 'Yes, Cancel It' : 'Yes, Remove'}
        </Button>,
      ]}
    >
      {person && (
        <Typography.Paragraph>
          {isInvited
            ? `The link sent to ${person.email} will stop working.`
            : `${person.first_name} ${person.last_name} will lose access to this account and their card will stop working.`}
        </Typography.Paragraph>
      )}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Modal>
  );
}
