// A real SMTP server for tests (DESIGN §11): the product sends to it through SMTP_URL, and the test
// reads what arrived, parsed by mailparser. It can refuse: the first N messages with a temporary 451,
// or every message to some address with a permanent 550.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpOptions {
  /** How many deliveries to refuse with 451 (try again later) before accepting. */
  temporaryFailures?: number;
  /**
   * How many deliveries to hold without ever answering (a server that hangs mid-send): the message is
   * read, never accepted, so it does not count as arrived.
   */
  holdDeliveries?: number;
  /** Called when a held delivery starts (the sender is now mid-send). */
  onHold?: () => void;
  /** Recipients refused with 550 (no such mailbox). */
  rejectTo?: (address: string) => boolean;
  /** Where to listen (127.0.0.1); a free port unless said. */
  port?: number;
}

export interface TestSmtp {
  url: string;
  /** What arrived, in order. */
  messages: ParsedMail[];
  /** The same messages as their bytes arrived (a signature is checked on these, not on the parsed form). */
  sources: Buffer[];
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Resolves with the first message to `to` whose subject starts with `subjectStart`, once it has arrived. */
  arrived(to: string, subjectStart: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

export async function startSmtpServer(options: SmtpOptions = {}): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const sources: Buffer[] = [];
  let temporary = options.temporaryFailures ?? 0;
  let hold = options.holdDeliveries ?? 0;
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Open sessions (a held one) are ended a second after close, not thirty.
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      if (options.rejectTo?.(address.address)) return callback(refusal(550, 'No such mailbox here'));
      callback();
    },
    onData(stream, _session, callback) {
      if (hold > 0) {
        hold -= 1;
        stream.resume();
        stream.on('end', () => options.onHold?.()); // and never a reply: the sender waits
        return;
      }
      if (temporary > 0) {
        temporary -= 1;
        stream.resume();
        stream.on('end', () => callback(refusal(451, 'Try again later')));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const source = Buffer.concat(chunks);
        simpleParser(source).then(
          (mail) => {
            sources.push(source);
            messages.push(mail);
            for (const wake of waiters) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  /** What `found` gives, as soon as a message makes it give something (rejects after `timeoutMs`). */
  function until<T>(found: () => T | undefined, timeoutMs: number, failure: () => string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(failure()));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    sources,
    waitFor(count, timeoutMs = 10_000) {
      return until(() => (messages.length >= count ? messages.slice() : undefined), timeoutMs, () => `expected ${count} messages, got ${messages.length}`);
    },
    arrived(to, subjectStart, timeoutMs = 15_000) {
      const find = () => messages.find((m) => JSON.stringify(m.to).includes(to) && (m.subject ?? '').startsWith(subjectStart));
      return until(find, timeoutMs, () => `never arrived: "${subjectStart}" to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
