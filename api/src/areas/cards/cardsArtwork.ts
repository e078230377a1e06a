/**
 * The sandbox card art (API-48): our own SVG designs, by artwork id, matching the registration's designs (1 Classic,
 * 2 Midnight, 3 Aurora). Presentation attributes only (no <style>, no script, no external reference), so the file is
 * inert wherever it is shown. `invertTextColor`: text on the card is white.
 */
export type Artwork = { id: number; name: string; from: string; to: string; accent: string; invertTextColor: boolean };

export const ARTWORKS: readonly Artwork[] = [
  { id: 1, name: 'Classic', from: '#E8EEFF', to: '#B9C8FF', accent: '#1F3FBF', invertTextColor: false },
  { id: 2, name: 'Midnight', from: '#10162F', to: '#2B3566', accent: '#8FA5FF', invertTextColor: true },
  { id: 3, name: 'Aurora', from: '#2A0E61', to: '#0F7A6B', accent: '#7CF5D6', invertTextColor: true },
];

export const artworkById = (id: number): Artwork | null => ARTWORKS.find((a) => a.id === id) ?? null;

const background = (art: Artwork) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>`
  + '<rect width="856" height="540" rx="36" fill="url(#g)"/>'
  + `<circle cx="720" cy="80" r="220" fill="${art.accent}" fill-opacity="0.18"/>`
  + `<circle cx="120" cy="520" r="180" fill="${art.accent}" fill-opacity="0.12"/>`;

/** The card's background art alone (background_image_url). */
export const backgroundSvg = (art: Artwork): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 856 540" width="856" height="540">${background(art)}</svg>`;

/** The card face (card_image_url): the art with the Qube wordmark, a chip and the DEBIT mark; no number, no name. */
export const faceSvg = (art: Artwork): string => {
  const ink = art.invertTextColor ? '#FFFFFF' : '#10162F';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 856 540" width="856" height="540">${background(art)}`
    + `<text x="56" y="96" font-family="Helvetica, Arial, sans-serif" font-size="56" font-weight="700" fill="${ink}">Qube</text>`
    + '<rect x="56" y="170" width="96" height="72" rx="12" fill="#D9B45A"/>'
    + `<text x="800" y="96" text-anchor="end" font-family="Helvetica, Arial, sans-serif" font-size="36" font-weight="700" fill="${ink}">DEBIT</text>`
    + '</svg>';
};
