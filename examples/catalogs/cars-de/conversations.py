#!/usr/bin/env python3
"""Multi-turn conversations and gold answers per turn for cars-de, computed from the RAW rows with
explicit filters (the helpers and readings of gold.py — "petrol" = Gasoline, "hybrid" =
Electric/Gasoline, "VW" = Volkswagen, "15k" = 15,000 EUR; neither catalog.jsonl nor the engine
is read).

Reading of follow-ups (explicit here): a follow-up narrows or edits the previous turn's filter —
"which of those …" / "only …" / "with …" add a condition, a make, fuel or bound it names replaces
the previous one of the same kind ("what about BMW?", "what about hybrids?"), "how many" / "the
cheapest" / "sort them by …" apply to the previous cars. "The first two" are the first two cars
of the previous answer as it is shown: by name, or by the sorted value for a sort.

Writes conversations.json (list; field `split` = dev/test, alternating). Deterministic.
"""
import os
import sys

from gold import NAME, ROWS, hp, is_, km, price, where, year

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
from conversation_gold import Conversations, answer_order, lowest  # noqa: E402


def names(rows, key=None, descending=False):
    return answer_order(rows, lambda r: NAME[r["listing"]], key, descending)


CONVERSATIONS = Conversations("cars-conv", "No car in the listings matches.")
conversation = CONVERSATIONS.add


def fuel(f):
    return lambda r: r["fuel"] == f


def automatic(r):
    return r["gear"] == "Automatic"


t1 = where(lambda r: is_(r, "BMW") and r["fuel"] == "Diesel")
t2 = [r for r in t1 if price(r) < 15000]
conversation(("BMW diesel cars", names(t1), True),
             ("which of those are under 15.000 €?", names(t2), True),
             ("how many of them are automatic?", names([r for r in t2 if automatic(r)]), False))

t1 = where(lambda r: is_(r, "Volkswagen", "Golf") and year(r) >= 2015)
t2 = [r for r in t1 if automatic(r)]
conversation(("VW Golf from 2015 or newer", names(t1), True),
             ("only automatic", names(t2), True),
             ("under 15k", names([r for r in t2 if price(r) < 15000]), True))

t1 = where(lambda r: hp(r) is not None and hp(r) > 200 and price(r) < 20000)
t2 = [r for r in t1 if r["fuel"] == "Gasoline"]
conversation(("cars with more than 200 hp under 20.000 €", names(t1), True),
             ("only petrol ones", names(t2), True),
             ("the cheapest one", names(lowest(t2, price)), False))

t1 = where(lambda r: is_(r, "Audi", "A4"))
t2 = [r for r in t1 if km(r) < 100000]
conversation(("Audi A4", names(t1), True),
             ("with less than 100.000 km", names(t2), True),
             ("sort them by price", names(t2, price), True))

t1 = where(lambda r: r["fuel"] == "Electric")
t2 = [r for r in t1 if price(r) < 25000]
t3 = where(lambda r: r["fuel"] == "Electric/Gasoline" and price(r) < 25000)
conversation(("electric cars", names(t1), True),
             ("under 25.000 €", names(t2), True),
             ("what about hybrids?", names(t3), True))

t1 = where(lambda r: is_(r, "Opel", "Corsa") and year(r) >= 2018)
t2 = [r for r in t1 if km(r) < 20000]
conversation(("Opel Corsa from 2018", names(t1), True),
             ("how many of those?", names(t1), False),
             ("only the ones with less than 20.000 km", names(t2), True))

t1 = where(lambda r: is_(r, "Mercedes-Benz") and price(r) < 10000)
t2 = [r for r in t1 if year(r) >= 2012]
conversation(("Mercedes-Benz under 10.000 €", names(t1), True),
             ("which of those are from 2012 or newer?", names(t2), True),
             ("which has the lowest mileage?", names(lowest(t2, km)), False))

t1 = where(lambda r: is_(r, "Toyota") and r["fuel"] == "Electric/Gasoline")
t2 = [r for r in t1 if price(r) < 20000]
shown = names(t2)
conversation(("Toyota hybrids", names(t1), True),
             ("under 20k", shown, True),
             ("compare the first two", shown[:2], False))

t1 = where(lambda r: automatic(r) and hp(r) is not None and hp(r) > 300)
t2 = [r for r in t1 if is_(r, "Porsche")]
t3 = [r for r in t1 if is_(r, "BMW")]
conversation(("automatic cars with more than 300 hp", names(t1), True),
             ("only Porsche", names(t2), True),
             ("what about BMW?", names(t3), True))

t1 = where(lambda r: is_(r, "Skoda", "Octavia"))
t2 = [r for r in t1 if r["fuel"] == "Diesel"]
t3 = [r for r in t2 if price(r) < 12000]
conversation(("Skoda Octavia", names(t1), True),
             ("diesel only", names(t2), True),
             ("under 12.000 €", names(t3), True),
             ("sort them by mileage", names(t3, km, descending=True), True))


def main():
    CONVERSATIONS.write(HERE)


if __name__ == "__main__":
    main()
