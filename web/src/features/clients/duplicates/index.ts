import { lazy } from "react";

export const DuplicatesPage = lazy(() => import("./DuplicatesPage"));
