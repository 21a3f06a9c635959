import { randomInt } from "node:crypto";

// A reference a victim can read out over the phone: no 0/O, 1/I/L to mix up.
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_PREFIX = "CH-";
export const REFERENCE_LENGTH = 6;
export const REFERENCE_PATTERN = new RegExp(`^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

export type ReferenceGenerator = () => string;

/** e.g. CH-7K3Q9M. Random, not sequential, so a reference does not reveal how many others wrote to us. */
export function generateReference(): string {
  let code = "";
  for (let index = 0; index < REFERENCE_LENGTH; index++) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return REFERENCE_PREFIX + code;
}
