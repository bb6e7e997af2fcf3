/**
 * Rule `attach-every-kyc-status`: the attach-kyc-document operation's description says what a
 * document attached in each `kyc_status` does, so it names each value as the state the customer
 * is in when the document arrives: "from `x`", "on `x`", "while `kyc_status` is `x`",
 * "already `x`" or "a(n) `x` customer".
 */
import { parse as parseYaml } from 'yaml';

const statedIn = (value: string) => new RegExp(`(?:\\bfrom|\\bon|\\bwhile \`kyc_status\` is|\\balready)\\s+\`${value}\`|\\ban?\\s+\`${value}\`\\s+customer`);

/** Each KycStatus value the `post` description of the path file leaves unanswered. */
export function attachStatusProblems(file: string, source: string, statuses: string[]): string[] {
  const description = (parseYaml(source) as { post?: { description?: string } }).post?.description ?? '';
  const line = source.split('\n').findIndex((text) => /^ {2}description:/.test(text)) + 1;
  const spaced = description.replace(/\s+/g, ' ');
  return statuses
    .filter((status) => !statedIn(status).test(spaced))
    .map((status) => `${file}:${line}: the description does not say what a document attached while \`kyc_status\` is \`${status}\` does (name it as "while \`kyc_status\` is \`${status}\`", "on \`${status}\`", "from \`${status}\`" or "a(n) \`${status}\` customer") (rule: attach-every-kyc-status)`);
}
