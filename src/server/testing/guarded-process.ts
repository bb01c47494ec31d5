// A process under the server's guard whose one request lets an error escape every handler, as an
// exception thrown from a timer or as a rejection nobody handles (argv[2]): for process-guard.test.ts.
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { withRequestContext } from '../http/request-context';
import { createLogger } from '../logger';
import { guardProcess } from '../process-guard';

const escape = process.argv[2] === 'exception' ? 'exception' : 'rejection';
const logger = createLogger('info');
guardProcess(logger, () => {
  logger.info('stop called');
  process.exit(1);
});

const app = new Hono();
app.use(requestId());
app.use(withRequestContext());
app.get('/escape', (c) => {
  if (escape === 'exception') {
    setTimeout(() => {
      throw new Error('escaped as an exception');
    });
  } else {
    void Promise.reject(new Error('escaped as a rejection'));
  }
  return c.text('answered');
});

await app.request('/escape', { headers: { 'X-Request-Id': 'the-escaping-request' } });
setTimeout(() => logger.info('still serving'), 300);
