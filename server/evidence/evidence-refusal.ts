/** A refusal with the status and the words the victim reads; nothing was stored. */
export class EvidenceRefusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
