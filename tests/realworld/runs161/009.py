"""Pairwise learning-to-rank (RankNet-style scorer with margin ranking loss).

Ported from PyTorch, where the pair labels came from np.sign(rel_a - rel_b) and were
fed as torch.from_numpy(...) to nn.MarginRankingLoss(margin=0.5).
"""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(9)
rng = np.random.default_rng(9)
N_FEAT = 16

# ---- build query/document pairs ----------------------------------------------
w_true = rng.standard_normal(N_FEAT)
docs = rng.standard_normal((2000, N_FEAT)).astype(np.float32)
relevance = np.digitize(docs @ w_true + 0.3 * rng.standard_normal(2000), [-1.0, 0.0, 1.0])  # grades 0..3

a = rng.integers(0, 2000, 6000)
b = rng.integers(0, 2000, 6000)
keep = relevance[a] != relevance[b]
a, b = a[keep], b[keep]
pair_label = np.sign(relevance[a] - relevance[b])          # +1 if a should rank above b, else -1
print(f"{len(a)} training pairs, label dtype {pair_label.dtype}, positives {np.mean(pair_label > 0):.2f}")

pairs = ds.NumpySlicesDataset({"doc_a": docs[a], "doc_b": docs[b], "target": pair_label}, shuffle=True)
pairs = pairs.batch(128, drop_remainder=True)


class Scorer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(N_FEAT, 64), nn.ReLU(), nn.Dense(64, 1))

    def construct(self, x):
        return self.mlp(x).squeeze(-1)


scorer = Scorer()
criterion = nn.MarginRankingLoss(margin=0.5)
optimizer = nn.Adam(scorer.trainable_params(), learning_rate=1e-3)


def forward(doc_a, doc_b, target):
    return criterion(scorer(doc_a), scorer(doc_b), target)


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)


def pairwise_accuracy():
    s = scorer(ms.Tensor(docs)).asnumpy()
    return float(np.mean(np.sign(s[a] - s[b]) == pair_label))


for epoch in range(1, 6):
    losses = []
    for batch in pairs.create_dict_iterator():
        loss, grads = grad_fn(batch["doc_a"], batch["doc_b"], batch["target"])
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
    print(f"epoch {epoch}  margin_loss {np.mean(losses):.4f}  pair_acc {pairwise_accuracy():.4f}")
