export * from "./organizations";
export * from "./api-keys";
export * from "./jobs";
export * from "./pdf-assets";
export * from "./signing";
export * from "./webhooks";
export * from "./templates";
export * from "./online-forms";
