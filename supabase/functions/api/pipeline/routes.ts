import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import {
  parse,
  parseId,
  parseJsonBody,
  parseQuery,
  refuseQuery,
  reply,
} from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { readWithQuery } from "../reads.ts";
import { dealReasons, moveDeal, pipelineBoard, pipelineColumn } from "./queries.ts";
import {
  type DealReasonList,
  moveDealBody,
  type MoveDealResponse,
  type PipelineBoard,
  type PipelineColumnPage,
  pipelineColumnQuery,
  pipelineQuery,
  pipelineStageParam,
} from "../../_shared/contract/index.ts";

const NOT_FOUND = "Client not found";

export const pipeline = new Hono<ApiEnv>();

pipeline.get("/", async (c) => {
  const board = await readWithQuery(c, pipelineQuery, pipelineBoard);
  return c.json(reply<PipelineBoard>(board));
});

pipeline.get("/columns/:stage", async (c) => {
  const stage = parse(pipelineStageParam, c.req.param("stage"));
  const query = parseQuery(c.req.url, pipelineColumnQuery);
  const column = await withUserTransaction(c.get("claims"), (tx) =>
    pipelineColumn(tx, stage, query),
  );
  return c.json(reply<PipelineColumnPage>(column));
});

pipeline.get("/reasons", async (c) => {
  refuseQuery(c.req.url);
  const reasons = await withUserTransaction(c.get("claims"), (tx) => dealReasons(tx, true));
  return c.json(reply<DealReasonList>({ reasons }));
});

pipeline.patch("/deals/:id", async (c) => {
  const id = parseId(c.req.param("id"), NOT_FOUND);
  const input = await parseJsonBody(c.req.raw, moveDealBody);
  const deal = await withUserTransaction(c.get("claims"), (tx) => moveDeal(tx, id, input));
  if (!deal) throw new HttpError(404, NOT_FOUND);
  return c.json(reply<MoveDealResponse>({ deal }));
});
