import { randomBytes } from "node:crypto";
import type { Algorithm, Options } from "@node-rs/argon2";

// Passwords are stored as argon2id PHC strings (the parameters travel inside the string, so
// raising them later still verifies old hashes). See docs/decisions/0005.
//
// The native argon2 module is loaded on the first signup or login, not at start: the public
// site never needs it, and it holds about 4 MB of memory once loaded.

/** What the hasher uses of argon2. */
interface Argon2 {
  hash(password: string, options: Options): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

let argon2: Promise<Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import("@node-rs/argon2"));

/** Algorithm.Argon2id: a const enum, which isolated modules cannot read by name. */
const ARGON2ID = 2 as Algorithm;

/** OWASP's recommended argon2id setting: 19 MiB of memory, 2 passes, 1 lane. */
const OWASP_ARGON2ID: Readonly<Options> = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export interface PasswordHasher {
  hashPassword(password: string): Promise<string>;
  verifyPassword(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of a real verification and answers false: used when the e-mail is unknown,
   * so the answer's timing does not tell whether an account exists.
   */
  verifyAgainstDummy(password: string): Promise<false>;
}

/**
 * A hasher with OWASP's parameters. `load` gives argon2's functions: the module itself, loaded on
 * first use; a test passes them wrapped, to see what each verification checks against.
 */
export function createPasswordHasher(load: () => Promise<Argon2> = loadArgon2): PasswordHasher {
  let dummyHash: Promise<string> | undefined;

  async function hashPassword(password: string): Promise<string> {
    return (await load()).hash(password, { ...OWASP_ARGON2ID });
  }

  async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
    const { verify } = await load();
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash never lets anyone in.
      return false;
    }
  }

  return {
    hashPassword,
    verifyPassword,
    async verifyAgainstDummy(password) {
      dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
      await verifyPassword(await dummyHash, password);
      return false;
    },
  };
}

/** The production hasher, with OWASP's parameters. */
export const passwordHasher: PasswordHasher = createPasswordHasher();
