import { AppError } from '../../http/app-error';

/** Another team's card answers exactly like an unknown one: "NFC card info not obtained". */
export const cardInvalid = () => new AppError('nfcCardInvalid', { messageKey: 'touch_card.card_invalid' });
