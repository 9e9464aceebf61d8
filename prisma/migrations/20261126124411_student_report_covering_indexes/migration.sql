-- DropIndex
DROP INDEX "Student_campusId_status_isVerified_id_idx";

-- CreateIndex
CREATE INDEX "Student_campusId_status_isVerified_id_programId_gender_ethn_idx" ON "Student"("campusId", "status", "isVerified", "id", "programId", "gender", "ethnicity");

-- CreateIndex
CREATE INDEX "StudentAddress_studentId_kind_districtId_provinceId_idx" ON "StudentAddress"("studentId", "kind", "districtId", "provinceId");
