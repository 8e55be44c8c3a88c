import Fastify from 'fastify';

/** The baseline: a bare Fastify answering one JSON object, started in its own process like the server. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
