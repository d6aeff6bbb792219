#!/usr/bin/env python3
"""Cuts raw_antwerp_listings.csv out of the upstream file (listings.csv.gz of
thstasy/A-Market-Analysis-of-Antwerp-Airbnb-Pricing: Inside Airbnb's "detailed listings" file for
Antwerp, Belgium, scraped 2024-06-29; 2,870 listings, 75 columns, prices in EUR written `$99.00`).

Kept rows: the listings that have a nightly price (2,446 of 2,870; the 424 without one are mostly
"previous scrape" listings that were no longer bookable), then every SECOND of them in file order
(positions 0, 2, 4, ... of the priced rows): 1,223 listings. A stride, not a random draw, so the
sample is the same on every run.
Kept columns, in the upstream order and spelling (KEEP): the listing facts a guest sees on the
listing page. Dropped: picture and profile URLs, host ids, names and "about" texts (personal
data), coordinates, scrape ids, calendar/availability and revenue estimates, licence numbers,
host listing counts and the duplicate numeric `bathrooms` column (`bathrooms_text` is kept).
Values are copied unchanged. Deterministic (csv module, QUOTE_MINIMAL, '\\n' line ends).
Usage: python3 sample.py listings.csv.gz [OUT.csv]
"""
import csv
import gzip
import io
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEEP = ["id", "listing_url", "last_scraped", "name", "description", "neighborhood_overview",
        "host_since", "host_response_time", "host_is_superhost", "neighbourhood_cleansed",
        "property_type", "room_type", "accommodates", "bathrooms_text", "bedrooms", "beds", "amenities",
        "price", "minimum_nights", "maximum_nights", "number_of_reviews", "review_scores_rating",
        "review_scores_accuracy", "review_scores_cleanliness", "review_scores_checkin",
        "review_scores_communication", "review_scores_location", "review_scores_value", "instant_bookable"]
STRIDE = 2


def main():
    src = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "raw_antwerp_listings.csv")
    opener = gzip.open if src.endswith(".gz") else open
    with opener(src, "rb") as f:
        rows = list(csv.DictReader(io.TextIOWrapper(f, encoding="utf-8", newline="")))
    priced = [r for r in rows if r["price"].strip()]
    kept = [{k: r[k] for k in KEEP} for r in priced[::STRIDE]]
    with open(out, "w", encoding="utf-8", newline="") as f:
        w = csv.DictWriter(f, fieldnames=KEEP, lineterminator="\n")
        w.writeheader()
        w.writerows(kept)
    print(f"{len(kept)} of {len(rows)} listings ({len(priced)} with a price) -> {out}")


if __name__ == "__main__":
    main()
