import { PDFDocument, PDFName, PDFRef } from "@cantoo/pdf-lib";
import {
  TENANCY_AGREEMENT_MAX_BYTES,
  TENANCY_AGREEMENT_MAX_PAGES,
} from "@roost/shared/domain/tenancy-documents.ts";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { qpdfEncrypt, SKIP_QPDF, sampleAgreement } from "./__fixtures__/sample-pdfs.ts";
import { checkAgreementUpload } from "./agreement-upload.ts";

const refusalOf = async (bytes: Uint8Array) => {
  const check = await checkAgreementUpload(bytes);
  return check.ok ? "accepted" : check.code;
};

describe("checkAgreementUpload", () => {
  it("accepts a PDF within the caps and counts its pages", async () => {
    expect(await checkAgreementUpload(await sampleAgreement(3))).toEqual({ ok: true, pageCount: 3 });
  });

  it("accepts exactly the page cap and refuses one page more", async () => {
    expect(await refusalOf(await sampleAgreement(TENANCY_AGREEMENT_MAX_PAGES))).toBe("accepted");
    expect(await refusalOf(await sampleAgreement(TENANCY_AGREEMENT_MAX_PAGES + 1))).toBe(
      "agreement_too_many_pages",
    );
  });

  it("refuses a PNG renamed to .pdf, and an empty file, as not a PDF", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(await refusalOf(new Uint8Array(png))).toBe("agreement_not_pdf");
    expect(await refusalOf(new Uint8Array())).toBe("agreement_not_pdf");
  });

  it("refuses a PDF over the size cap before reading it", async () => {
    const tooLarge = new Uint8Array(TENANCY_AGREEMENT_MAX_BYTES + 1);
    tooLarge.set(new TextEncoder().encode("%PDF-1.7\n"));
    expect(await refusalOf(tooLarge)).toBe("agreement_too_large");
  });

  it("refuses a PDF locked with a password as encrypted", async () => {
    const doc = await PDFDocument.load(await sampleAgreement(2));
    doc.encrypt({ userPassword: "user", ownerPassword: "owner" });
    expect(await refusalOf(await doc.save())).toBe("agreement_encrypted");
  });

  it.skipIf(SKIP_QPDF)("refuses a PDF that qpdf encrypted (AES-256) as encrypted", async () => {
    expect(await refusalOf(qpdfEncrypt(await sampleAgreement(2)))).toBe("agreement_encrypted");
  });

  it("refuses a cut-off upload as unreadable, even where the parser could rebuild part of it", async () => {
    const compact = await sampleAgreement(3);
    const plain = await (await PDFDocument.load(compact)).save({ useObjectStreams: false });
    for (const truncated of [
      compact.subarray(0, compact.length / 2),
      compact.subarray(0, compact.length - 8),
      plain.subarray(0, plain.length / 2),
      plain.subarray(0, Math.floor(plain.length * 0.9)),
    ]) {
      expect(await refusalOf(truncated)).toBe("agreement_unreadable");
    }
  });

  it("refuses a file that starts like a PDF but is damaged inside as unreadable", async () => {
    const garbage = new TextEncoder().encode(`%PDF-1.7\n${"x".repeat(2000)}\n%%EOF\n`);
    expect(await refusalOf(garbage)).toBe("agreement_unreadable");
    const pageless = await PDFDocument.create();
    expect(await refusalOf(await pageless.save({ addDefaultPage: false }))).toBe("agreement_unreadable");
  });

  it("refuses a page whose content stream is missing", async () => {
    const doc = await PDFDocument.load(await sampleAgreement(2));
    doc.getPage(1).node.set(PDFName.of("Contents"), PDFRef.of(9999));
    expect(await refusalOf(await doc.save())).toBe("agreement_unreadable");
  });
});
