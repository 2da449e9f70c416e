import { lazy } from "react";

export const UnassignedMailPage = lazy(() => import("./UnassignedMailPage"));
