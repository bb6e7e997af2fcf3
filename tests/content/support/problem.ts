/** A rule broken at a place in a file; `toString()` gives `file:line: message (rule: name)`. */
export class Problem {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly rule: string,
    readonly message: string,
  ) {}

  toString(): string {
    return `${this.file}:${this.line}: ${this.message} (rule: ${this.rule})`;
  }
}
