# Mistake: NER evaluation ported from HF run_ner.py keeps compute_metrics built on seqeval
# (`from seqeval.metrics import classification_report, f1_score`); seqeval is not installed in the
# MindSpore environment, and the evaluation script dies at import before any model code runs.
import numpy as np
import mindspore as ms
from mindspore import nn
from seqeval.metrics import classification_report, f1_score

ms.set_device("CPU")
label_list = ["O", "B-PER", "I-PER", "B-LOC", "I-LOC"]

def compute_metrics(pred_ids, label_ids):
    preds = [[label_list[p] for p, l in zip(ps, ls) if l != -100] for ps, ls in zip(pred_ids, label_ids)]
    golds = [[label_list[l] for l in ls if l != -100] for ls in label_ids]
    return {"f1": f1_score(golds, preds), "report": classification_report(golds, preds)}

net = nn.SequentialCell(nn.Embedding(1000, 32), nn.Dense(32, len(label_list)))
ids = np.random.default_rng(0).integers(0, 1000, size=(4, 12)).astype(np.int32)
logits = net(ms.Tensor(ids)).asnumpy()
print(compute_metrics(logits.argmax(-1), np.zeros((4, 12), np.int64)))
