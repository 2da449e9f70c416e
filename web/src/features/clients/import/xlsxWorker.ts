// Reads an XLSX workbook off the main thread; the workbook library lives in this worker alone.
import { parseXlsx } from "./parseXlsx";
import { serveParse } from "./serveParse";

serveParse(async ({ file }, onProgress) => ({
  table: await parseXlsx(await file.arrayBuffer(), onProgress),
  encoding: null,
}));
