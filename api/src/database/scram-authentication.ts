import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';

/** PostgreSQL's own default work factor for SCRAM-SHA-256 verifiers. */
const ITERATIONS = 4096;
/** A client that has not proved the password within this time is dropped. */
const HANDSHAKE_TIMEOUT_MS = 10_000;
/** No message of the handshake is anywhere near this long; a longer one is not a PostgreSQL client. */
const MAX_MESSAGE_BYTES = 10_000;

const PROTOCOL_3_0 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** What the server keeps of a password (RFC 5802): it verifies proofs without holding the password. */
export class ScramVerifier {
  private readonly salt = randomBytes(16);
  private readonly storedKey: Buffer;
  private readonly serverKey: Buffer;

  constructor(password: string) {
    const saltedPassword = pbkdf2Sync(password, this.salt, ITERATIONS, 32, 'sha256');
    this.storedKey = sha256(hmac(saltedPassword, 'Client Key'));
    this.serverKey = hmac(saltedPassword, 'Server Key');
  }

  /**
   * Runs SCRAM-SHA-256 with a client that has just connected, as PostgreSQL does. Resolves to the
   * client's startup message (to hand to the database once the client is in), or null after telling
   * the client why it was refused.
   */
  async authenticate(socket: Socket): Promise<Buffer | null> {
    const reader = new MessageReader(socket);
    socket.setTimeout(HANDSHAKE_TIMEOUT_MS, () => socket.destroy());
    try {
      const startup = await this.readStartup(socket, reader);
      if (!startup) return null;
      const user = startupParameters(startup).user ?? '';
      socket.write(authenticationMessage(10, Buffer.from('SCRAM-SHA-256\0\0')));

      const initial = await reader.message('p');
      const mechanismEnd = initial.indexOf(0);
      const mechanism = initial.subarray(0, mechanismEnd).toString();
      const clientFirst = initial.subarray(mechanismEnd + 5).toString();
      const gs2 = /^([ny]),,/.exec(clientFirst);
      const clientNonce = /(?:^|,)r=([^,]+)/.exec(clientFirst.slice(gs2?.[0].length ?? 0))?.[1];
      if (mechanism !== 'SCRAM-SHA-256' || !gs2 || !clientNonce) return this.refuse(socket, user);

      const nonce = clientNonce + randomBytes(18).toString('base64');
      const serverFirst = `r=${nonce},s=${this.salt.toString('base64')},i=${ITERATIONS}`;
      socket.write(authenticationMessage(11, Buffer.from(serverFirst)));

      const clientFinal = (await reader.message('p')).toString();
      const proofAt = clientFinal.lastIndexOf(',p=');
      const withoutProof = clientFinal.slice(0, proofAt);
      const channelBinding = Buffer.from(gs2[0]).toString('base64');
      if (proofAt === -1 || withoutProof !== `c=${channelBinding},r=${nonce}`) return this.refuse(socket, user);

      const authMessage = `${clientFirst.slice(gs2[0].length)},${serverFirst},${withoutProof}`;
      const proof = Buffer.from(clientFinal.slice(proofAt + 3), 'base64');
      const signature = hmac(this.storedKey, authMessage);
      if (proof.length !== signature.length) return this.refuse(socket, user);
      const clientKey = Buffer.from(proof.map((byte, i) => byte ^ signature[i]));
      if (!timingSafeEqual(sha256(clientKey), this.storedKey)) return this.refuse(socket, user);

      const serverSignature = hmac(this.serverKey, authMessage).toString('base64');
      socket.write(authenticationMessage(12, Buffer.from(`v=${serverSignature}`)));
      socket.setTimeout(0);
      return Buffer.concat([startup, reader.release()]);
    } catch {
      socket.destroy();
      return null;
    }
  }

  /** The startup message, after declining TLS and GSS encryption (loopback only); null for a cancel. */
  private async readStartup(socket: Socket, reader: MessageReader): Promise<Buffer | null> {
    for (;;) {
      const header = await reader.take(8);
      const length = header.readInt32BE(0);
      const code = header.readInt32BE(4);
      if (length === 8 && (code === SSL_REQUEST || code === GSSENC_REQUEST)) {
        socket.write('N');
        continue;
      }
      if (code !== PROTOCOL_3_0 || length < 8 || length > MAX_MESSAGE_BYTES) {
        socket.destroy();
        return null;
      }
      return Buffer.concat([header, await reader.take(length - 8)]);
    }
  }

  private refuse(socket: Socket, user: string): null {
    const fields = [
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', '28P01'],
      ['M', `password authentication failed for user "${user}"`],
    ];
    const body = Buffer.concat([...fields.map(([code, text]) => Buffer.from(`${code}${text}\0`)), Buffer.from([0])]);
    socket.end(backendMessage('E', body));
    return null;
  }
}

/** The startup message's parameters (user, database...). */
function startupParameters(startup: Buffer): Record<string, string> {
  const parts = startup.subarray(8).toString().split('\0');
  const parameters: Record<string, string> = {};
  for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i]) parameters[parts[i]] = parts[i + 1];
  return parameters;
}

function backendMessage(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/** An Authentication message: 10 SASL (mechanisms), 11 SASL continue, 12 SASL final. */
function authenticationMessage(kind: 10 | 11 | 12, data: Buffer): Buffer {
  const kindBytes = Buffer.alloc(4);
  kindBytes.writeInt32BE(kind);
  return backendMessage('R', Buffer.concat([kindBytes, data]));
}

/** Reads exact byte counts and typed messages from a socket until released. */
class MessageReader {
  private buffered = Buffer.alloc(0);
  private closed = false;
  private wake: (() => void) | null = null;

  constructor(private readonly socket: Socket) {
    socket.on('data', this.onData);
    socket.on('close', this.onClose);
    socket.on('error', this.onClose);
  }

  private readonly onData = (chunk: Buffer) => {
    this.buffered = Buffer.concat([this.buffered, chunk]);
    this.wake?.();
  };

  private readonly onClose = () => {
    this.closed = true;
    this.wake?.();
  };

  async take(length: number): Promise<Buffer> {
    while (this.buffered.length < length) {
      if (this.closed) throw new Error('connection closed during authentication');
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
    const bytes = this.buffered.subarray(0, length);
    this.buffered = this.buffered.subarray(length);
    return bytes;
  }

  /** The body of the next message, which must be of `type`. */
  async message(type: string): Promise<Buffer> {
    const header = await this.take(5);
    const length = header.readInt32BE(1);
    if (header.toString('latin1', 0, 1) !== type || length < 4 || length > MAX_MESSAGE_BYTES) {
      throw new Error(`expected a ${type} message`);
    }
    return this.take(length - 4);
  }

  /** Stops reading (the stream stays paused) and returns what arrived beyond the handshake. */
  release(): Buffer {
    this.socket.pause();
    this.socket.off('data', this.onData);
    this.socket.off('close', this.onClose);
    this.socket.off('error', this.onClose);
    return this.buffered;
  }
}
