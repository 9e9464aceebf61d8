-- CreateTable
CREATE TABLE "AttemptCounter" (
    "action" TEXT NOT NULL,
    "account" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "lastCountAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AttemptCounter_pkey" PRIMARY KEY ("action","account","address")
);

-- CreateIndex
CREATE INDEX "AttemptCounter_action_address_idx" ON "AttemptCounter"("action", "address");

-- CreateIndex
CREATE INDEX "AttemptCounter_expiresAt_idx" ON "AttemptCounter"("expiresAt");
