import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { parse, parseId, parseJsonBody, refuseQuery, reply } from "../../_shared/validation.ts";
import { aiProvider } from "../assistant/provider.ts";
import { assistantConfig } from "../assistant/queries.ts";
import type { ApiEnv } from "../context.ts";
import { readById } from "../reads.ts";
import { deleteById } from "../writes.ts";
import { defaultConfiguration } from "../assistant/defaults.ts";
import {
  addExample,
  deleteExample,
  listExamples,
  MAX_EXAMPLES,
  ownConfiguration,
  saveConfiguration,
} from "./queries.ts";
import {
  addExampleBody,
  aiType,
  type OneConfigurationResponse,
  saveConfigurationBody,
  type SuccessResponse,
  testBody,
  type TestAiResponse,
  type TrainingExampleListResponse,
  type TrainingExampleResponse,
} from "../../_shared/contract/index.ts";

const CONFIGURATION_NOT_FOUND = "Configuration not found";
const EXAMPLE_NOT_FOUND = "Training example not found";

export const knowledgeBase = new Hono<ApiEnv>();

knowledgeBase.get("/configurations/:aiType", async (c) => {
  refuseQuery(c.req.url);
  const type = parse(aiType, c.req.param("aiType"));
  const stored = await withUserTransaction(c.get("claims"), (tx) => ownConfiguration(tx, type));
  return c.json(
    reply<OneConfigurationResponse>({ configuration: stored ?? defaultConfiguration(type) }),
  );
});

knowledgeBase.post("/configurations", async (c) => {
  const input = await parseJsonBody(c.req.raw, saveConfigurationBody);
  const configuration = await withUserTransaction(c.get("claims"), (tx) =>
    saveConfiguration(tx, input),
  );
  return c.json(reply<OneConfigurationResponse>({ configuration }));
});

knowledgeBase.post("/configurations/:aiType/test", async (c) => {
  const type = parse(aiType, c.req.param("aiType"));
  const { testInput, configuration } = await parseJsonBody(c.req.raw, testBody);
  const saved = await withUserTransaction(c.get("claims"), (tx) => assistantConfig(tx, type));
  const config = { ...saved, ...configuration };
  const response = await aiProvider().answerTest({ config, testInput, now: new Date() });
  return c.json(reply<TestAiResponse>({ response }));
});

knowledgeBase.get("/training-examples/:configurationId", async (c) => {
  const examples = await readById(c, CONFIGURATION_NOT_FOUND, listExamples, "configurationId");
  return c.json(reply<TrainingExampleListResponse>({ examples }));
});

knowledgeBase.post("/training-examples", async (c) => {
  const input = await parseJsonBody(c.req.raw, addExampleBody);
  const configurationId = parseId(input.configurationId, CONFIGURATION_NOT_FOUND);
  const outcome = await withUserTransaction(c.get("claims"), (tx) =>
    addExample(tx, configurationId, input),
  );
  if (outcome.kind === "not-found") throw new HttpError(404, CONFIGURATION_NOT_FOUND);
  if (outcome.kind === "full") {
    throw new HttpError(400, `An assistant can have at most ${MAX_EXAMPLES} training examples`);
  }
  return c.json(reply<TrainingExampleResponse>(outcome.example), 201);
});

knowledgeBase.delete("/training-examples/:id", async (c) => {
  await deleteById(c, EXAMPLE_NOT_FOUND, deleteExample);
  return c.json(reply<SuccessResponse>({ success: true }));
});
