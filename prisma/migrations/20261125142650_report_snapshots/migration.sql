-- CreateTable
CREATE TABLE "ReportSnapshot" (
    "key" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReportSnapshot_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "ReportSnapshot_computedAt_idx" ON "ReportSnapshot"("computedAt");
