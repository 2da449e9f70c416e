import { lazy } from "react";

export const KnowledgePage = lazy(() => import("./KnowledgePage"));
