-- CreateTable
CREATE TABLE "CampusImage" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "universityId" INTEGER NOT NULL,
    "caption" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "uploadedById" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CampusImage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CampusImage_campusId_idx" ON "CampusImage"("campusId");

-- AddForeignKey
ALTER TABLE "CampusImage" ADD CONSTRAINT "CampusImage_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
