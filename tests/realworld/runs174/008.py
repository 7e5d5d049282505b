"""Named-entity tagger (Embedding + BiLSTM + linear) ported from a PyTorch token-classification
script; padding positions carry label -100 like the HF data collator."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(11)
rng = np.random.default_rng(11)

TAGS = ["O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG"]
VOCAB, MAXLEN, N = 300, 20, 800
PER, LOC, ORG = range(10, 60), range(60, 110), range(110, 160)


def make_sentence():
    n = rng.integers(6, MAXLEN + 1)
    ids = rng.integers(160, VOCAB, n)
    tags = np.zeros(n, np.int32)
    for pool, b in ((PER, 1), (LOC, 3), (ORG, 5)):
        if rng.random() < 0.6 and n > 3:
            s = rng.integers(0, n - 2)
            ids[s:s + 2] = rng.choice(pool, 2)
            tags[s], tags[s + 1] = b, b + 1
    return ids, tags


def pad(seqs, value):
    out = np.full((len(seqs), MAXLEN), value, np.int32)
    for i, s in enumerate(seqs):
        out[i, :len(s)] = s
    return out


sents = [make_sentence() for _ in range(N)]
input_ids = pad([s[0] for s in sents], 0)
labels = pad([s[1] for s in sents], -100)
print(f"sentences: {N}, max_len: {MAXLEN}, num_labels: {len(TAGS)}")


class BiLSTMTagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64, padding_idx=0)
        self.lstm = nn.LSTM(64, 64, batch_first=True, bidirectional=True)
        self.dropout = nn.Dropout(p=0.1)
        self.classifier = nn.Dense(128, len(TAGS))

    def construct(self, ids):
        out, _ = self.lstm(self.emb(ids))
        return self.classifier(self.dropout(out))       # (batch, seq_len, num_labels)


model = BiLSTMTagger()
loss_fct = nn.CrossEntropyLoss(ignore_index=-100)
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=2e-3, weight_decay=0.01)


def forward_fn(ids, tags):
    logits = model(ids)
    loss = loss_fct(logits, tags)
    return loss, logits


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

BS = 32
for epoch in range(1, 4):
    model.set_train(True)
    perm = rng.permutation(N)
    for step, i in enumerate(range(0, N, BS)):
        b = perm[i:i + BS]
        (loss, logits), grads = grad_fn(Tensor(input_ids[b]), Tensor(labels[b]))
        optimizer(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
print("done")
