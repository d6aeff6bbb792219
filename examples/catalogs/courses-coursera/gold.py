#!/usr/bin/env python3
"""Questions and gold answers for courses-coursera, computed from the RAW rows
(raw_coursera_english_2019.csv) with explicit filters. Neither catalog.jsonl nor the engine is
read. From convert.py only the raw-cell parsers are reused (`load`, `names`, `lst`, `crumbs`,
`level`, `hours`, `rating`, `count`, `metric`): they read the raw cells, and `names` gives the
answer strings (the title; a title shared by two rows gets ` (<Coursera slug>)`), which are the
product names.

All 50 questions were written before any gold was computed and before any engine run. One was
changed after its gold was first computed (still before any engine run): "history courses with
more than 500 reviews" (meant to have an answer; the most reviewed history course has 350) became
"... more than 200 reviews". Also after the first gold run, two "no prior experience" hits were
read as false by override (big-data-integration-processing, big-data-management: completing
another course is recommended).

Readings of user words (every filter is over the raw columns; an empty cell never matches a filter
on its column and is left out of superlatives and comparisons on it):
- subject = the two `breadcrumbs`: domain (first: `Business`, `Computer Science`, `Data Science`,
  `Health`, `Language Learning`, `Physical Science and Engineering`, ...) and subdomain (second:
  `Finance`, `Marketing`, `History`, `Philosophy`, `Machine Learning`, `Psychology`, `Law`,
  `Learning English`, `Other Languages`, `Music and Art`, `Data Analysis`, `Entrepreneurship`).
  "cs" = domain `Computer Science`; "data science" = domain `Data Science`; "health" = domain
  `Health`; "business" = domain `Business`; "language course(s)" = domain `Language Learning`;
  "english learning" / "learn english" = subdomain `Learning English`; "ml" / "machine learning
  courses" = subdomain `Machine Learning`; "psychology" = subdomain `Psychology`; "finance",
  "marketing", "history", "philosophy", "law", "entrepreneurship", "music and art", "data
  analysis" = the subdomain of that name.
- level = the `product_glance` item `<Level> Level`: "beginner(s)" / "for beginners" / "beginer"
  = `Beginner`; "intermediate" = `Intermediate`; "advanced" = `Advanced`. "not for beginners" /
  "aren't beginner level" = the level is not `Beginner` (a course with no level listed is kept:
  nothing says it is for beginners).
- duration = the glance item `Approx. N hours to complete`: "under / less than N hours (hrs)" = N'
  < N; "more than N hours" = N' > N; "longest" / "takes longer" = largest N; "shortest" =
  smallest N; "takes about 93 hours" = N == 93.
- rating = `average_score` rounded to one decimal (the raw cells are float32 noise,
  `4.699999809265137`): "rated X or higher" / "at least X stars" / "X+" = >= X; "under X stars" =
  < X; "rated 5.0" / "5 star" = == 5.0; "highest / better rated" = largest; "lowest rated" =
  smallest.
- enrolled = the metrics item `N already enrolled!`: "students" / "enrolled" / "most popular" /
  "more students" = this number; "50k" = 50,000; "100k+" = >= 100,000; "over a million" >
  1,000,000.
- reviews = `reviews_count`; "most reviewed" / "more reviews" / "more than N reviews" = this
  column; ratings = `ratings_count`; "most ratings" = this column. (The most enrolled courses have
  both cells empty in the scrape; they are left out of these questions' answers.)
- instructor = an item of `instructors` (equal, spaces collapsed): "charles severance",
  "roger peng" = `Roger D. Peng, PhD`, "jeff leek" = `Jeff Leek, PhD`, "andrew ng" = `Andrew Ng`.
- "teach(es) r programming" = `R Programming` is an item of `skills`. "python course(s)" = `Python
  Programming` is an item of `skills`, or the title contains "Python"; "without python" = neither.
- "in french" = `language` is `French` (the sample keeps only English rows: no answer).
- named courses: "learning how to learn" = `Learning How to Learn: Powerful mental tools to help
  you master tough subjects`; "cryptography i" = `Cryptography I`; "bitcoin and cryptocurrency
  technologies", "algorithmic toolbox", "data structures", "game theory", "model thinking",
  "introduction to psychology", "buddhism and modern psychology", "machine learning" = the course
  of that exact title.
- superlatives keep every row tied with the best; "top 3" keeps every row tied with the 3rd; a
  tied comparison lists every tied course.
- prose-only features (the fact is only in `about`): one decision per course in
  reading_decisions.json, made by the rules in DECISIONS below (a keyword candidate from the text,
  then named overrides by Coursera slug with their reason).
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from convert import count, crumbs, hours, level, load, lst, metric, names, rating  # noqa: E402

ROWS = load()
NAMES = names(ROWS)
NAME = {id(r): n for r, n in zip(ROWS, NAMES)}
QUESTIONS = []


def name(r):
    return NAME[id(r)]


def dom(r):
    return crumbs(r)[0]


def sub(r):
    return crumbs(r)[1]


def enrolled(r):
    return metric(r, "already enrolled!")[1]


def reviews(r):
    return count(r, "reviews_count")


def ratings(r):
    return count(r, "ratings_count")


def teachers(r):
    return [re.sub(r"\s+", " ", x) for x in lst(r["instructors"])]


def skills(r):
    return lst(r["skills"])


def python(r):
    return "Python Programming" in skills(r) or "python" in r["title"].lower()


def lt(v, x):
    return v is not None and v < x


def gt(v, x):
    return v is not None and v > x


def ge(v, x):
    return v is not None and v >= x


def q(question, category, rows, answer=None, is_list=True):
    lst_ = [name(r) for r in rows]
    if answer is None:
        answer = "; ".join(lst_) if lst_ else "No course in the catalog matches."
    QUESTIONS.append({"question": question, "category": category, "is_list": is_list,
                      "objectivity": "objective", "gt_answer": answer, "gt_answer_list": lst_})


def where(fn):
    return [r for r in ROWS if fn(r)]


def best(rows, key, largest):
    rows = [r for r in rows if key(r) is not None]
    v = (max if largest else min)(key(r) for r in rows)
    return [r for r in rows if key(r) == v]


def top_n(rows, key, n, largest):
    rows = [r for r in rows if key(r) is not None]
    vals = sorted((key(r) for r in rows), reverse=largest)
    cut = vals[n - 1]
    keep = [r for r in rows if (key(r) >= cut if largest else key(r) <= cut)]
    return sorted(keep, key=key, reverse=largest)


def named(*ts):
    out = []
    for t in ts:
        hit = [r for r in ROWS if r["title"].strip() == t]
        assert len(hit) == 1, t
        out.append(hit[0])
    return out


def count_q(question, rows, what):
    q(question, "Count", rows, answer=f"{len(rows)} {what}.")


# --- prose-only reading decisions -------------------------------------------------------------
# key: (candidate regex over `about`, {slug: (answer, reason)} overrides, reason for a candidate
# hit, reason for no hit)
NOPRIOR = (r"no (prior|previous)\b[^.]{0,40}(experience|knowledge|background)|assumes? no\b"
           r"|not assume any|no (specific )?(background|prerequisite)|no experience (is )?"
           r"(necessary|needed|required)|not require any|don.t need any prior|little (or|to) no")
DECISIONS = {
    "capstone": (
        r"capstone",
        {
            "algorithms-on-graphs": (False, "an optional industrial capstone project of the specialization is only mentioned"),
            "business-english-vocabulary": (False, "prepares you for the specialization's Capstone project, which is another course"),
            "cross-cultural-communication-business": (False, "prepares you for the specialization's Capstone project, which is another course"),
            "english-for-business-writing": (False, "prepares you for the specialization's Capstone project, which is another course"),
            "gis-applications": (False, "the specialization capstone is another course"),
            "html": (False, "a sample site for the (separate) capstone course is shown"),
            "human-computer-interaction": (False, "previous capstone projects of the specialization are linked for inspiration"),
            "introduction-to-research-for-essay-writing": (False, "the last course before the capstone project"),
            "photography-techniques": (False, "the last course before the Capstone course"),
            "strategic-management": (False, "prepares for the Capstone Project of the specialization"),
            "successful-interviewing": (False, "course #5 of the specialization is the capstone, not this one"),
            "wharton-entrepreneurship-financing-profitabilty": (False, "you will be ready for the capstone project, another course"),
        },
        "the description says the course is a capstone or is built around a capstone project",
        "the description does not present the course as (or as containing) a capstone project",
    ),
    "no_prior": (
        NOPRIOR,
        {
            "big-data-integration-processing": (False, "no programming experience is needed, but completing Intro to Big Data is recommended"),
            "big-data-management": (False, "no programming experience is needed, but completing Intro to Big Data is recommended"),
            "bioinformatics-methods-1": (False, "only programming is not required; a biology background is recommended"),
            "bioinformatics-methods-2": (False, "only programming is not required; a biology background is recommended"),
            "economics-transition-emerging-markets": (False, "no preconditions, 'however' basic economic knowledge is expected"),
            "exploring-visualizing-iot-data": (False, "only the tools are introduced as needed; the course is not said to need no background"),
            "understanding-china-history-part-1": (False, "parts can be taken without the other parts; nothing on prior experience"),
            "understanding-china-history-part-2": (False, "parts can be taken without the other parts; nothing on prior experience"),
        },
        "the description says no prior experience, knowledge, background or prerequisite is needed (or little to no experience)",
        "the description does not say that no prior experience is needed",
    ),
    "hands_on": (
        r"hands[- ]on",
        {},
        "the description promises hands-on work (labs, exercises, projects or instruction)",
        "the description does not call any of the work hands-on",
    ),
    "case_studies": (
        r"case[- ]?stud",
        {},
        "the description says the course uses case studies",
        "the description does not mention case studies",
    ),
    "peer_review": (
        r"peer[- ]?(review|graded|grading|assess|evaluat|feedback)",
        {},
        "the description says work is peer-reviewed / peer-graded / peer-assessed",
        "the description says nothing about peer review or peer grading",
    ),
    "expert_interviews": (
        r"interview",
        {
            "become-a-journalist-capstone": (False, "interviewing is a skill the learner practises"),
            "build-data-science-team": (False, "about questions for interviewing job candidates"),
            "business-english-vocabulary": (False, "job interviews are a skill the learner practises"),
            "career-planning": (False, "job interviewing is a skill the learner learns"),
            "careerdevelopment": (False, "the job interview process is a topic"),
            "communication-in-the-workplace": (False, "interviewing is a skill the learner learns"),
            "corporate-entrepreneurs-business-model": (False, "the learner conducts customer-discovery interviews"),
            "cs-tech-interview": (False, "technical job interviews are the topic"),
            "data-collection-methods": (False, "interview-based surveys are a topic"),
            "dental-medicine-penn": (False, "patient interview is a clinical skill taught"),
            "develop-your-musicianship": (False, "features interviews with Berklee students, not experts or guests"),
            "english-communication-capstone": (False, "the learner sets up interviews with employers"),
            "gathering-the-news": (False, "interviewing sources is a journalism skill taught"),
            "healthcarejobs": (False, "job interviewing is a topic"),
            "interview-preparation": (False, "job interviews are the topic"),
            "interview-techniques": (False, "job interviews are the topic"),
            "journalism": (False, "interviewing is a journalism skill taught"),
            "journalism-skills": (False, "interviewing people is a journalism skill taught"),
            "leading-teams-project": (False, "one option asks the learner to interview an executive"),
            "mindware": (False, "interviewing job applicants is a topic"),
            "personality-types-at-work": (False, "job interview questions are a topic"),
            "persuasive-communication": (False, "the job interview process is an example"),
            "public-speaking": (False, "interviews are one use of the skill taught"),
            "qualitative-methods": (False, "interviewing is a research method taught"),
            "questionnaire-design": (False, "survey interviewing is a method taught"),
            "speak-english-professionally": (False, "the learner role-plays interviewing"),
            "startup-entrepreneurship-from-idea-to-startup": (False, "students conduct the interviews with entrepreneurs themselves"),
            "successful-interviewing": (False, "job interviews are the topic"),
            "transreality-gaming": (False, "a job interview is where the learner could show the work"),
            "uva-darden-agile-development-capstone": (False, "the learner conducts user interviews"),
        },
        "the description says the course features interviews with experts, practitioners or guests",
        "the description does not mention interviews",
    ),
    "quizzes": (
        r"\bquiz",
        {},
        "the description says the course has quizzes",
        "the description does not mention quizzes",
    ),
    "real_data": (
        r"real[- ]world data|real data|actual data|real[- ]life data",
        {
            "real-life-data-science": (False, "about managing real-life data analyses and teams, not working with real data sets"),
        },
        "the description says learners work with real(-world) data",
        "the description does not say learners work with real data",
    ),
}


def decide():
    out = {}
    slugs = {r["course_id"] for r in ROWS}
    for key, (pat, over, yes, no) in DECISIONS.items():
        for s in over:
            assert s in slugs, (key, s)
        d = {}
        for r in ROWS:
            s = r["course_id"]
            if s in over:
                a, why = over[s]
            elif re.search(pat, r["about"], re.I):
                a, why = True, yes
            else:
                a, why = False, no
            d[name(r)] = {"answer": a, "reason": why}
        out[key] = d
    return out


READ = decide()
SLUG_NAME = {r["course_id"]: name(r) for r in ROWS}


def prose(key):
    return lambda r: READ[key][name(r)]["answer"]


# --- Simple Filter (5)
q("philosophy courses", "Simple Filter", where(lambda r: sub(r) == "Philosophy"))
q("show me advanced level courses", "Simple Filter", where(lambda r: level(r) == "Advanced"))
q("courses taught by charles severance", "Simple Filter",
  where(lambda r: "Charles Severance" in teachers(r)))
q("which courses teach r programming", "Simple Filter", where(lambda r: "R Programming" in skills(r)))
q("ml courses", "Simple Filter", where(lambda r: sub(r) == "Machine Learning"))

# --- Multi-Condition Queries (10)
q("beginner finance courses under 15 hours", "Multi-Condition Queries",
  where(lambda r: sub(r) == "Finance" and level(r) == "Beginner" and lt(hours(r), 15)))
q("intermediate data science courses rated 4.8 or higher", "Multi-Condition Queries",
  where(lambda r: dom(r) == "Data Science" and level(r) == "Intermediate" and ge(rating(r), 4.8)))
q("short cs courses less than 10 hrs with at least 4.7 stars", "Multi-Condition Queries",
  where(lambda r: dom(r) == "Computer Science" and lt(hours(r), 10) and ge(rating(r), 4.7)))
q("health courses with over 50k enrolled", "Multi-Condition Queries",
  where(lambda r: dom(r) == "Health" and gt(enrolled(r), 50000)))
q("python courses for beginers", "Multi-Condition Queries",
  where(lambda r: python(r) and level(r) == "Beginner"))
q("history courses with more than 200 reviews", "Multi-Condition Queries",
  where(lambda r: sub(r) == "History" and gt(reviews(r), 200)))
q("marketing courses rated at least 4.7 that take under 20 hours", "Multi-Condition Queries",
  where(lambda r: sub(r) == "Marketing" and ge(rating(r), 4.7) and lt(hours(r), 20)))
q("english learning courses at beginner level", "Multi-Condition Queries",
  where(lambda r: sub(r) == "Learning English" and level(r) == "Beginner"))
q("psychology classes with 100k+ students", "Multi-Condition Queries",
  where(lambda r: sub(r) == "Psychology" and ge(enrolled(r), 100000)))
q("roger peng courses rated 4.5 or more", "Multi-Condition Queries",
  where(lambda r: "Roger D. Peng, PhD" in teachers(r) and ge(rating(r), 4.5)))

# --- Inverse Queries (6)
q("entrepreneurship courses that aren't for beginners", "Inverse Queries",
  where(lambda r: sub(r) == "Entrepreneurship" and level(r) != "Beginner"))
q("data analysis courses without python", "Inverse Queries",
  where(lambda r: sub(r) == "Data Analysis" and not python(r)))
q("language courses other than english", "Inverse Queries",
  where(lambda r: dom(r) == "Language Learning" and sub(r) != "Learning English"))
q("which course takes about 93 hours to finish?", "Inverse Queries", where(lambda r: hours(r) == 93))
q("which courses are rated 5.0", "Inverse Queries", where(lambda r: rating(r) == 5.0))
q("machine learning courses except the ones by andrew ng", "Inverse Queries",
  where(lambda r: sub(r) == "Machine Learning" and "Andrew Ng" not in teachers(r)))

# --- Superlative (7)
q("most popular course", "Superlative", best(ROWS, enrolled, True), is_list=False)
q("most enrolled data science course", "Superlative",
  best(where(lambda r: dom(r) == "Data Science"), enrolled, True), is_list=False)
q("whats the longest course", "Superlative", best(ROWS, hours, True), is_list=False)
q("shortest beginner course", "Superlative", best(where(lambda r: level(r) == "Beginner"), hours, False),
  is_list=False)
q("top 3 most reviewed business courses", "Superlative",
  top_n(where(lambda r: dom(r) == "Business"), reviews, 3, True))
q("lowest rated health course", "Superlative", best(where(lambda r: dom(r) == "Health"), rating, False),
  is_list=False)
q("which language course has the most ratings", "Superlative",
  best(where(lambda r: dom(r) == "Language Learning"), ratings, True), is_list=False)

# --- Count (5)
count_q("how many intermediate level courses are there", where(lambda r: level(r) == "Intermediate"),
        "intermediate courses")
count_q("how many courses does roger peng teach", where(lambda r: "Roger D. Peng, PhD" in teachers(r)),
        "courses")
count_q("how many courses take more than 40 hours", where(lambda r: gt(hours(r), 40)), "courses")
count_q("how many finance courses are rated 4.8 or above",
        where(lambda r: sub(r) == "Finance" and ge(rating(r), 4.8)), "finance courses")
count_q("number of law courses", where(lambda r: sub(r) == "Law"), "law courses")


def cmp(question, rows, key, largest):
    win = best(rows, key, largest)
    q(question, "Comparison", win, is_list=len(win) > 1)


# --- Comparison (5)
cmp("learning how to learn vs machine learning - which has more students",
    named("Learning How to Learn: Powerful mental tools to help you master tough subjects", "Machine Learning"),
    enrolled, True)
cmp("cryptography i or bitcoin and cryptocurrency technologies, which is rated higher",
    named("Cryptography I", "Bitcoin and Cryptocurrency Technologies"), rating, True)
cmp("algorithmic toolbox vs data structures which one takes longer",
    named("Algorithmic Toolbox", "Data Structures"), hours, True)
cmp("game theory or model thinking, which has more reviews", named("Game Theory", "Model Thinking"),
    reviews, True)
cmp("is introduction to psychology or buddhism and modern psychology rated better",
    named("Introduction to Psychology", "Buddhism and Modern Psychology"), rating, True)

# --- No Answer (4)
q("advanced courses in music and art", "No Answer",
  where(lambda r: sub(r) == "Music and Art" and level(r) == "Advanced"))
q("courses longer than 200 hours", "No Answer", where(lambda r: gt(hours(r), 200)))
q("courses in french", "No Answer", where(lambda r: r["language"].strip() == "French"))
q("5 star courses with over a million students", "No Answer",
  where(lambda r: rating(r) == 5.0 and gt(enrolled(r), 1000000)))

# --- Prose Only (8)
q("any capstone courses? ones with a capstone project", "Prose Only", where(prose("capstone")))
q("courses where no prior experience is needed", "Prose Only", where(prose("no_prior")))
q("hands on courses", "Prose Only", where(prose("hands_on")))
q("courses taught with case studies", "Prose Only", where(prose("case_studies")))
q("courses with peer graded assignments", "Prose Only", where(prose("peer_review")))
q("courses with interviews with industry experts or guests", "Prose Only", where(prose("expert_interviews")))
q("courses that have quizzes", "Prose Only", where(prose("quizzes")))
q("courses where you work with real world data", "Prose Only", where(prose("real_data")))


def main():
    out = {}
    for i, item in enumerate(QUESTIONS):
        item["split"] = "dev" if i % 2 == 0 else "test"
        out[f"courses-{i + 1:03d}"] = item
    with open(os.path.join(HERE, "questions.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    with open(os.path.join(HERE, "reading_decisions.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(READ, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print(f"{len(out)} questions")
    for k, v in out.items():
        print(k, v["split"], v["category"], len(v["gt_answer_list"]), v["question"], "|",
              "; ".join(v["gt_answer_list"][:4])[:140])


if __name__ == "__main__":
    main()
