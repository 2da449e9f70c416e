import { Hono } from "hono";
import { parse, reply } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { readWithoutQuery, readWithQuery } from "../reads.ts";
import { updateById } from "../writes.ts";
import { dealReasons, moveDeal, pipelineBoard, pipelineColumn } from "./queries.ts";
import {
  CLIENT_NOT_FOUND,
  type DealReasonList,
  moveDealBody,
  type MoveDealResponse,
  type PipelineBoard,
  type PipelineColumnPage,
  pipelineColumnQuery,
  pipelineQuery,
  pipelineStageParam,
} from "../../_shared/contract/index.ts";

export const pipeline = new Hono<ApiEnv>();

pipeline.get("/", async (c) => {
  const board = await readWithQuery(c, pipelineQuery, pipelineBoard);
  return c.json(reply<PipelineBoard>(board));
});

pipeline.get("/columns/:stage", async (c) => {
  const stage = parse(pipelineStageParam, c.req.param("stage"));
  const column = await readWithQuery(c, pipelineColumnQuery, (tx, query) =>
    pipelineColumn(tx, stage, query),
  );
  return c.json(reply<PipelineColumnPage>(column));
});

pipeline.get("/reasons", async (c) => {
  const reasons = await readWithoutQuery(c, (tx) => dealReasons(tx, true));
  return c.json(reply<DealReasonList>({ reasons }));
});

pipeline.patch("/deals/:id", async (c) => {
  const deal = await updateById(c, CLIENT_NOT_FOUND, moveDealBody, moveDeal);
  return c.json(reply<MoveDealResponse>({ deal }));
});
