import type { CSSProperties } from 'react';
import type { CardDetails } from './cardApi';

/**
 * The card as a picture (MM-135, MM-136): the design's art (card_image_url over background_image_url) with the name and
 * the number written on it in the colour invert_text_color asks for. Until details are shown the number is masked to
 * its last four digits. Our own component, standing in for the issuer's card frame.
 */
export function CardPicture({ cardImageUrl, backgroundImageUrl, invertTextColor, lastFour, nameOnCard, details }: Props) {
  const ink = invertTextColor ? '#FFFFFF' : '#10162F';
  const number = details ? groupDigits(details.card_number) : `•••• •••• •••• ${lastFour}`;
  const expiry = details ? `${String(details.expiration_month).padStart(2, '0')}/${String(details.expiration_year % 100).padStart(2, '0')}` : '••/••';
  return (
    <figure style={FRAME_STYLE} aria-label="Qube card">
      <img src={backgroundImageUrl} alt="" style={LAYER_STYLE} />
      <img src={cardImageUrl} alt="Qube card design" style={LAYER_STYLE} />
      <figcaption style={{ ...CAPTION_STYLE, color: ink }}>
        <span style={NUMBER_STYLE} aria-label={details ? 'Card number' : 'Card number, last four digits'}>
          {number}
        </span>
        <span style={ROW_STYLE}>
          <span>{nameOnCard}</span>
          <span aria-label="Expires">{expiry}</span>
          {details?.cvv && <span aria-label="CVV">CVV {details.cvv}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

/** '4000000000000017' → '4000 0000 0000 0017'. */
export const groupDigits = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

type Props = {
  cardImageUrl: string;
  backgroundImageUrl: string;
  invertTextColor: boolean;
  lastFour: string;
  nameOnCard: string;
  details: CardDetails | null;
};

const FRAME_STYLE: CSSProperties = { position: 'relative', width: '100%', maxWidth: 428, aspectRatio: '856 / 540', margin: '0 auto', borderRadius: 18, overflow: 'hidden' };
const LAYER_STYLE: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };
const CAPTION_STYLE: CSSProperties = { position: 'absolute', left: '6.5%', right: '6.5%', bottom: '9%', display: 'grid', gap: 8, fontFamily: 'Helvetica, Arial, sans-serif' };
const NUMBER_STYLE: CSSProperties = { fontSize: 22, letterSpacing: 2, fontVariantNumeric: 'tabular-nums' };
const ROW_STYLE: CSSProperties = { display: 'flex', gap: 16, fontSize: 14, textTransform: 'uppercase' };
