import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { findCompetitors } from "./competitors.ts";
import { findSignals } from "./signals.ts";

// Outcomes in the languages reps mix into their notes, written for these tests.

const outcome = (text: string) => findSignals(said(text)).outcome?.kind ?? null;

Deno.test("outcome languages: wins", () => {
  for (const text of [
    "Wir haben den Zuschlag bekommen.",
    "Bon de commande reçu.",
    "Nos adjudicaron el concurso.",
    "Recibimos la orden de compra.",
    "Ordine ricevuto.",
    "Pedido de compra recebido.",
    "Umowa podpisana.",
    "Zamówienie otrzymane.",
    "Wygraliśmy przetarg!",
    "Contract getekend.",
    "Avtalet är signerat.",
  ])
    assert.equal(outcome(text), "CLOSED_WON", text);
});

Deno.test("outcome languages: losses, and the vendor chosen", () => {
  for (const text of [
    "Sie haben sich für Orvex entschieden.",
    "Leider Absage vom Kunden.",
    "Projet abandonné.",
    "Proyecto cancelado.",
    "Progetto annullato.",
    "Escolheram outro fornecedor.",
    "Wybrali innego dostawcę.",
    "Przetarg wygrał Orvex.",
    "Ze kozen voor Orvex.",
    "De valde en annan leverantör.",
    "Orvex hat den Zuschlag bekommen.",
    "The tender was won by Orvex.",
  ])
    assert.equal(outcome(text), "CLOSED_LOST", text);
  for (const text of ["Sie haben sich für Orvex entschieden.", "Przetarg wygrał Orvex."])
    assert.deepEqual(
      findCompetitors(said(text)).map((c) => `${c.name}${c.chosen ? " (chosen)" : ""}`),
      ["Orvex (chosen)"],
      text,
    );
});

Deno.test("outcome languages: a meeting called off, an interest, a paper not yet signed", () => {
  for (const text of [
    "Absage des Termins am Montag.",
    "Sie interessieren sich für Orvex.",
    "Der Vertrag ist noch nicht unterschrieben.",
    "Wir haben uns für Sie entschieden.",
  ])
    assert.notEqual(outcome(text), "CLOSED_LOST", text);
});
