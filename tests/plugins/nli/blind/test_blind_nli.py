"""Held-out ("blind") NLI, fact-verification and yes/no/maybe answers, labelled by hand by
someone who had not read the reader.

Each row names its label set (nli, fever, yes_no_maybe) and the label the answer commits to
(null: none). A verdict counts right when ``extract_label`` commits to the same label, null
included.

Batch 1 (277 answers): main at e8f7862 read 247 right (89.2%); after the fixes by class
(changes of mind, undecided endings and final disjunctions, label lists, closing verdict
sentences, verdicts after a dash or an arrow, "follows" / "consequence" / "can't tell" /
"contra", "the honest answer is", no-effect findings) it reads 276 (99.6%). The remaining miss
is an answer that never concludes ("I'm going back and forth ..."), read right since the batch-18 round: 277.
Batch 2 (a second writer; 231 answers in the copy kept here): first scored after the batch-1
fixes, 226 right (97.8%; main at e8f7862: 196, 84.8%); after the fixes by class (abstentions
ending the answer, sentence-initial verdicts in a conclusion, conditional "If 5 p.m. counts...,
the label would be", "the answer to the question as asked is") 230 (99.6%).
Batch 3 (a third writer; 320 answers): first scored on main at 4ad66fc, 308 right (96.2%);
after the fix by class (an ending that hands the choice back: "I'll leave it to you", "I'll let
you decide", "rather than pick one", "either answer could be marked correct", "annotators going
either way", "depends on your rules"; a bare "can't tell" as a maybe) 316 (98.8%). Left: "no basis
either way: maybe", "in everyday terms yes", "I'm going with no" after a discussion,
and a "can't be sure ..., so strictly this is neutral" read as entailment. After the fixes by
class for those (a qualifying phrase before the verdict, "I'm going with X", a label after a colon
closing the sentence, "the obvious answer is X, but" as a hedge) 320 (100%).
Batch 4 (two new writers; 407 answers): first scored at 62e6734, before any change for it,
396 right (97.3%).
After the fixes by class (a negation inside a quoted hypothesis, "clash", "I'll switch to X", "I'd have
to say X", "either way," as a discourse marker, "possibly X, possibly Y", an answer cut off at its
marker, "I'd rather not choose", "not going to commit", letter-spaced labels) 405 (99.5%); batches
1-3 unchanged (276, 230, 320). Left: "no, <first label> — I'd say <second>" read as its first verdict,
and a change of mind whose conclusion restates the label in other words.
Batch 5 (new writers who had not read the code; 260 answers): first scored at 55a885d, before any
change for it, 247 right (95.0%). After the fixes by class (a one-letter reply naming the one label
that starts with it, "E" / "N" / "Y"; "I'll answer yes", "I would mark this X", "changing my answer
to X" and "on reflection" as a change of mind, "the best-supported answer is X") 254 (97.7%); batches 1-4 unchanged (276, 230, 320, 405).
Left: option letters mapped to labels ("Option C: contradiction ... The correct option is C."), a
verdict after "So this is X? No -", and FEVER answers whose hedge and closing label disagree.
Batch 6 (new writers who had not read the code; 263 answers): first scored at d61d5a5, before any
change for it, 228 right (86.7%). After the fixes by class (options the answer lists itself read by
number or letter, "1. entailment 2. neutral ... Answer: 2", "(A) yes (B) no (C) maybe ... → (C)";
every label but one negated, and "the remaining one" / "what's left" after "X? No."; "that's the
one I'll submit"; two labels listed, "yes or maybe", as none; "X isn't crazy either" as undecided;
"I'll keep my first answer"; "Nope, can't tell" read as its second term; synonyms: "false claim",
"backed up", "jury's still out", "answer in the negative", "not enough to judge"; labels in other
languages, "Sí.", "是的。", "réfutée", "talvez"; an arrow opening a new clause; "I'd still say",
"Going with") 256 (97.3%); batches 1-4 unchanged (276, 230, 320, 405), batch 5: 255.
Left: a label named by its position in the prompt ("the first one", "the middle option" when the
answer does not list them), double negatives ("doesn't fail to show", "no reason to think ... is
unnecessary", "would not be wrong to call these incompatible", read as entailment), a verdict
restated in other words ("reminders definitely helped"), and "I'd call it a yes for ...".
Batch 7 (new writers who had not read the code; 275 answers): first scored at d2d1827, before any
change for it, 252 right (91.6%). After the fixes by class (a change of mind naming its new label,
"Correcting to: no.", "Changing to SUPPORTS.", "I'd revise to maybe."; "X is my pick"; "I'll keep
X"; a closing ordinal, "the middle one", "so the first one.", "Third option.", once the answer has
listed every label; "Answer: C" as the one label of that initial; "Yes and no. ... : no" settled by
the later verdict; "could go either way" and "refrain from picking one" as abstentions; "I think
this is" as cut off; the labels in Japanese and Chinese, "ニュートラル（中立）です。") 266 (96.7%);
batches 1-5 unchanged (276, 230, 320, 405, 255), batch 6: 257. Left: verdicts restated without a label ("the
evidence backs it up", "The design doesn't allow a conclusion.", "supplementation reduced the
risk"), a double negative over labels ("Definitely not no, and too strong for maybe"), "→ Y"
after a listed set, and a hedged "So... maybe?" the writer counted as a verdict.
Batch 8 (new writers who had not read the code; 234 answers): first scored at d2d1827 (after the
batch-6 fixes, before the batch-7 ones), 210 right (89.7%); at fad4e05, after the batch-7 fixes and
before anyone had looked at it, 211 (90.2%). After the fixes by class (a change of mind after an
answer marker, "Verdict: SUPPORTS - wait, ... : REFUTES"; abstentions "I'll leave it open", "hold
off on a label", "depends on the annotation guidelines", "torn between" two labels; Spanish markers
and labels, "Veredicto: REFUTA", "es falsa"; "checks out ✅", "the claim holds"; "Verdict: doesn't
predict."; "No added benefit"; an arrow after the labels listed on the answer line; "It remains
unclear from ..."; "possible but unproven"; a bare "Yes" answering the answer's own question about
one label; "I don't think this is not a contradiction"; the labels listed one per line, one checked)
228 (97.4%); batches 1-4, 6 and 7 unchanged (276, 230, 320, 405, 257, 266), batch 5: 256.
Left: a label named by its position in a list the answer does not write out ("Answer: C",
"Option 1", a change of mind to "A" after listing the options), a truncated "I'd say NOT ENOUGH INFO,
although one might argue SUPPORTS if", a verdict followed by a reason phrased as a question ("I'd say
NOT ENOUGH INFO since maybe ...?"), and "Hard to say." labelled maybe (the reader keeps it undecided,
as earlier writers label it).
Batch 9 (new writers who had not read the code; 278 answers): first scored at 294b215, before any
change for it, 251 right (90.3%). After the fixes by class (a label standing apart at an edge of the
answer, as its word, initial or clipped form: "... implied. ent.", "Hard to say → maybe", "ENT -
...", "Neutral - could more be added later?"; a first-person pick after an opening verdict word, "Not
necessarily. ... I'd answer maybe"; a slip repaired, "REFUTES - sorry, I mean NOT ENOUGH INFO"; "unsure
between the two", "leave it between those two"; an answer cut off while stating its conclusion, "So the
hypothesis is"; a label quoted between words as a word talked about, "A 'maybe' would only fit if ...";
a first-person pick with a short qualifier, "I'll answer based on the evidence: NOT ENOUGH INFO"; a bare affirming word after a named label, "→ contradiction. ¡Claro!") 267 (96.0%); batch 7: 267 (an earlier miss these rules happen to fix), batches 1-6 and
8 unchanged. Left: verdicts in words no label names ("Nothing in the text says why", "the evidence backs
the claim", "Obviously follows"), Spanish
"Sí, es una contradicción" (the yes read, not the label), "(Contradiction is out, neutral too.)"
after the verdict, "It is not not a contradiction.", French "Donc non.", and "I'd answer: it depends on
..." labelled as no verdict (debatable: "it depends" reads as maybe).

Batch 10 (new writers, told to make about 60% of the replies ordinary benchmark answers; 297
answers): scored blind after the batch-8 fixes: 262 (88.2%); after the batch-9 fixes: 264 (88.9%).
After the fixes by class (a verdict word then its source, "Correct per the evidence."; labels in French,
Italian, German, "Neutre."; a closing check mark in the NLI and FEVER sets; unable to establish or
overturn the claim, "we can't verify or refute this", "neither confirmed nor ruled out"; what the
evidence does to the claim, "the evidence backs this up", "the premise implying the hypothesis"; a yes
or no said with a question's own verb is no NLI verdict, "It doesn't contradict it either."; two labels
as one subject, "entailment and neutral both seem defensible"; the labels judged one per line; the text
silent on the point in an answer naming no label, "Gender isn't specified."; a paraphrase, "Same
meaning, restated."; a label judged wrong to name, "It would be wrong to call this neutral or
contradictory. E."; "directly opposed"; "I'd lean yes"; "the definitive answer is yes"; a verdict
conceded before a contrast and another closing the answer, "Significant, yes, but ... unclear — maybe.";
a label asked on its own, "maybe? it's just a survey"; a word glossed by a label, "可能（maybe）"; an
answer cut off one or two words into a clause of its reasoning; "Myth busted") 290 (97.6%); batch 6:
259, batch 7: 269, batch 9: 269 (earlier misses these rules happen to fix), batches 1-5 and 8
unchanged. Left: restatements of the hypothesis or question that need it ("That's a rescue, plain
and simple.", "they are not on the ground", "there clearly is a training gap", "Only 18% did." for
"Do all ...?"), "the middle option" with no labels listed, "The showers made no difference.", and
"..., so I can't say." (read as declining, labelled maybe).
Batch 11 (new writers who had not read the code; 339 answers): scored blind at d2e35c2, before any
change for it: 313 (92.3%); after the batch-10 fixes, before anyone had looked at it: 317 (93.5%).
After the fixes by class, in the NLI plugin's reader (the writer leaves the choice open in the closing
sentences, "I can't land on one", "Both ... are defensible", "Beides ist möglich", "somewhere between
the two"; an answer that stops on the words announcing its verdict, "So it's", "I'd call it"; a
yes/no/maybe answer that says what the premise does to the hypothesis, "the premise backs that up",
"it rules it out"; "implies what the hypothesis states"; labels in German, Spanish, Portuguese, Russian
and Chinese or Japanese verdict positions, "标签：矛盾", "所以这是矛盾"; an opening verdict, a change of
mind and a last sentence stating another label, "SUPPORTS. Hmm wait ... the evidence contradicts it.";
labels asked in turn and answered no, "Contradiction? No ... Entailment? Also no"; another reading
granted and set aside, "(One could say neutral, but ...)") 338 (99.7%); batches 1-10 unchanged (none
of the 22 earlier misses of batches 8-10 fixed). Left: "It's not that the premise rules it out ...
But it doesn't confirm it either" (yes/no/maybe, labelled maybe; read as the no of a verb echo).
Batch 12 (new writers who had not read the code; 332 answers): scored blind at d2e35c2, before any change for it: 317 (95.5%); after the batch-10 fixes: 317 (95.5%); after the batch-11
fixes, before anyone had looked at it: 318 (95.8%). Two rows read right before were read wrong after (two labels asked in
turn and left open, "tough to call"; "none of the above labels fits" before a silent premise); with
their classes fixed: 320 (96.4%). After its own fixes (a bare list of every label is no verdict; a closing
that declines to choose or defers the choice; a change of mind after a conclusion; an opening hedge before a
cut-off verdict; a possibility beside its own denial; the relation in the passive; the text said to state the
hypothesis itself): 329 (99.1%); batches 1-11
unchanged (none of the 17 earlier misses of batches 9-11 fixed). Left: a double negation corrected in its
sentence, a letter keyed by a legend after it, a claim "rejected".
Batch 13 (new writers who had not read the code; 324 answers), written after the batch-11 fixes:
with the code of d2e35c2 (before the batch-10 fixes) it reads 289 (89.2%); scored blind after the batch-10
and batch-11 fixes: 297 (91.7%); after the batch-12 fixes, before anyone had looked at it: 298 (92.0%).
After the fixes by class (a closing that ties two labels, "a toss-up between the last two", calls the choice
too hard, "too ambiguous for me to choose", or reports graders split, "some would answer no, some maybe"; a
label named only to be set aside or defined, "neutral & contradiction excluded", "Neutral would require
uncertainty", a glossary of the labels; two labels offered as the answer, "NOT ENOUGH INFO or REFUTES"; a
denied contracted denial, "I wouldn't say it's not entailed"; a label spelled with any one separator,
"C-O-N-T-R-A-D-I-C-T-I-O-N"; "its" for "it's"; a return to a label, "I'll go back to maybe"; an opening run
of self-corrections, "Yes. Well, no. Honestly: maybe"; an opening marker retracted, "Just kidding"; the claim
judged in a clause of its own or said to get a detail wrong or to be the opposite; too little information
in other languages; "no data beyond"; options listed with a note each and picked by number; "can't tell
either way" in the yes/no/maybe set) 321 (99.1%); batch 2: 231, batch 9: 270 (earlier misses these rules
happen to fix; none of the 11 misses of batches 10-12), every other batch unchanged. Left: "I can't say it's
not supported." (yes/no/maybe: "supported" is read only at a verdict position there), and two verdicts that
need the pair itself ("there is [enough info], and it says 1889" for a claim of 1925; "The hypothesis is about the
association.").
Batch 14 (new writers who had not read the code; 422 answers), written after the batch-12 fixes: scored
blind with the code of 41ddeb7 (before the batch-13 fixes): 407 (96.4%); after the batch-13 fixes, before anyone
had looked at it: 408 (96.7%). After the fixes by class (a closing hypothetical aside in brackets about another
hypothesis, "(Had it said 'over 300', it would be neutral.)"; a last sentence offering two labels as a possibility,
"Could be entailment or neutral."; declining to commit until something is known, "I don't want to commit without
knowing which reading is meant"; an opening "yes and no" in a set whose labels are not yes and no; "not necessarily"
with another outcome called possible, as maybe; an answer marker with what it answers between, "The answer to 'is it
open Sunday' is no."; the writer unable to settle the point from what was given, "I can't determine that from the
information given."; a last sentence concluding the point cannot be settled, "Given that ambiguity, I can't fully
verify it."; a bare yes or no answering the answer's own question; a label spelled letter by letter at the end of a
longer answer): 420 (99.5%); batches 1-13 unchanged (none of the 7 earlier misses of batches 11-13 fixed). Left: an
answer cut off after turning from its verdict, and one that asks for clarification beside a reason for neutral.
Batch 15 (new writers who had not read the code; 414 answers), written before the batch-13 round and read
by nobody until the batch-14 round was merged: with the code of 41ddeb7 398 (96.1%); after the batch-13 round 398;
after the batch-14 round, its first score with the code of the day 398 (96.1%). After the fixes by class (an
answer cut off at a bare copula, "Er, this is", or at a bare word of conclusion after turning on its verdict,
"... But she might be losing. So,"; a closing between two labels, "it's between entailment and neutral"; choosing
not to pick, "I'll flag it rather than pick"; a concluding "yes and no" not settled by a label named after it; the
writer unable to say or to exclude it with the subject left out, "Can't say from this.", "Can't rule it out."; a
negation inside a restated claim, "the claim that it doesn't sell them is contradicted"; a hesitating bare "no"
before the verdict, "Hmm, no, I'll stay strict: neutral."; a glossary of every label, some glossed loosely; a label
said to fit only under another condition, "neutral would apply if ...", or granted as a second reading, "neutral
is plausible too"; a conclusion in another language, "así que ... es una contradicción"; an answer that cannot
tell which of the labels it named is meant, "could be either"; an opening denial of a denied clause, "It's not
the case that there was no improvement", as yes unless a later verdict follows): 414 (100%); batch 4: 406 (an earlier miss of the
hesitating "no" class, "so... hmm, no, popularity follows ..."), batches 1-3 and 5-14 unchanged (none of the 8 earlier misses of batches 12-14
fixed). Left: none.
Batch 16 (new writers who had not read the code; 377 answers), written before the batch-15 round: with the
code of 41ddeb7 361 (95.8%); after the batch-14 round and the batch-15 false positives' classes 364 (96.6%); after the
batch-15 round, its first score with the code of the day, 364 (96.6%). After the fixes by class (a yes/no/maybe answer
that leaves its verdict to a condition, "It depends on whether you trust the adjusted analysis", and states no label
besides, as none; labels only in conditional branches that disagree, "If so, yes; if not, maybe", the condition left
open, as none; "neither" said of the two labels just named, each of two labels declined in the writer's voice, "I
wouldn't say yes and I wouldn't say no", and a denied list then the label left, as the label left; a closing
commitment, "Still, I'll say neutral", "Based on the evidence alone: NOT ENOUGH INFO", over an opening verdict argued
against; a closing "yes" confirming the label its sentence names, "Refuted by the evidence, yes"; an answer ending on
a copula and its colon, "So the relation is:", as none; the writer unable to verify the claim at hand, "I can't
verify this claim", as the unsettled label; a closing restatement of the hypothesis, affirmed or denied, read against
the row's hypothesis; an answer in another language closed by its translation in brackets): 377 (100%); batch 5: 258
and batch 9: 271 (three earlier misses of the condition and closing-commitment classes), batches 1-4, 6-8 and 10-15
unchanged (none of the 5 earlier misses of batches 13-15 fixed). Left: none.
Batch 17 (new writers who had not read the code; 500 answers), written at the start of the batch-16 round: with
the code of 4b47cdd (the batch-15 round) 484 (96.8%); after the batch-16 round, its first score with the code of the day,
484 (96.8%). After the fixes by class (a verdict word granted and set aside with "but", "True in reality, but ...";
a denial of a clause naming a label, "It isn't the case that the hypothesis isn't supported", as no contradiction;
the claim judged in a clause of its own, "the claim that ... is wrong", "the claim matches the evidence"; every
label but one judged no in turn, "Entailment: no. Contradiction: no."; a label called too strong set aside; "Let me
go with X" and a decision after a named doubt as closing decisions; two labels left open after a doubt, "not sure
whether X or Y", and an answer of bare different labels, "yes no", as none; a copula opening a sentence in another
language, "Es contradicción, porque ..."): 496 (99.2%); batches 1-16 unchanged (none of the 2 earlier misses of
batches 14-16 fixed). Left: "I wouldn't say no" and "I'd be surprised if it weren't" (litotes the shared yes/no
reader does not read), and two replies declining to choose in a set with a "maybe", labelled as none.
Batch 18 (new writers who had not read the code; 529 answers), written at the start of the batch-17 round: with
the code of 4b47cdd 517 (97.7%); before the batch-17 round 518 (97.9%); after it, its first score with the code of the day, 518 (97.9%).
After the fixes by class (an adverb inside "is clearly implied"; "not verifiable" as the undecided label; two labels
offered with a dash or a condition, or a concluded label reopened as a choice in the last sentence, as none; one
checked row among blank ones; a closing ordinal by the order list entries open with; a marker cut off after an
adverb; a Chinese echoed auxiliary, "不可以。"; "I don't think we can say." as the undecided label; closing wavering,
"I keep flip-flopping", as none): 528 (99.8%); batch 1 gained its last miss (277); no other batch changed (none of
the 4 earlier misses of batches 15-17 fixed). Left: "I'm not sure. ... Could be free, could be paid." labelled as
none, read as neutral.
Batch 19 (new writers who had not read the code; 609 answers), written at the start of the batch-18 round: with
the code of 4b47cdd 597 (98.0%); before the batch-18 round 597 (98.0%); after it, its first score with the code of the day, 598 (98.2%).
After the fixes by class (a closing decision in the writer's voice in any of its forms, "I'll go X after all", "I'd
rather mark X", also when no label was read before; a verdict the answer denies later, "the answer isn't no",
"neither neutral either", withdrawn; a closing pick after a frame naming the choices, "So between X and Y, Y."; an
answer cut off on a word of conclusion after a sentence offering another case, or on the writer's own modal
without its verb, "I can't"; the evidence backing the claim without a particle, "The evidence backs the claim."; a
hedged restatement of the question's point, "so maybe some do", as maybe; a bare zero quantity, "Zero.", as no; the
claim's details judged wrong, "Both nationality and medium are wrong.", as REFUTES): 609 (100%); batch 9 gained a
row (272); no other batch changed (none of the 3 earlier misses of batches 16-18 fixed).
Batch 20 (new writers who had not read the code; 694 answers), written at the start of the batch-19 round: with
the code of 522c3e4 677 (97.6%); after the batch-19 round, its first score with the code of the day, 678 (97.7%).
After the fixes by class (a negation before a label whose own name opens with "not", "SUPPORTS, not NOT ENOUGH
INFO", rules that label out; a closing verdict followed by the labels it is chosen over, "So neutral, not
entailment."; a pick by the place, letter or leftover of the answer's own option list, "(b)" of a lower-case list,
"Only the first fits.", "That leaves no."; a closing pick in the conditional voice, "I'd mark X", "I'd call it X";
a closing bracketed aside on what is true in the world, "(True in reality though.)", no verdict; an undecided
opening followed by a note of silence, "Maybe. Not mentioned."; two labels left standing by a verb of standing up,
"Both readings have merit.", and a weak word before a quoted subject, "but maybe 'last month' was", no verdict; a
label's initial after a closing arrow, "-> N"; "unverified by this evidence" as NOT ENOUGH INFO): 692 (99.7%);
batches 4 and 5 gained a row each (407, 259); no other batch changed (none of the 3 earlier misses of batches 17-19
fixed). Left: "So I can't say for sure." read as the undecided label by the set's convention, labelled as none;
"Contradiction if 'this week' includes the sale period, which is the natural reading.", a condition the writer
then calls the natural reading, read as none.
Batch 21 (new writers who had not read the code; 663 answers), written at the start of the batch-20 round: with
the code of 522c3e4 648 (97.7%); with the code after the batch-19 round 649 (97.9%); after the batch-20 round, its first score
with the code of the day, 649 (97.9%). After its fixes (two labels offered as alternatives with an aside between
them, "either neutral or - if you take the hint - entailment", no verdict; every label but one denied as the answer,
"the answer isn't yes and isn't no", the one left, unless the writer then breaks off, "I'll stop here"; a label
granted only under a condition, "Contradiction? Only if ...", ruled out before "the remaining option"; a closing
ordinal said to be the answer, "the correct label is the last one"; an answer breaking off on a word that cannot
end it, "So did it help? The", "Can't", "... is false ->", no verdict): 655 (98.8%);
no other batch changed (none of the 3 earlier misses of batches 18-20 fixed).
Batch 22 (new writers who had not read the code; 590 answers), written at the start of the batch-21 round: with
the code of 522c3e4 580 (98.3%); before the batch-21 round 582 (98.6%); after it, its first score with the code of the
day, 582 (98.6%). After its fixes (the labels listed one per line with a tick or a cross, in the yes/no sets whose
tick is itself a yes, "- maybe ✓", read as the ticked line's label; a lead "either way" that opens a clause, "either
way the Pacific beats it", neither undecided nor a hedge; the whole list of labels echoed before the verdict,
"yes/no/maybe → the data say yes", set aside; facets of the question answered in turn, "Associated? Yes. Causal?
Maybe.", read as the facet the question asks about; a short denial with the question's verb set off by a dash,
"Doesn't look like it — ..."; labels ruled out in turn and then an answer cut off before the one left, "... It's",
no verdict): 588 (99.7%); no other NLI batch changed (none of the 10 earlier misses of batches 19-21 fixed); yes/no
batch 7 gained a row (231). Left: "Weekend discharge isn't linked to more readmissions", a denial restated with
other words than the question's (linked, more, no "30-day rates"); "Can't be sure. Probably yes tho.", a hedged lean
after a stated doubt, labelled maybe (debatable).
Batch 23 (new writers who had not read the code; 593 answers), written at the start of the batch-22 round: with
the code of 02673f8 (the start of the batch-22 round) 574 (96.8%); after the batch-22 round, its first score with the code of the day,
573 (96.6%). The batch-22 round had turned rows it read right into misses; after the fixes of those classes
(test_extraction_round22_unseen_classes.py: a first-person pick said with a bare "go" ("I'd go neutral, though contradiction is tempting")): 575 (97.0%). After the batch-23 fixes by class
(test_blind_batch23_classes.py: an answer cut off where its verdict was to come, "... the only defensible answer
is"; an answer that opens on no verdict, weighs more than one label and closes saying the choice stays open,
"... Each has some argument."): 578 (97.5%); every other batch unchanged.
Batch 24 (new writers who had not read the code; 617 answers), written at the start of the batch-23 round: with
the code of 02673f8 590 (95.6%); with the code after the batch-22 round 590 (95.6%); after the batch-23 round,
its first score with the code of the day, 590 (95.6%). After round 24: 609/617 (98.7%), with the fixes by class of
test_blind_batch24_classes.py (a label confirmed by an adverb, "Neutral, definitely."; "maybe rather than no"; "no for
now"; "not determinable"; "I'd mark X"; a closing verdict of outside knowledge set aside; two labels declined as a
belief, "I don't think we can say yes"; a closing dash and a label's name; "Maybe? Or yes?"; doubt about an asked
label, "Contradiction? Maybe."; a checked row among noted rows; a fact "which is exactly what the hypothesis says";
"It's possible, but ..."; one label of three denied, "The answer is not yes."; "none of those fit" after two denied;
a closing question asking which labels to use; "There's no reason to doubt it:" as a yes); every other batch unchanged. Left: restatements that need the
question's meaning or an inference ("It grew by 12%", "Tom finished it a day early", "They wouldn't have to pay
anything", "was linked with a reduced risk"), an elimination by requirements unmet ("so the
remaining option"), a comma-spliced "not in the long run, no evidence for that", and two labels that disagree with
earlier batches or are debatable ("I can't say." labelled no verdict; "inclined toward NEI but could also see
SUPPORTS").
Batch 25 (new writers who had not read the code; 631 answers, 210 or 211 in each label set), written at the start of the batch-24
round: with the code of f59a566 (before that round) 615 (97.5%); after the batch-24 round, its first score with
the code of the day, 615 (97.5%). After round 25: 630/631 (99.8%), with the fixes by class of
test_blind_batch25_classes.py (an opening that rules labels out in turn, "Rule out X first, then Y. ... What's left
is Z."; a label inside LaTeX text commands, "\\textbf{Answer:} \\text{yes}"; the hypothesis that "has to be" true or
false; the text said not to settle whether something holds; "If the premise is true, the hypothesis is true as
well."). Left: a restatement that needs the question's meaning ("cut the stroke rate by 30%" for "did it reduce
the rate?").
Batch 26 (new writers who had not read the code, asked to write every reply by hand; 570 answers, 184 to 198 in each label set), written at
the start of the batch-25 round: with the code of f59a566 (before the batch-24 round) 563 (98.8%); after the
batch-24 round 563 (98.8%); after the batch-25 round, its first score with the code of the day, 563 (98.8%).
Batch 27 (new writers who had not read the code, asked to write every reply by hand; 617 answers, 193 to 226 in each label set), written at the start of
round 26: with the code of ec388f82 (before that round) 603 (97.7%); after round 26, its first score with the code of the day,
603 (97.7%). After round 27: 614/617 (99.5%), with the fixes by class of test_blind_batch27_classes.py ("Sure has.";
"None did."; what the evidence "points to"; "the former"/"the latter" of an offered label pair; "X not Y" without
the comma; a "Did ...?" question answered by its verb in the past, "It grew."; "he wasn't there" for a question of
place; a concluding "so no eruption"); batch 24: 611 (two earlier misses of the past-verb class). Left: three
restatements that need knowledge of an opposite ("remained open" for "did it close?", "excluded" for "was it
tested in", "a closed day" for "can you visit?").
Batch 28 (new writers who had not read the code, asked to write every reply by hand and to make at least a third
of them longer than 150 characters; 534 answers, 178 in each label set; 185 longer than 150 characters), written at the start of round 27: after round 26 527 (98.7%); after round 27,
its first score with the code of the day, 527 (98.7%); after round 28: 529/534.
Batch 29 (new writers who had not read the code, asked to write every reply by hand and to make at least a third
of them longer than 150 characters; 619 answers; 23 labelled no answer; 210 longer than 150 characters; median
121 characters), written at the start of this stop: with the code of e2d682a5 (before round 29) 614 (99.2%); after the
round-29 classes for batches 27 and 28, its first score with the code of the day, 614 (99.2%). After round 29: 617/619
(an error remark after a dash that names another label; a careful reader's verdict after weighing another label; an
opening "Maybe." or "Not enough info." with an ending that says it cannot decide).
Batch 30 (405 answers; 18 labelled no answer; 134 longer than 150 characters, median 111), written at the end of this stop, after round 29b, by new writers who had not read the code, with batch 28's brief (at least a third of the replies longer than 150 characters): its
first score with the code of the day (bfea09f5), 403 (99.5%).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from scorewire_nli import extract_label, resolve_label_set
from scorewire_nli.extract import hypothesis_of, question_of

from tests.plugins.blind_batches import load_batch, misread

HERE = Path(__file__).parent
BATCHES = {
    "batch1_nli.jsonl": 277,
    "batch2_nli.jsonl": 231,
    "batch3_nli.jsonl": 320,
    "batch4_nli.jsonl": 407,
    "batch5_nli.jsonl": 259,
    "batch6_nli.jsonl": 259,
    "batch7_nli.jsonl": 271,
    "batch8_nli.jsonl": 228,
    "batch9_nli.jsonl": 272,
    "batch10_nli.jsonl": 290,
    "batch11_nli.jsonl": 338,
    "batch12_nli.jsonl": 329,
    "batch13_nli.jsonl": 321,
    "batch14_nli.jsonl": 420,
    "batch15_nli.jsonl": 414,
    "batch16_nli.jsonl": 377,
    "batch17_nli.jsonl": 498,
    "batch18_nli.jsonl": 528,
    "batch19_nli.jsonl": 609,
    "batch20_nli.jsonl": 692,
    "batch21_nli.jsonl": 655,
    "batch22_nli.jsonl": 588,
    "batch23_nli.jsonl": 578,
    "batch24_nli.jsonl": 611,
    "batch25_nli.jsonl": 630,
    "batch26_nli.jsonl": 563,
    "batch27_nli.jsonl": 614,
    "batch28_nli.jsonl": 529,
    "batch29_nli.jsonl": 617,
    "batch30_nli.jsonl": 403,
}


@pytest.mark.parametrize("name", sorted(BATCHES))
def test_blind_batch_is_read_as_labelled(name: str) -> None:
    rows = load_batch(HERE / name)

    def label_set(row: dict) -> Any:
        return resolve_label_set(row.get("label_set") or "nli")

    misses = misread(
        rows,
        lambda row: (
            extract_label(
                row["response"], label_set(row), question=question_of(row), hypothesis=hypothesis_of(row)
            ).label
        ),
        lambda row: None if row["label"] is None else (label_set(row).normalize_gold(row["label"]) or row["label"]),
    )
    assert len(rows) - len(misses) >= BATCHES[name], misses
