/**
 * Secrets that must survive restarts. Given ones (SECRET_KEY, AUTH_SECRET) win; otherwise they
 * are generated once into $DATA_DIR/secrets.json (mode 0600) so that a fresh install works
 * without configuration and sessions stay valid across restarts.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { env } from "./env";

const storedSecretsSchema = z.object({
  secretKey: z.string().min(32),
  authSecret: z.string().min(32),
});

export type Secrets = z.infer<typeof storedSecretsSchema>;

function generate(): Secrets {
  return {
    secretKey: randomBytes(32).toString("base64url"),
    authSecret: randomBytes(32).toString("base64url"),
  };
}

function readOrCreateStored(dataDir: string): Secrets {
  const file = path.join(dataDir, "secrets.json");
  if (fs.existsSync(file)) {
    const parsed = storedSecretsSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
    if (!parsed.success) throw new Error(`${file} is not a valid secrets file; remove it to generate new secrets`);
    return parsed.data;
  }
  // Only the server's user may read the data directory: it holds the database, files and secrets.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secrets = generate();
  try {
    // Note: "wx" makes two processes starting at once agree on one file instead of overwriting.
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: "wx" });
    return secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readOrCreateStored(dataDir);
    throw error;
  }
}

const cache = globalThis as unknown as { __signetSecrets?: Secrets };

export function secrets(): Secrets {
  if (cache.__signetSecrets) return cache.__signetSecrets;
  const config = env();
  const stored =
    config.SECRET_KEY && config.AUTH_SECRET ? undefined : readOrCreateStored(config.DATA_DIR);
  cache.__signetSecrets = {
    secretKey: config.SECRET_KEY ?? stored!.secretKey,
    authSecret: config.AUTH_SECRET ?? stored!.authSecret,
  };
  return cache.__signetSecrets;
}
