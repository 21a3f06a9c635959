import { execFileSync } from "node:child_process";
import { join } from "node:path";

export interface TlsCertificate {
  certificate: string;
  key: string;
}

/**
 * A throwaway self-signed certificate for 127.0.0.1, made with openssl as an operator would,
 * valid for a day. Its subjectAltName lets a client verify it against itself as the CA.
 */
export function selfSignedCertificate(dir: string): TlsCertificate {
  const certificate = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { stdio: ["ignore", "ignore", "pipe"], timeout: 10_000 },
  );
  return { certificate, key };
}
