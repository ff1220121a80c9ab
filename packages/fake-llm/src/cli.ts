// `npm start -w @growth-suite/fake-llm` (or FAKE_LLM_PORT=4010 tsx src/cli.ts): a fake OpenAI
// server for local runs and benchmarks. Point the worker at it with OPENAI_BASE_URL.
import { startFakeLlm } from './server.ts';

const fake = await startFakeLlm({ port: Number(process.env.FAKE_LLM_PORT ?? 4010) });
fake.configure({ latencyMs: Number(process.env.FAKE_LLM_LATENCY_MS ?? 0) });
console.log(`fake LLM listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
