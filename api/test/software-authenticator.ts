import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, KeyObject, randomBytes, sign } from 'node:crypto';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

/** Authenticator-data flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
}

/**
 * A WebAuthn authenticator in software (ES256 on node's crypto, attestation "none"): it answers a site's
 * registration and authentication options as a browser with a passkey would, so tests run the real
 * verification. `origin` is the page the browser would be on.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  /** The signature counter; tests may set it back to act as a cloned authenticator. */
  counter = 0;

  constructor(readonly origin = 'http://localhost:3000') {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  /** A RegistrationResponseJSON for `options`. */
  register(options: CreationOptions, origin = this.origin) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authenticatorData(rpId, UP | UV | AT),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      Buffer.from(cosePublicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as Map<string, never>,
    );
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, origin);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(Buffer.from(attestationObject)),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** An AuthenticationResponseJSON for `options`: the counter moves on by one. */
  authenticate(options: RequestOptions, origin = this.origin) {
    this.counter += 1;
    const authenticatorData = this.authenticatorData(options.rpId ?? new URL(origin).hostname, UP | UV);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private authenticatorData(rpId: string, flags: number): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }
}
