-- CreateTable
CREATE TABLE "UserSession" (
    "id" UUID NOT NULL,
    "userId" INTEGER NOT NULL,
    "method" TEXT NOT NULL,
    "device" TEXT,
    "ip" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "lastUsedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3),
    "endedReason" TEXT,

    CONSTRAINT "UserSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserTwoFactor" (
    "userId" INTEGER NOT NULL,
    "secret" TEXT NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "lastUsedStep" BIGINT,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserTwoFactor_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "RecoveryCode" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "RecoveryCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TwoFactorPolicy" (
    "role" "Role" NOT NULL,
    "required" BOOLEAN NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" INTEGER,

    CONSTRAINT "TwoFactorPolicy_pkey" PRIMARY KEY ("role")
);

-- CreateTable
CREATE TABLE "SignInChallenge" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "device" TEXT,
    "ip" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SignInChallenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OidcProvider" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "clientSecret" TEXT NOT NULL,
    "emailDomain" TEXT NOT NULL,
    "universityId" INTEGER,
    "roles" "Role"[],
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OidcProvider_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OidcSignIn" (
    "stateHash" TEXT NOT NULL,
    "providerId" INTEGER NOT NULL,
    "nonce" TEXT NOT NULL,
    "codeVerifier" TEXT NOT NULL,
    "returnTo" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OidcSignIn_pkey" PRIMARY KEY ("stateHash")
);

-- CreateIndex
CREATE INDEX "UserSession_userId_endedAt_idx" ON "UserSession"("userId", "endedAt");

-- CreateIndex
CREATE INDEX "UserSession_expiresAt_idx" ON "UserSession"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "RecoveryCode_userId_codeHash_key" ON "RecoveryCode"("userId", "codeHash");

-- CreateIndex
CREATE UNIQUE INDEX "SignInChallenge_tokenHash_key" ON "SignInChallenge"("tokenHash");

-- CreateIndex
CREATE INDEX "SignInChallenge_userId_idx" ON "SignInChallenge"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "OidcProvider_name_key" ON "OidcProvider"("name");

-- AddForeignKey
ALTER TABLE "UserSession" ADD CONSTRAINT "UserSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserTwoFactor" ADD CONSTRAINT "UserTwoFactor_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecoveryCode" ADD CONSTRAINT "RecoveryCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SignInChallenge" ADD CONSTRAINT "SignInChallenge_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OidcProvider" ADD CONSTRAINT "OidcProvider_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OidcSignIn" ADD CONSTRAINT "OidcSignIn_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "OidcProvider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A session that ends, or a second factor that is confirmed or removed, changes what a session
-- check or a sign-in reads of its user: announced on the user-change channel, so every server
-- process forgets its copy of that user at once (server/src/plugins/auth.ts). A new session, or
-- its lastUsedAt, announces nothing: a session not known open is read when first seen.
CREATE FUNCTION "hemis_notify_user_of_row_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('hemis_user_changed', OLD."userId"::text);
  ELSE
    PERFORM pg_notify('hemis_user_changed', NEW."userId"::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "UserSession_notify_changed"
AFTER UPDATE OF "endedAt" OR DELETE ON "UserSession"
FOR EACH ROW EXECUTE FUNCTION "hemis_notify_user_of_row_changed"();

CREATE TRIGGER "UserTwoFactor_notify_changed"
AFTER INSERT OR UPDATE OF "confirmedAt" OR DELETE ON "UserTwoFactor"
FOR EACH ROW EXECUTE FUNCTION "hemis_notify_user_of_row_changed"();

-- A policy decides for every user of a role.
CREATE FUNCTION "hemis_notify_all_users_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hemis_user_changed', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER "TwoFactorPolicy_notify_changed"
AFTER INSERT OR UPDATE OR DELETE ON "TwoFactorPolicy"
FOR EACH STATEMENT EXECUTE FUNCTION "hemis_notify_all_users_changed"();
