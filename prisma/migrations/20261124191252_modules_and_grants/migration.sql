-- CreateTable
CREATE TABLE "Module" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "description" TEXT,
    "icon" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "accessToUgc" BOOLEAN NOT NULL DEFAULT true,
    "accessToUni" BOOLEAN NOT NULL DEFAULT true,
    "accessToCollege" BOOLEAN NOT NULL DEFAULT true,
    "index" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Module_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserModule" (
    "userId" INTEGER NOT NULL,
    "moduleId" INTEGER NOT NULL,
    "grantedById" INTEGER,
    "grantedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserModule_pkey" PRIMARY KEY ("userId","moduleId")
);

-- CreateIndex
CREATE UNIQUE INDEX "Module_key_key" ON "Module"("key");

-- CreateIndex
CREATE INDEX "UserModule_moduleId_idx" ON "UserModule"("moduleId");

-- AddForeignKey
ALTER TABLE "UserModule" ADD CONSTRAINT "UserModule_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserModule" ADD CONSTRAINT "UserModule_moduleId_fkey" FOREIGN KEY ("moduleId") REFERENCES "Module"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A session check keeps each signed-in user's modules with the user (server/src/plugins/auth.ts):
-- a grant given or withdrawn is announced for that user, and a module switched on or off or
-- opened or closed to an institution level for everyone ('all' is no user id), so the next
-- request of every process sees it.
CREATE FUNCTION "hemis_notify_module_grant_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hemis_user_changed', COALESCE(NEW."userId", OLD."userId")::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER "UserModule_notify_changed"
AFTER INSERT OR UPDATE OR DELETE ON "UserModule"
FOR EACH ROW EXECUTE FUNCTION "hemis_notify_module_grant_changed"();

CREATE FUNCTION "hemis_notify_module_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hemis_user_changed', 'all');
  RETURN NULL;
END
$$;

CREATE TRIGGER "Module_notify_changed"
AFTER UPDATE OF "isActive", "accessToUgc", "accessToUni", "accessToCollege", "key" OR DELETE ON "Module"
FOR EACH STATEMENT EXECUTE FUNCTION "hemis_notify_module_changed"();
