import { lazy } from "react";

export const ChatPage = lazy(() => import("./ChatPage"));
