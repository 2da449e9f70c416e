export * from "./enums.ts";
