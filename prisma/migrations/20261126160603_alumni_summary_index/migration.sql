-- CreateIndex
CREATE INDEX "GraduationApplication_campusId_programId_status_userId_stud_idx" ON "GraduationApplication"("campusId", "programId", "status", "userId", "studentId", "id");
