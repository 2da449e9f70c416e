import { lazy } from "react";

export const DashboardPage = lazy(() => import("./DashboardPage"));
export const ActivityPage = lazy(() => import("./ActivityPage"));
