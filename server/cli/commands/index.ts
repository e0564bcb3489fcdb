import type { Command } from "../command";
import { backup } from "./backup";
import { bootstrap } from "./bootstrap";
import { keysCreate } from "./keys-create";
import { keysRevoke } from "./keys-revoke";
import { migrate } from "./migrate";
import { orgSet } from "./org-set";
import { processesFinalize } from "./processes-finalize";
import { restore } from "./restore";
import { seed } from "./seed";
import { usersCreate } from "./users-create";
import { usersResetPassword } from "./users-reset-password";
import { usersSignOut } from "./users-sign-out";

/** In the order the usage text lists them. */
export const commands: Command[] = [bootstrap, keysCreate, keysRevoke, usersCreate, usersSignOut, usersResetPassword, orgSet, processesFinalize, migrate, backup, restore, seed];
