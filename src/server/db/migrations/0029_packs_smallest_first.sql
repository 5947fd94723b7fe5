-- Packs are kept smallest first (the storefront offers the first); rows saved before in the order staff typed them.
UPDATE "products" SET "packs" = (
  SELECT jsonb_agg("pack" ORDER BY ("pack"->>'count')::int) FROM jsonb_array_elements("products"."packs") AS "pack"
) WHERE "packs" IS NOT NULL AND jsonb_typeof("packs") = 'array' AND jsonb_array_length("packs") > 1;
