import { migrateDatabase } from "@/server/db/migrate";
import { defineCommand } from "../command";

export const migrate = defineCommand({
  name: "migrate",
  migrateFirst: false,
  run: (_flags, database) => migrateDatabase(database),
});
