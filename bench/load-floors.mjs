#!/usr/bin/env node
// The two floors bench/load.mjs compares the app with, serving the same bytes the app served (a fixtures file of
// path, content type and body): bare Node `http`, and bare Express 5 with helmet and compression, the stack the
// app is built on. Usage (by load.mjs): node bench/load-floors.mjs node|express PORT FIXTURES_JSON
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [kind, port, fixturesFile] = process.argv.slice(2);
const fixtures = new Map(
  JSON.parse(readFileSync(fixturesFile, 'utf8')).map(({ path, contentType, body }) => [
    path,
    { contentType, body: Buffer.from(body, 'base64') },
  ]),
);

function bareNode() {
  return createServer((request, response) => {
    const fixture = fixtures.get(request.url);
    if (!fixture) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': fixture.contentType, 'Content-Length': fixture.body.length });
    response.end(fixture.body);
  });
}

function expressWithHelmetAndCompression() {
  const express = require('express');
  const helmet = require('helmet');
  const compression = require('compression');
  const app = express();
  app.use(helmet());
  app.use(compression());
  for (const [path, fixture] of fixtures) {
    app.get(path, (_request, response) => response.type(fixture.contentType).send(fixture.body));
  }
  return createServer(app);
}

const server = kind === 'node' ? bareNode() : expressWithHelmetAndCompression();
server.listen(Number(port), '127.0.0.1', () => console.log(`${kind} floor on ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
