-- AddForeignKey
ALTER TABLE "IdCardBatch" ADD CONSTRAINT "IdCardBatch_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
