/**
 * Test helper: a small public-key infrastructure made with the `openssl` command line, and the
 * real servers a sealed PDF's validation data comes from, all on 127.0.0.1:
 *
 *   Signet Test Root CA (self-signed)
 *   └─ Signet Test Issuing CA       AIA OCSP → the root's responder (signed by the root itself)
 *      ├─ Signet Test Seal          AIA OCSP → the issuing CA's responder (a delegated
 *      │                            OCSP-signing certificate), in a PKCS#12 with the chain
 *      └─ Signet Test TSA           extendedKeyUsage critical timeStamping, CRL DP → the issuing
 *                                   CA's CRL, served over http
 *
 * The OCSP responders are `openssl ocsp -port …` processes; the time-stamp authority is an http
 * server that runs `openssl ts -reply` for each request; the CRL is made by `openssl ca -gencrl`.
 * Each responder can be stopped and started again on the same port (a responder that is down).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

export interface Responder {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** An OCSP responder that can also be started signing with another certificate's key. */
export interface OcspResponder extends Responder {
  /** Starts it signing with `name`.pem / `name`.key from the PKI's folder (e.g. "tsa": not authorized). */
  startSigningWith(name: "root" | "issuing" | "ocsp-signer" | "tsa" | "seal"): Promise<void>;
}

export interface TestPki {
  dir: string;
  /** The seal's PKCS#12 (key, seal certificate, issuing CA, root) and its password. */
  seal: { p12: Buffer; password: string };
  /** DER certificates. */
  certificates: { root: Buffer; issuing: Buffer; seal: Buffer; tsa: Buffer; ocspSigner: Buffer };
  tsaUrl: string;
  /** Requests the time-stamp authority answered. */
  tsaRequests: () => number;
  /** The root's OCSP responder (answers for the issuing CA). */
  rootOcsp: OcspResponder;
  /** The issuing CA's OCSP responder (answers for the seal). */
  issuingOcsp: OcspResponder;
  /** The http server that serves the issuing CA's CRL. */
  crl: Responder;
  close(): Promise<void>;
}

const openssl = (dir: string, args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const derOf = (dir: string, pem: string) => openssl(dir, ["x509", "-in", pem, "-outform", "DER"]);

/** An index line for `openssl ocsp -index` and `openssl ca`: V, expiry, serial, subject. */
function indexLine(dir: string, pem: string): string {
  const out = openssl(dir, ["x509", "-in", pem, "-noout", "-serial", "-enddate", "-subject", "-nameopt", "compat"]).toString();
  const serial = /serial=([0-9A-F]+)/i.exec(out)![1]!.toUpperCase();
  const end = new Date(/notAfter=(.+)/.exec(out)![1]!.trim());
  const pad = (value: number) => String(value).padStart(2, "0");
  const expiry = `${pad(end.getUTCFullYear() % 100)}${pad(end.getUTCMonth() + 1)}${pad(end.getUTCDate())}${pad(end.getUTCHours())}${pad(end.getUTCMinutes())}${pad(end.getUTCSeconds())}Z`;
  const subject = /subject=(.+)/.exec(out)![1]!.trim();
  return `V\t${expiry}\t\t${serial}\tunknown\t${subject}\n`;
}

export async function startTestPki(): Promise<TestPki> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-pki-"));
  const [rootOcspPort, issuingOcspPort, crlPort] = [await freePort(), await freePort(), await freePort()];
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);

  // Root CA.
  openssl(dir, [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "root.key", "-out", "root.pem", "-days", "30", "-sha256",
    "-subj", "/O=Signet Tests/CN=Signet Test Root CA",
    "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
  ]);
  const issue = (name: string, subject: string, issuer: string, extensions: string) => {
    write(`${name}.ext`, extensions);
    openssl(dir, ["req", "-new", "-newkey", "rsa:2048", "-nodes", "-keyout", `${name}.key`, "-out", `${name}.csr`, "-subj", subject]);
    openssl(dir, [
      "x509", "-req", "-in", `${name}.csr`, "-CA", `${issuer}.pem`, "-CAkey", `${issuer}.key`, "-CAcreateserial",
      "-out", `${name}.pem`, "-days", "20", "-sha256", "-extfile", `${name}.ext`,
    ]);
  };
  issue(
    "issuing",
    "/O=Signet Tests/CN=Signet Test Issuing CA",
    "root",
    `basicConstraints=critical,CA:TRUE,pathlen:0\nkeyUsage=critical,keyCertSign,cRLSign\nauthorityInfoAccess=OCSP;URI:http://127.0.0.1:${rootOcspPort}/\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n`,
  );
  issue(
    "seal",
    "/O=Signet Tests/CN=Signet Test Seal",
    "issuing",
    `basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,nonRepudiation\nauthorityInfoAccess=OCSP;URI:http://127.0.0.1:${issuingOcspPort}/\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n`,
  );
  issue(
    "tsa",
    "/O=Signet Tests/CN=Signet Test TSA",
    "issuing",
    `basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=critical,timeStamping\ncrlDistributionPoints=URI:http://127.0.0.1:${crlPort}/issuing.crl\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n`,
  );
  issue(
    "ocsp-signer",
    "/O=Signet Tests/CN=Signet Test OCSP Responder",
    "issuing",
    `basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=OCSPSigning\n`,
  );

  // Status databases: the root knows the issuing CA; the issuing CA knows everything it issued.
  write("root-index.txt", indexLine(dir, "root.pem") + indexLine(dir, "issuing.pem"));
  write("issuing-index.txt", ["seal.pem", "tsa.pem", "ocsp-signer.pem"].map((pem) => indexLine(dir, pem)).join(""));
  write("issuing-index.txt.attr", "unique_subject = no\n");
  write("crlnumber", "01\n");
  write(
    "ca.cnf",
    `[ca]\ndefault_ca = issuing\n[issuing]\ndatabase = issuing-index.txt\ncrlnumber = crlnumber\ncertificate = issuing.pem\nprivate_key = issuing.key\ndefault_md = sha256\ndefault_crl_days = 7\n`,
  );
  openssl(dir, ["ca", "-gencrl", "-config", "ca.cnf", "-out", "issuing-crl.pem"]);
  openssl(dir, ["crl", "-in", "issuing-crl.pem", "-outform", "DER", "-out", "issuing.crl"]);

  // The seal's PKCS#12, with the chain, encrypted so that node-forge reads it.
  fs.writeFileSync(path.join(dir, "chain.pem"), Buffer.concat([fs.readFileSync(path.join(dir, "issuing.pem")), fs.readFileSync(path.join(dir, "root.pem"))]));
  const password = "signet-test-pki";
  openssl(dir, [
    "pkcs12", "-export", "-inkey", "seal.key", "-in", "seal.pem", "-certfile", "chain.pem", "-out", "seal.p12",
    "-passout", `pass:${password}`, "-keypbe", "PBE-SHA1-3DES", "-certpbe", "PBE-SHA1-3DES", "-macalg", "sha1",
  ]);

  // The time-stamp authority: `openssl ts -reply` per request.
  write("tsaserial", "01\n");
  write(
    "ts.cnf",
    `[tsa]\ndefault_tsa = tsa_config\n[tsa_config]\nserial = ${path.join(dir, "tsaserial")}\nsigner_cert = ${path.join(dir, "tsa.pem")}\nsigner_key = ${path.join(dir, "tsa.key")}\ncerts = ${path.join(dir, "chain.pem")}\nsigner_digest = sha256\ndefault_policy = 1.3.6.1.4.1.4146.1.2\ndigests = sha256, sha384, sha512\naccuracy = secs:1\nordering = no\ntsa_name = no\ness_cert_id_chain = no\ness_cert_id_alg = sha256\n`,
  );
  let tsaRequests = 0;
  let requestNumber = 0;
  const tsaServer = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      tsaRequests++;
      const number = ++requestNumber;
      const query = path.join(dir, `query-${number}.tsq`);
      const reply = path.join(dir, `reply-${number}.tsr`);
      fs.writeFileSync(query, Buffer.concat(chunks));
      const child = spawn("openssl", ["ts", "-reply", "-config", "ts.cnf", "-queryfile", query, "-chain", "chain.pem", "-out", reply], { cwd: dir, stdio: "ignore" });
      child.on("exit", (code) => {
        if (code !== 0 || !fs.existsSync(reply)) {
          response.writeHead(500);
          response.end();
          return;
        }
        response.writeHead(200, { "Content-Type": "application/timestamp-reply" });
        response.end(fs.readFileSync(reply));
      });
    });
  });
  await new Promise<void>((resolve) => tsaServer.listen(0, "127.0.0.1", resolve));
  const tsaPort = (tsaServer.address() as AddressInfo).port;

  const ocspResponder = (port: number, args: string[], signer: string): OcspResponder => {
    let child: ChildProcess | null = null;
    const start = async (name: string) => {
      if (child) return;
      const started = spawn("openssl", ["ocsp", "-port", String(port), "-ignore_err", "-nmin", "10", ...args, "-rsigner", `${name}.pem`, "-rkey", `${name}.key`], {
        cwd: dir,
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = started;
      // Ready once it says so: a probe connection would hold the single-threaded responder.
      await new Promise<void>((resolve, reject) => {
        let said = "";
        const timer = setTimeout(() => reject(new Error(`openssl ocsp did not start on port ${port}: ${said}`)), 10_000);
        const listen = (chunk: Buffer) => {
          said += chunk.toString();
          if (said.includes("waiting for OCSP client connections")) {
            clearTimeout(timer);
            resolve();
          }
        };
        started.stdout.on("data", listen);
        started.stderr.on("data", listen);
        started.once("exit", (code) => {
          clearTimeout(timer);
          reject(new Error(`openssl ocsp exited (${code}): ${said}`));
        });
      });
    };
    return {
      url: `http://127.0.0.1:${port}/`,
      start: () => start(signer),
      startSigningWith: (name) => start(name),
      async stop() {
        const running = child;
        child = null;
        if (!running || running.exitCode !== null) return;
        await new Promise<void>((resolve) => {
          running.once("exit", () => resolve());
          running.kill("SIGTERM");
        });
      },
    };
  };
  const rootOcsp = ocspResponder(rootOcspPort, ["-index", "root-index.txt", "-CA", "root.pem"], "root");
  const issuingOcsp = ocspResponder(issuingOcspPort, ["-index", "issuing-index.txt", "-CA", "issuing.pem"], "ocsp-signer");

  let crlServer: http.Server | null = null;
  const crl: Responder = {
    url: `http://127.0.0.1:${crlPort}/issuing.crl`,
    async start() {
      if (crlServer) return;
      crlServer = http.createServer((request, response) => {
        if (request.url !== "/issuing.crl") {
          response.writeHead(404);
          response.end();
          return;
        }
        response.writeHead(200, { "Content-Type": "application/pkix-crl" });
        response.end(fs.readFileSync(path.join(dir, "issuing.crl")));
      });
      await new Promise<void>((resolve) => crlServer!.listen(crlPort, "127.0.0.1", resolve));
    },
    async stop() {
      const server = crlServer;
      crlServer = null;
      if (server) await new Promise((resolve) => server.close(resolve));
    },
  };
  await Promise.all([rootOcsp.start(), issuingOcsp.start(), crl.start()]);

  return {
    dir,
    seal: { p12: fs.readFileSync(path.join(dir, "seal.p12")), password },
    certificates: {
      root: derOf(dir, "root.pem"),
      issuing: derOf(dir, "issuing.pem"),
      seal: derOf(dir, "seal.pem"),
      tsa: derOf(dir, "tsa.pem"),
      ocspSigner: derOf(dir, "ocsp-signer.pem"),
    },
    tsaUrl: `http://127.0.0.1:${tsaPort}/tsa`,
    tsaRequests: () => tsaRequests,
    rootOcsp,
    issuingOcsp,
    crl,
    async close() {
      await Promise.all([rootOcsp.stop(), issuingOcsp.stop(), crl.stop(), new Promise((resolve) => tsaServer.close(resolve))]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
