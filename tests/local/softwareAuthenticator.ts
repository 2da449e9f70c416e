// A WebAuthn authenticator in software, for the passkey tests: one ES256 discoverable
// credential, created and used the way a browser's navigator.credentials would.
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type { SupabaseClient } from "@supabase/supabase-js";

// The shapes supabase-js's passkey methods hand over and take back.
type Passkeys = SupabaseClient["auth"]["passkey"];
type Options<M extends "startRegistration" | "startAuthentication"> = NonNullable<
  Awaited<ReturnType<Passkeys[M]>>["data"]
>["options"];
type RegistrationResponseJSON = Parameters<Passkeys["verifyRegistration"]>[0]["credential"];
type AuthenticationResponseJSON = Parameters<Passkeys["verifyAuthentication"]>[0]["credential"];

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL_DATA = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

export class SoftwareAuthenticator {
  private readonly credentialId = randomBytes(32);
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  private userHandle: string | null = null;
  private counter = 0;

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {}

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string) {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  private rpIdHash() {
    return createHash("sha256").update(this.rpId).digest();
  }

  /** navigator.credentials.create(): a credential bound to the options' user, attestation 'none'. */
  create(options: Options<"startRegistration">): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    // COSE_Key: kty EC2, alg ES256, crv P-256, x, y.
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.rpIdHash(),
      Buffer.from([USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL_DATA]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      isoCBOR.encode(coseKey),
    ]);
    const attestation = new Map<string, string | Uint8Array | Map<string, string>>([
      ["fmt", "none"],
      ["attStmt", new Map<string, string>()],
      ["authData", authData],
    ]);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge)),
        attestationObject: b64url(isoCBOR.encode(attestation)),
        transports: ["usb"],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): an assertion signed with the credential, naming its user. */
  get(options: Options<"startAuthentication">): AuthenticationResponseJSON {
    if (!this.userHandle) throw new Error("create() a credential before get()");
    this.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const authenticatorData = Buffer.concat([
      this.rpIdHash(),
      Buffer.from([USER_PRESENT | USER_VERIFIED]),
      counter,
    ]);
    const clientData = this.clientData("webauthn.get", options.challenge);
    const signed = Buffer.concat([
      authenticatorData,
      createHash("sha256").update(clientData).digest(),
    ]);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(sign("sha256", signed, this.keys.privateKey)),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
