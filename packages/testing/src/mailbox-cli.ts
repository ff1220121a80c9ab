// The browser tests' mailbox: a real SMTP server (startSmtpServer) the worker of the mail-on api sends
// to, and what arrived as JSON over HTTP (GET /messages), for a spec to read and follow links from —
// as a person reads their inbox. MAILBOX_SMTP_PORT and MAILBOX_HTTP_PORT say where.
import { createServer } from 'node:http';
import { startSmtpServer } from './smtp.ts';

const smtpPort = Number(process.env.MAILBOX_SMTP_PORT);
const httpPort = Number(process.env.MAILBOX_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('MAILBOX_SMTP_PORT and MAILBOX_HTTP_PORT are required');

const smtp = await startSmtpServer({ port: smtpPort });
const http = createServer((request, response) => {
  if (request.method !== 'GET' || request.url !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const messages = smtp.messages.map((message) => ({
    to: (Array.isArray(message.to) ? message.to : message.to ? [message.to] : []).flatMap((to) => to.value.map((address) => address.address ?? '')),
    from: message.from?.value[0] ?? null,
    subject: message.subject ?? '',
    text: message.text ?? '',
    html: typeof message.html === 'string' ? message.html : '',
    listUnsubscribe: message.headerLines.find((header) => header.key === 'list-unsubscribe')?.line.replace(/^[^:]*:\s*/, '') ?? null,
    attachments: message.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, size: file.size, head: file.content.subarray(0, 5).toString('latin1') })),
  }));
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(messages));
});
await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
console.log(`mailbox: SMTP on ${smtpPort}, messages at http://127.0.0.1:${httpPort}/messages`);

const stop = () => {
  http.close();
  void smtp.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
