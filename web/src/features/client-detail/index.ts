import { lazy } from "react";

export const ClientDetailPage = lazy(() => import("./ClientDetailPage"));
