import { lazy } from "react";

export const FollowUpsPage = lazy(() => import("./FollowUpsPage"));
