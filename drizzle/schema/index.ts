export * from "./auth";
export * from "./content";
export * from "./community";
export * from "./children";
export * from "./system";
export * from "./reminders";
export * from "./care";
