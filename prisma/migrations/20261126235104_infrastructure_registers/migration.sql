-- CreateEnum
CREATE TYPE "LandUnit" AS ENUM ('hector', 'ropani', 'barga meter', 'barga feet', 'kattha');

-- CreateEnum
CREATE TYPE "HostelType" AS ENUM ('boys', 'girls');

-- CreateEnum
CREATE TYPE "InventoryItemType" AS ENUM ('furniture', 'equipment', 'vehicle');

-- CreateTable
CREATE TABLE "Land" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "totalArea" TEXT NOT NULL,
    "unit" "LandUnit" NOT NULL,
    "areaInSquareMetres" DECIMAL(22,10) NOT NULL,
    "sheetNo" TEXT,
    "kittaNo" TEXT,
    "ownership" BOOLEAN NOT NULL DEFAULT false,
    "remarks" TEXT,
    "archivedAt" TIMESTAMP(3),
    "archiveReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Land_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Building" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "houseName" TEXT NOT NULL,
    "areaCoveredByBuilding" DECIMAL(14,2),
    "noOfClassrooms" INTEGER,
    "areaCoveredByAllRooms" DECIMAL(14,2),
    "ownershipOfBuilding" BOOLEAN NOT NULL DEFAULT false,
    "hasInternetConnection" BOOLEAN NOT NULL DEFAULT false,
    "remarks" TEXT,
    "archivedAt" TIMESTAMP(3),
    "archiveReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Building_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Lab" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "buildingId" INTEGER NOT NULL,
    "labName" TEXT NOT NULL,
    "areaCoveredByLab" DECIMAL(14,2),
    "labType" TEXT NOT NULL,
    "adequacyOfLabEquipment" BOOLEAN NOT NULL DEFAULT false,
    "hasInternetConnection" BOOLEAN NOT NULL DEFAULT false,
    "equipmentAtLab" TEXT,
    "remarks" TEXT,
    "archivedAt" TIMESTAMP(3),
    "archiveReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Lab_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Hostel" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "buildingId" INTEGER NOT NULL,
    "hostelType" "HostelType" NOT NULL,
    "noOfRoomsInHostel" INTEGER,
    "noOfSeats" INTEGER,
    "areaCoveredByHostel" DECIMAL(14,2),
    "hasPlayground" BOOLEAN NOT NULL DEFAULT false,
    "hasInternet" BOOLEAN NOT NULL DEFAULT false,
    "hasDrinkingWater" BOOLEAN NOT NULL DEFAULT false,
    "hasToilet" BOOLEAN NOT NULL DEFAULT false,
    "remarks" TEXT,
    "archivedAt" TIMESTAMP(3),
    "archiveReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Hostel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Facility" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "facilityType" TEXT NOT NULL,
    "facilityAvailability" BOOLEAN NOT NULL DEFAULT false,
    "adequacyOfFacility" BOOLEAN NOT NULL DEFAULT false,
    "remarks" TEXT,
    "archivedAt" TIMESTAMP(3),
    "archiveReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Facility_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Library" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "buildingId" INTEGER NOT NULL,
    "libraryName" TEXT NOT NULL,
    "noOfLibraryRooms" INTEGER,
    "totalAreaOfLibraryRoom" DECIMAL(14,2),
    "noOfReadingHalls" INTEGER,
    "areaOfReadingHall" DECIMAL(14,2),
    "noOfBooks" INTEGER,
    "noOfDailyJournals" INTEGER,
    "noOfWeeklyJournals" INTEGER,
    "noOfMonthlyJournals" INTEGER,
    "noOfAnnualJournals" INTEGER,
    "hasELibraryFacility" BOOLEAN NOT NULL DEFAULT false,
    "remarks" TEXT,
    "archivedAt" TIMESTAMP(3),
    "archiveReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Library_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FurnitureEquipmentVehicle" (
    "id" SERIAL NOT NULL,
    "campusId" INTEGER NOT NULL,
    "itemType" "InventoryItemType" NOT NULL,
    "itemName" TEXT NOT NULL,
    "noOfQty" INTEGER NOT NULL,
    "itemDescription" TEXT,
    "remarks" TEXT,
    "archivedAt" TIMESTAMP(3),
    "archiveReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FurnitureEquipmentVehicle_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Land_campusId_idx" ON "Land"("campusId");

-- CreateIndex
CREATE INDEX "Building_campusId_idx" ON "Building"("campusId");

-- CreateIndex
CREATE INDEX "Lab_campusId_idx" ON "Lab"("campusId");

-- CreateIndex
CREATE INDEX "Lab_buildingId_idx" ON "Lab"("buildingId");

-- CreateIndex
CREATE INDEX "Hostel_campusId_idx" ON "Hostel"("campusId");

-- CreateIndex
CREATE INDEX "Hostel_buildingId_idx" ON "Hostel"("buildingId");

-- CreateIndex
CREATE INDEX "Facility_campusId_idx" ON "Facility"("campusId");

-- CreateIndex
CREATE INDEX "Library_campusId_idx" ON "Library"("campusId");

-- CreateIndex
CREATE INDEX "Library_buildingId_idx" ON "Library"("buildingId");

-- CreateIndex
CREATE INDEX "FurnitureEquipmentVehicle_campusId_idx" ON "FurnitureEquipmentVehicle"("campusId");

-- AddForeignKey
ALTER TABLE "Land" ADD CONSTRAINT "Land_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Building" ADD CONSTRAINT "Building_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Lab" ADD CONSTRAINT "Lab_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Lab" ADD CONSTRAINT "Lab_buildingId_fkey" FOREIGN KEY ("buildingId") REFERENCES "Building"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hostel" ADD CONSTRAINT "Hostel_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hostel" ADD CONSTRAINT "Hostel_buildingId_fkey" FOREIGN KEY ("buildingId") REFERENCES "Building"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Facility" ADD CONSTRAINT "Facility_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Library" ADD CONSTRAINT "Library_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Library" ADD CONSTRAINT "Library_buildingId_fkey" FOREIGN KEY ("buildingId") REFERENCES "Building"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FurnitureEquipmentVehicle" ADD CONSTRAINT "FurnitureEquipmentVehicle_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
