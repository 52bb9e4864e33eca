// GSM 03.38, the 7-bit alphabet of SMS: a character of the extension table takes two septets
// (an escape and itself). Anything else forces UCS-2, where one part holds 70 characters.
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '\f^{}\\[~]|€';
const basic = new Set(BASIC);
const extension = new Set(EXTENSION);

/** One SMS part holds 160 septets of GSM 7-bit text. */
export const SMS_PART_SEPTETS = 160;

/** The septets a text takes in GSM 7-bit encoding, or null when it cannot be written in it. */
export function gsmLength(text: string): number | null {
  let septets = 0;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extension.has(char)) septets += 2;
    else return null;
  }
  return septets;
}
