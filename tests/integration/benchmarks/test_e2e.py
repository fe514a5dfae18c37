"""``scorewire run NAME --data ... --model ... --base-url ...`` against a loopback server, per benchmark.

Each test runs the real command line on real benchmark data from ../shared/data,
checks the prompts the server received (exact text, in order) and checks the
scores against figures computed here from the data, independently of scorewire.
"""

from __future__ import annotations

import csv
import gzip
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from scorewire.cli import main

from tests.conftest import shared_data_path

GSM8K_FORMAT = (
    'Work the problem out step by step. Then give the final number alone on the last line, written as "#### <number>".'
)


def run(tmp_path: Path, loopback: Any, *args: str) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    out = tmp_path / "out"
    code = main(["run", *args, "--model", "m", "--base-url", loopback.base_url, "-o", str(out), "--progress", "off"])
    assert code == 0
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    summary = json.loads((out / "summary.json").read_text())
    return rows, summary


def mean_score(rows: list[dict[str, Any]], evaluator: str, key: str) -> float:
    values = [r["scores"][evaluator][key] for r in rows]
    assert len(values) == len(rows), "every row is scored"
    return sum(values) / len(values)


def last_user(messages: list[dict[str, str]]) -> str:
    return next(m["content"] for m in reversed(messages) if m["role"] == "user")


def read_jsonl(path: Path, limit: int | None = None) -> list[dict[str, Any]]:
    rows = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rows.append(json.loads(line))
            if limit is not None and len(rows) == limit:
                break
    return rows


# --- gsm8k ----------------------------------------------------------------------------------


def gsm8k_number(solution: str) -> float:
    return float(solution.rsplit("####", 1)[1].strip().replace(",", ""))


@pytest.fixture
def gsm8k() -> tuple[Path, list[dict[str, Any]]]:
    path = shared_data_path("gsm8k", "test.jsonl")
    return path, read_jsonl(path)


def test_gsm8k_gold_solutions_score_100_percent_and_the_prompt_is_the_documented_one(tmp_path, loopback, gsm8k):
    path, raw = gsm8k
    solution_of = {r["question"] + "\n\n" + GSM8K_FORMAT: r["answer"] for r in raw}
    loopback.chat = lambda messages: solution_of[messages[-1]["content"]]
    rows, _ = run(tmp_path, loopback, "gsm8k", "--data", str(path))
    assert len(rows) == len(raw) == 1319
    assert mean_score(rows, "math_equivalence", "math_equiv") == 1.0
    # One zero-shot user message per question, exactly the documented prompt.
    sent = loopback.chat_requests()
    assert sorted(m[0]["content"] for m in sent) == sorted(solution_of)
    assert all(len(m) == 1 and m[0]["role"] == "user" for m in sent)
    # Every row records the messages that were sent for it.
    for row, example in zip(rows, raw, strict=True):
        assert row["messages"] == [{"role": "user", "content": example["question"] + "\n\n" + GSM8K_FORMAT}]


def test_gsm8k_answering_with_the_previous_questions_solution_scores_the_share_of_repeated_answers(
    tmp_path, loopback, gsm8k
):
    path, raw = gsm8k
    # Question i is answered with the solution of question i-1 (the first with the last one's).
    previous = {r["question"] + "\n\n" + GSM8K_FORMAT: raw[i - 1]["answer"] for i, r in enumerate(raw)}
    loopback.chat = lambda messages: previous[messages[-1]["content"]]
    rows, summary = run(tmp_path, loopback, "gsm8k", "--data", str(path))
    repeats = sum(gsm8k_number(raw[i]["answer"]) == gsm8k_number(raw[i - 1]["answer"]) for i in range(len(raw)))
    assert 0 < repeats < len(raw)
    assert mean_score(rows, "math_equivalence", "math_equiv") == pytest.approx(repeats / len(raw))
    top = [s for s in summary["summary"] if s["key"] == "math_equiv" and s["category"] is None]
    assert top[0]["mean"] == pytest.approx(repeats / len(raw))


def test_gsm8k_few_shot_examples_are_seeded_answered_with_solutions_and_never_the_row_itself(tmp_path, loopback, gsm8k):
    _path, raw = gsm8k
    subset = tmp_path / "subset.jsonl"
    subset.write_text("".join(json.dumps(r) + "\n" for r in raw[:12]))
    solution_of = {r["question"] + "\n\n" + GSM8K_FORMAT: r["answer"] for r in raw[:12]}
    loopback.chat = lambda messages: solution_of[messages[-1]["content"]]
    args = ("gsm8k", "--data", str(subset), "--num-fewshot", "3", "--fewshot-data", str(subset), "--seed", "7")
    rows, _ = run(tmp_path / "a", loopback, *args)
    first = loopback.chat_requests()
    for row in rows:
        messages = row["messages"]
        assert [m["role"] for m in messages] == ["user", "assistant"] * 3 + ["user"]
        own = messages[-1]["content"]
        shots = [messages[i]["content"] for i in (0, 2, 4)]
        assert own not in shots and len(set(shots)) == 3
        for i in (0, 2, 4):  # each shot is answered with its own reference solution
            assert messages[i + 1]["content"] == solution_of[messages[i]["content"]]
    assert mean_score(rows, "math_equivalence", "math_equiv") == 1.0
    loopback.requests.clear()
    rows_again, _ = run(tmp_path / "b", loopback, *args)
    assert [r["messages"] for r in rows_again] == [r["messages"] for r in rows]
    assert sorted(map(json.dumps, loopback.chat_requests())) == sorted(map(json.dumps, first))
    loopback.requests.clear()
    other, _ = run(tmp_path / "c", loopback, *args[:-1], "8")
    assert [r["messages"] for r in other] != [r["messages"] for r in rows]


def test_prompt_template_and_system_prompt_from_the_command_line(tmp_path, loopback, gsm8k):
    path, raw = gsm8k
    template = tmp_path / "t.txt"
    template.write_text("Q: {question}\nA:")
    loopback.chat = lambda messages: "#### 0"
    rows, _ = run(
        tmp_path, loopback, "gsm8k", "--data", str(path), "--limit", "3",
        "--prompt-template", str(template), "--system-prompt", "Be brief.",
    )  # fmt: skip
    expected = [
        [{"role": "system", "content": "Be brief."}, {"role": "user", "content": f"Q: {r['question']}\nA:"}]
        for r in raw[:3]
    ]
    assert sorted(map(json.dumps, loopback.chat_requests())) == sorted(map(json.dumps, expected))
    assert [r["messages"][1]["content"] for r in rows] == [f"Q: {r['question']}\nA:" for r in raw[:3]]


# --- math -----------------------------------------------------------------------------------


def test_math_gold_solutions_score_100_percent(tmp_path, loopback):
    path = shared_data_path("math", "MATH_test_5000.jsonl")
    raw = read_jsonl(path, 40)
    fmt = "Show your reasoning, then write the final answer inside \\boxed{}."
    solution_of = {r["problem"] + "\n\n" + fmt: r["solution"] for r in raw}
    loopback.chat = lambda messages: solution_of[messages[-1]["content"]]
    rows, _ = run(tmp_path, loopback, "math", "--data", str(path), "--limit", "40")
    assert sorted(m[0]["content"] for m in loopback.chat_requests()) == sorted(solution_of)
    assert mean_score(rows, "math_equivalence", "math_equiv") == 1.0
    assert {r["category"] for r in rows} == {r["type"] for r in raw}


# --- mmlu -----------------------------------------------------------------------------------


def _mmlu_rows(limit: int) -> list[list[str]]:
    folder = shared_data_path("mmlu", "test")
    first = sorted(folder.glob("*.csv"))[0]
    with open(first, encoding="utf-8", newline="") as fh:
        records = list(csv.reader(fh))[:limit]
    return [[*rec, first.stem.removesuffix("_test")] for rec in records]


def test_mmlu_chat_mode_prompts_and_letter_scores(tmp_path, loopback):
    records = _mmlu_rows(30)
    prompts = {}
    for i, (q, a, b, c, d, gold, subject) in enumerate(records):
        text = (
            f"The following is a question about {subject.replace('_', ' ')}.\n\n{q}\n\nA. {a}\nB. {b}\nC. {c}\nD. {d}"
            '\n\nFinish with a line of the form "Answer: X", where X is one of A, B, C, D.'
        )
        # Even rows answered right, odd rows with the next letter.
        letter = gold if i % 2 == 0 else "ABCD"[("ABCD".index(gold) + 1) % 4]
        prompts[text] = f"Thinking it over.\nAnswer: {letter}"
    loopback.chat = lambda messages: prompts[messages[-1]["content"]]
    rows, _ = run(tmp_path, loopback, "mmlu", "--data", str(shared_data_path("mmlu")), "--limit", "30")
    assert sorted(m[-1]["content"] for m in loopback.chat_requests()) == sorted(prompts)
    assert mean_score(rows, "multiple_choice", "mc_accuracy") == pytest.approx(15 / 30)


def test_mmlu_loglikelihood_mode_scores_each_letter_after_the_context(tmp_path, loopback):
    records = _mmlu_rows(20)
    favoured = {}
    for i, (q, a, b, c, d, gold, _) in enumerate(records):
        context = f"{q.strip()}\nA. {a}\nB. {b}\nC. {c}\nD. {d}\nAnswer:"
        # The model prefers the gold letter on the first 14 questions and "A" on the rest.
        favoured[context] = gold if i < 14 else "A"

    def loglikelihood(prompt: str) -> tuple[int, float]:
        context, _, letter = prompt.rpartition(" ")
        return len(context), (-0.1 if favoured[context] == letter else -3.0)

    loopback.loglikelihood = loglikelihood
    rows, _ = run(
        tmp_path, loopback, "mmlu", "--data", str(shared_data_path("mmlu")), "--limit", "20", "--mode", "loglikelihood"
    )
    prompts = [p for r in loopback.requests for p in r["prompt"]]
    assert all(r["path"].endswith("/completions") and r["echo"] is True for r in loopback.requests)
    assert sorted(prompts) == sorted(f"{ctx} {letter}" for ctx in favoured for letter in "ABCD")
    expected = sum(
        favoured[f"{q.strip()}\nA. {a}\nB. {b}\nC. {c}\nD. {d}\nAnswer:"] == gold for q, a, b, c, d, gold, _ in records
    )
    assert mean_score(rows, "mc_loglikelihood", "acc") == pytest.approx(expected / 20)
    assert 0 < expected < 20


def test_a_benchmark_refuses_a_mode_it_does_not_support(tmp_path, loopback, capsys):
    path = shared_data_path("gsm8k", "test.jsonl")
    code = main(["run", "gsm8k", "--data", str(path), "--model", "m", "--base-url", loopback.base_url,
                 "--mode", "loglikelihood", "-o", str(tmp_path / "o")])  # fmt: skip
    assert code == 2
    assert "gsm8k" in capsys.readouterr().err
    assert loopback.requests == []


# --- ifeval ---------------------------------------------------------------------------------


def test_ifeval_sends_the_prompt_unchanged_and_scores_like_the_official_checker(tmp_path, loopback):
    raw = [
        r
        for r in read_jsonl(shared_data_path("ifeval", "gpt4_responses_with_reference_results.dev.jsonl"))
        if not r["reference_nondeterministic"]
    ][:80]
    data = tmp_path / "input_data.jsonl"
    fields = ("key", "prompt", "instruction_id_list", "kwargs")
    data.write_text("".join(json.dumps({k: r[k] for k in fields}) + "\n" for r in raw))
    response_of = {r["prompt"]: r["response"] for r in raw}
    loopback.chat = lambda messages: response_of[messages[-1]["content"]]
    rows, _ = run(tmp_path, loopback, "ifeval", "--data", str(data))
    assert sorted(m[-1]["content"] for m in loopback.chat_requests()) == sorted(response_of)
    assert all(len(m) == 1 for m in loopback.chat_requests())
    expected_strict = sum(all(r["expected_strict"]) for r in raw) / len(raw)
    expected_loose = sum(all(r["expected_loose"]) for r in raw) / len(raw)
    assert mean_score(rows, "ifeval", "prompt_strict") == pytest.approx(expected_strict)
    assert mean_score(rows, "ifeval", "prompt_loose") == pytest.approx(expected_loose)


# --- humaneval ------------------------------------------------------------------------------


def test_humaneval_prompts_and_pass_at_1(tmp_path, loopback):
    pytest.importorskip("scorewire_code")
    if shutil.which("bwrap") is None and shutil.which("docker") is None:
        pytest.skip("no code sandbox (bubblewrap or Docker): scripts/setup-sandboxes.sh installs one")
    path = shared_data_path("humaneval", "HumanEval.jsonl.gz")
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        raw = [json.loads(line) for line in fh][:6]
    fence = "```"
    reply = {}
    for i, r in enumerate(raw):
        text = (
            f"Complete this Python function.\n\n{fence}python\n{r['prompt']}{fence}\n\n"
            f"Reply with the complete function, signature included, in one {fence}python code block."
        )
        body = r["canonical_solution"] if i < 4 else "    return None\n"
        reply[text] = f"Here it is:\n{fence}python\n{r['prompt']}{body}{fence}\n"
    loopback.chat = lambda messages: reply[messages[-1]["content"]]
    data = tmp_path / "HumanEval.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in raw))
    rows, _ = run(tmp_path, loopback, "humaneval", "--data", str(data))
    assert sorted(m[-1]["content"] for m in loopback.chat_requests()) == sorted(reply)
    errors = [e for r in rows for e in r["errors"]]
    if errors and any("sandbox" in json.dumps(e).lower() for e in errors):
        pytest.skip(f"the code sandbox is not usable here: {errors[0]}")
    assert mean_score(rows, "code_execution", "pass_at_1") == pytest.approx(4 / 6)


# --- squad ----------------------------------------------------------------------------------


def test_squad_prompt_and_scores_equal_the_official_script(tmp_path, loopback):
    pairs = read_jsonl(shared_data_path("squad", "answer_pairs_with_official_scores.dev.jsonl"), 200)
    # The shared file holds answer pairs, not passages: each row gets a stand-in passage and question.
    data = tmp_path / "squad.jsonl"
    rows_in = [
        {"id": p["id"], "title": "t", "context": f"Passage of {p['id']}.", "question": f"What is asked in {p['id']}?",
         "answers": {"text": [p["gold"]], "answer_start": [0]}}
        for p in pairs
    ]  # fmt: skip
    data.write_text("".join(json.dumps(r) + "\n" for r in rows_in))
    fmt = "Answer with the shortest span of the passage that answers the question, and nothing else."
    reply = {
        f"Passage:\n{r['context']}\n\nQuestion: {r['question']}\n\n{fmt}": p["prediction"]
        for r, p in zip(rows_in, pairs, strict=True)
    }
    loopback.chat = lambda messages: reply[messages[-1]["content"]]
    rows, _ = run(tmp_path, loopback, "squad", "--data", str(data))
    assert sorted(m[-1]["content"] for m in loopback.chat_requests()) == sorted(reply)
    assert mean_score(rows, "answer_quality", "exact_match") == pytest.approx(
        sum(p["official_exact"] for p in pairs) / len(pairs)
    )
    assert mean_score(rows, "answer_quality", "f1") == pytest.approx(sum(p["official_f1"] for p in pairs) / len(pairs))


# --- mnli -----------------------------------------------------------------------------------


def test_mnli_prompt_and_label_accuracy(tmp_path, loopback):
    path = shared_data_path("nli", "mnli_dev_matched.tsv")
    with open(path, encoding="utf-8", newline="") as fh:
        reader = csv.reader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)
        header = next(reader)
        raw = [dict(zip(header, cells, strict=False)) for _, cells in zip(range(60), reader, strict=False)]
    gold_of = {(r["premise"], r["hypothesis"]): r["gold_label"] for r in raw}
    wrong = {"entailment": "neutral", "neutral": "contradiction", "contradiction": "entailment"}

    def chat(messages: list[dict[str, str]]) -> str:
        text = messages[-1]["content"]
        premise, hypothesis = next(k for k in gold_of if k[0] in text and k[1] in text)
        gold = gold_of[(premise, hypothesis)]
        return gold if len(premise) % 3 else wrong[gold]

    loopback.chat = chat
    rows, _ = run(tmp_path, loopback, "mnli", "--data", str(path), "--limit", "60")
    sent = [m[-1]["content"] for m in loopback.chat_requests()]
    assert len(sent) == 60
    for text in sent:
        premise, hypothesis = next(k for k in gold_of if k[0] in text and k[1] in text)
        assert text.index(premise) < text.index(hypothesis)
        assert text.rstrip().endswith("Answer with one word: entailment, neutral or contradiction.")
    expected = sum(1 for p, _ in gold_of if len(p) % 3) / 60
    assert mean_score(rows, "nli_label", "nli_accuracy") == pytest.approx(expected)


# --- mt_bench -------------------------------------------------------------------------------


def test_mt_bench_two_turns_every_second_request_holds_the_first_exchange(tmp_path, loopback):
    path = shared_data_path("llm_judge", "mt_bench", "mt_bench__question.jsonl")
    questions = read_jsonl(path)
    assert all(len(q["turns"]) == 2 for q in questions)

    def chat(messages: list[dict[str, str]]) -> str:
        return f"reply {len(messages)} to: {messages[-1]['content'][:40]}"

    loopback.chat = chat
    # The judge rates a conversation holding a second reply 9, a first reply alone 6.
    loopback.judge = lambda messages: "Fine. Rating: [[9]]" if "reply 3 to:" in messages[-1]["content"] else "[[6]]"
    out = tmp_path / "out"
    # The folder: questions plus GPT-4 reference answers (math, reasoning and coding are judged against them).
    code = main(["run", "mt-bench", "--data", str(path.parent), "--model", "m", "--base-url", loopback.base_url,
                 "--judge-url", loopback.base_url, "--judge-model", "judge", "-o", str(out), "--progress", "off"])  # fmt: skip
    assert code == 0
    sent = loopback.chat_requests()
    assert len(sent) == 2 * len(questions) == 160
    by_first = {q["turns"][0]: q for q in questions}
    seconds = [m for m in sent if len(m) == 3]
    assert len(seconds) == len(questions)
    for messages in seconds:
        q = by_first[messages[0]["content"]]
        assert [m["role"] for m in messages] == ["user", "assistant", "user"]
        assert messages[1]["content"] == chat(messages[:1])  # the first reply, as the server gave it
        assert messages[2]["content"] == q["turns"][1]
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    for row, q in zip(rows, questions, strict=True):
        first = [{"role": "user", "content": q["turns"][0]}]
        reply1 = chat(first)
        second = [*first, {"role": "assistant", "content": reply1}, {"role": "user", "content": q["turns"][1]}]
        assert row["response_turns"] == [reply1, chat(second)]
        assert row["messages"] == [*second, {"role": "assistant", "content": chat(second)}]
        assert row["response"] == chat(second)
        assert row["scores"]["judge_rating"]["rating@turn1"] == 6.0
        assert row["scores"]["judge_rating"]["rating@turn2"] == 9.0
    # The judge sees turn 2 with the whole conversation, in order.
    for q in questions[:5]:
        text = next(m[-1]["content"] for m in loopback.judge_requests() if q["turns"][1] in m[-1]["content"])
        parts = [q["turns"][0], chat([{"role": "user", "content": q["turns"][0]}]), q["turns"][1], "reply 3 to:"]
        positions = [text.index(p) for p in parts]
        assert positions == sorted(positions)


# --- the demo file and chat answers on loglikelihood benchmarks ------------------------------


def test_every_row_of_the_demo_file_gets_a_prompt(tmp_path, loopback):
    demo = Path(__file__).resolve().parents[3] / "examples" / "demo" / "responses.jsonl"
    raw = read_jsonl(demo)
    loopback.chat = lambda messages: "Answer: B"
    rows, _ = run(tmp_path, loopback, str(demo))
    assert len(loopback.chat_requests()) == len(raw) == 18
    assert [e for r in rows for e in r["errors"] if e["stage"] == "system"] == []
    sent = {r["id"]: r["messages"][-1]["content"] for r in rows}
    assert all(example.get("question", example.get("prompt", "")) in sent[example["id"]] for example in raw)
    assert "Das Wetter ist heute schön." in sent["mt-1"] and "from German into English" in sent["mt-1"]


def test_chat_answers_on_hellaswag_and_winogrande_are_scored_by_letter(tmp_path, loopback):
    hellaswag = tmp_path / "hellaswag.jsonl"
    hellaswag.write_text(
        json.dumps({"activity_label": "Baking", "ctx_a": "She mixes the flour.", "ctx_b": "then she",
                    "endings": ["swims.", "adds eggs.", "sleeps.", "flies."], "label": "1"}) + "\n"
    )  # fmt: skip
    winogrande = tmp_path / "winogrande.jsonl"
    winogrande.write_text(
        json.dumps({"sentence": "The cup fell off the table because _ was wobbly.", "option1": "the cup",
                    "option2": "the table", "answer": "2"}) + "\n"
    )  # fmt: skip
    loopback.chat = lambda messages: "Answer: B"
    rows, _ = run(tmp_path / "h", loopback, "hellaswag", "--data", str(hellaswag))
    assert list(rows[0]["scores"]) == ["multiple_choice"]
    assert rows[0]["scores"]["multiple_choice"]["mc_accuracy"] == 1.0 and rows[0]["errors"] == []
    assert "A. swims.\nB. adds eggs." in rows[0]["messages"][-1]["content"]
    rows, _ = run(tmp_path / "w", loopback, "winogrande", "--data", str(winogrande))
    assert rows[0]["scores"]["multiple_choice"]["mc_accuracy"] == 1.0 and rows[0]["errors"] == []
    assert "_ was wobbly" in rows[0]["messages"][-1]["content"]


def test_a_run_folder_does_not_resume_with_another_prompt(tmp_path, loopback, capsys):
    path = shared_data_path("gsm8k", "test.jsonl")
    loopback.chat = lambda messages: "#### 1"
    base = ["run", "gsm8k", "--data", str(path), "--limit", "4", "--model", "m", "--base-url", loopback.base_url,
            "-o", str(tmp_path / "o"), "--progress", "off", "--max-error-rate", "1"]  # fmt: skip
    assert main(base) == 0
    assert len(loopback.chat_requests()) == 4
    assert main(base) == 0  # the same command resumes: nothing is asked again
    assert len(loopback.chat_requests()) == 4
    assert main([*base, "--system-prompt", "Be brief."]) == 2
    assert "prompt" in capsys.readouterr().err
    assert len(loopback.chat_requests()) == 4


def test_chat_prompt_options_are_refused_in_loglikelihood_mode(tmp_path, loopback, capsys):
    code = main(["run", "mmlu", "--data", str(shared_data_path("mmlu")), "--limit", "2", "--mode", "loglikelihood",
                 "--num-fewshot", "3", "--model", "m", "--base-url", loopback.base_url, "-o", str(tmp_path / "o")])  # fmt: skip
    assert code == 2
    assert "--mode chat" in capsys.readouterr().err
    assert loopback.requests == []


def test_mmlu_few_shot_examples_come_from_the_rows_own_subject(tmp_path, loopback):
    test_dir = tmp_path / "mmlu" / "test"
    test_dir.mkdir(parents=True)
    subjects = ("astronomy", "virology")
    for subject in subjects:
        lines = (shared_data_path("mmlu", "test") / f"{subject}_test.csv").read_text(encoding="utf-8").splitlines()
        (test_dir / f"{subject}_test.csv").write_text("\n".join(lines[:3]) + "\n", encoding="utf-8")
    loopback.chat = lambda messages: "Answer: A"
    rows, _ = run(
        tmp_path, loopback, "mmlu", "--data", str(tmp_path / "mmlu"),
        "--num-fewshot", "2", "--fewshot-data", str(shared_data_path("mmlu", "dev")),
    )  # fmt: skip
    assert {r["category"] for r in rows} == set(subjects)
    for row in rows:
        lead = f"The following is a question about {row['category']}."
        users = [m["content"] for m in row["messages"] if m["role"] == "user"]
        assert len(users) == 3 and all(u.startswith(lead) for u in users)
