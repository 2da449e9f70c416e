import { lazy } from "react";

export const PipelinePage = lazy(() => import("./PipelinePage"));
