import { Hono } from "hono";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { parseJsonBody } from "../../_shared/validation.ts";
import { adminOnly, type ApiEnv } from "../context.ts";
import { readWithoutQuery } from "../reads.ts";
import { deleteById, updateById } from "../writes.ts";
import { dealReasons } from "../pipeline/queries.ts";
import {
  createDealReason,
  createExchangeRate,
  deleteExchangeRate,
  exchangeRates,
  hasExchangeRates,
  pipelineForecast,
  pipelineSettings,
  updateDealReason,
  updateExchangeRate,
  updatePipelineSettings,
} from "./pipeline-queries.ts";
import {
  createDealReasonBody,
  createExchangeRateBody,
  updateDealReasonBody,
  updateExchangeRateBody,
  updatePipelineSettingsBody,
} from "../../_shared/contract/index.ts";

const ADMINS_ONLY = "Only an admin can manage the pipeline";
const RATE_NOT_FOUND = "Exchange rate not found";
const REASON_NOT_FOUND = "Reason not found";
const RATE_TAKEN = "That currency already has a rate on that date";
const REASON_TAKEN = "A reason with that label already exists";
const WORKSPACE_CURRENCY = "currency: is the workspace currency, which needs no rate";
const RATES_IN_THE_WAY =
  "The exchange rates convert to the current currency: remove them before changing it";

/** A unique violation (the date or label another row has) as a 409 with the screen's words. */
const conflictAs =
  (message: string) =>
  (error: unknown): never => {
    if ((error as { code?: string }).code === "23505") throw new HttpError(409, message);
    throw error;
  };

/** Settings, exchange rates, deal reasons and the forecast: ADMIN only (403 for SALES). */
export const adminPipeline = new Hono<ApiEnv>();
const admins = adminOnly(ADMINS_ONLY);

adminPipeline.get("/pipeline-settings", admins, async (c) => {
  return c.json(await readWithoutQuery(c, pipelineSettings));
});

adminPipeline.put("/pipeline-settings", admins, async (c) => {
  const input = await parseJsonBody(c.req.raw, updatePipelineSettingsBody);
  const settings = await withUserTransaction(c.get("claims"), async (tx) => {
    // Rates say what a currency is worth in the workspace currency; under another one they would be wrong.
    if ((await pipelineSettings(tx)).currency !== input.currency && (await hasExchangeRates(tx))) {
      throw new HttpError(409, RATES_IN_THE_WAY);
    }
    return updatePipelineSettings(tx, input);
  });
  return c.json(settings);
});

adminPipeline.get("/exchange-rates", admins, async (c) => {
  const answer = await readWithoutQuery(c, async (tx) => ({
    currency: (await pipelineSettings(tx)).currency,
    rates: await exchangeRates(tx),
  }));
  return c.json(answer);
});

adminPipeline.post("/exchange-rates", admins, async (c) => {
  const input = await parseJsonBody(c.req.raw, createExchangeRateBody);
  const rate = await withUserTransaction(c.get("claims"), async (tx) => {
    if ((await pipelineSettings(tx)).currency === input.currency) {
      throw new HttpError(400, WORKSPACE_CURRENCY);
    }
    return createExchangeRate(tx, input);
  });
  if (!rate) throw new HttpError(409, RATE_TAKEN);
  return c.json(rate, 201);
});

adminPipeline.patch("/exchange-rates/:id", admins, async (c) => {
  const rate = await updateById(
    c,
    RATE_NOT_FOUND,
    updateExchangeRateBody,
    updateExchangeRate,
  ).catch(conflictAs(RATE_TAKEN));
  return c.json(rate);
});

adminPipeline.delete("/exchange-rates/:id", admins, async (c) => {
  await deleteById(c, RATE_NOT_FOUND, deleteExchangeRate);
  return c.json({ success: true });
});

adminPipeline.get("/deal-reasons", admins, async (c) => {
  const reasons = await readWithoutQuery(c, (tx) => dealReasons(tx, false));
  return c.json({ reasons });
});

adminPipeline.post("/deal-reasons", admins, async (c) => {
  const input = await parseJsonBody(c.req.raw, createDealReasonBody);
  const reason = await withUserTransaction(c.get("claims"), (tx) => createDealReason(tx, input));
  if (!reason) throw new HttpError(409, REASON_TAKEN);
  return c.json(reason, 201);
});

adminPipeline.patch("/deal-reasons/:id", admins, async (c) => {
  const reason = await updateById(
    c,
    REASON_NOT_FOUND,
    updateDealReasonBody,
    updateDealReason,
  ).catch(conflictAs(REASON_TAKEN));
  return c.json(reason);
});

adminPipeline.get("/forecast", admins, async (c) => {
  return c.json(await readWithoutQuery(c, pipelineForecast));
});
