import { lazy } from "react";

export const ImportClientsPage = lazy(() => import("./ImportClientsPage"));
