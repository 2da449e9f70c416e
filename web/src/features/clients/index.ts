import { lazy } from "react";

export const ClientsPage = lazy(() => import("./ClientsPage"));
