// @growth-suite/testing: support shared by api/test, worker/test and bench (never by product code).
export {
  freePort,
  killAll,
  ROOT,
  spawnTracked,
  startApiProcess,
  startNode,
  startRedisServer,
  startWorkerProcess,
  type ChildHandle,
  type Exit,
  type StartOptions,
} from './processes.ts';
export { startTcpProxy, type TcpProxy } from './tcpProxy.ts';
export { workerEnv, type WorkerTarget } from './workerEnv.ts';
export { openSse, type SseEvent, type SseStream } from './sse.ts';
export { listRedisKeys, removeRedisKeys } from './redisKeys.ts';
export { startSmtpServer, type SmtpOptions, type TestSmtp } from './smtp.ts';
