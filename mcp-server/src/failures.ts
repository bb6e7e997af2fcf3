/** A request the server refuses or cannot answer; its message is what the agent reads. */
export class LookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LookupError';
  }
}

/** Something the agent asked for does not exist; `suggestions` are the nearest names there are. */
export class NotFoundError extends LookupError {
  constructor(
    what: string,
    readonly suggestions: string[],
    hint = '',
  ) {
    super(`${what} was not found.${suggestions.length > 0 ? ` Nearest matches: ${suggestions.map((s) => `\`${s}\``).join(', ')}.` : ''}${hint ? ` ${hint}` : ''}`);
    this.name = 'NotFoundError';
  }
}

/** The site did not answer, answered with an error, or the path is not one the server may read. */
export class SiteError extends LookupError {
  constructor(message: string) {
    super(message);
    this.name = 'SiteError';
  }
}
