-- CreateIndex
CREATE INDEX "Student_campusId_status_isVerified_id_idx" ON "Student"("campusId", "status", "isVerified", "id");

-- CreateIndex
CREATE INDEX "Student_universityId_status_isVerified_id_idx" ON "Student"("universityId", "status", "isVerified", "id");
