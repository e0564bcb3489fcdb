export * from "./organizations";
export * from "./api-keys";
