import { useState } from 'react';
import { Alert, Button, Skeleton, Space, Typography } from 'antd';
import { ApiError } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { CardPicture } from './CardPicture';
import { loadCardAccount, loadCardDetails, loadCardImage, type CardDetails, type CardImage } from './cardApi';

/** MM-135: what the card dialog says when the account has no active card. */
export const NO_ACTIVE_CARD = 'This account has no active card!';

/**
 * The account's card (MM-135, MM-136): its picture, masked, and 'Show card details' revealing the full number, expiry
 * and CVV to the cardholder. Revealed details live in this component's state only: hidden again, or gone with the
 * component, they are nowhere in the browser (no storage, no cache: the API answers no-store). It shows the active
 * account's card; `accountId` is the account the parent keyed it by.
 */
export function CardView({ accountId }: Props) {
  const card = useAccountData(['card'], loadCard);
  const [details, setDetails] = useState<CardDetails | null>(null);
  const [revealError, setRevealError] = useState<string | null>(null);
  const [isRevealing, setIsRevealing] = useState(false);

  if (card.status === 'error') {
    return <Alert type="error" showIcon title={card.error.fallbackMessage ?? 'We could not load your card.'} action={<Button onClick={card.reload}>Retry</Button>} />;
  }
  if (card.status === 'loading') return <Skeleton active aria-label="Loading your card" />;
  const { image, nameOnCard } = card.data;
  if (image.card_id === null || !image.config) return <Typography.Paragraph>{NO_ACTIVE_CARD}</Typography.Paragraph>;
  const cardId = image.card_id;

  const reveal = async () => {
    setIsRevealing(true);
    setRevealError(null);
    try {
      setDetails(await loadCardDetails(accountId, cardId));
    } catch (caught) {
      setRevealError((caught instanceof ApiError ? caught.fallbackMessage : null) ?? 'We could not show the card details.');
    } finally {
      setIsRevealing(false);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <CardPicture
        cardImageUrl={image.config.card_image_url}
        backgroundImageUrl={image.config.background_image_url}
        invertTextColor={image.config.invert_text_color}
        lastFour={image.last_four ?? ''}
        nameOnCard={nameOnCard}
        details={details}
      />
      {details ? (
        <Button key="hide" block onClick={() => setDetails(null)}>
          Hide card details
        </Button>
      ) : (
        <Button key="show" block type="primary" loading={isRevealing} onClick={() => void reveal()}>
          Show card details
        </Button>
      )}
      <div aria-live="polite">{revealError && <Alert type="error" showIcon role="alert" title={revealError} />}</div>
    </Space>
  );
}

/** The card's picture and (MM-136) its holder's name from the card's own account call. */
async function loadCard(accountId: number): Promise<{ image: CardImage; nameOnCard: string }> {
  const image = await loadCardImage(accountId);
  if (image.card_id === null) return { image, nameOnCard: '' };
  const owner = await loadCardAccount(image.card_id);
  return { image, nameOnCard: owner.name_on_card };
}

/** The account the card belongs to: a parent keys CardView by it, so a switch forgets revealed details. */
type Props = { accountId: number };
