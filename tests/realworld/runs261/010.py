# Tiny transformer sequence classifier ported from a Hugging Face-style PyTorch model.
# Batches come from the tokenizer as (input_ids, attention_mask, labels) with right padding.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(10)
VOCAB, SEQ, D = 64, 24, 64
PAD_ID, CLS_ID = 0, 1

def tokenize_corpus(n, rng):
    """Synthetic corpus: label 1 iff token 7 occurs in the sentence. [CLS] first, right-padded to SEQ."""
    ids = np.full((n, SEQ), PAD_ID, np.int32)
    mask = np.zeros((n, SEQ), np.int32)
    labels = rng.integers(0, 2, size=n).astype(np.int32)
    for i in range(n):
        L = rng.integers(6, SEQ - 2)
        toks = rng.integers(8, VOCAB, size=L)
        if labels[i] == 1:
            toks[rng.integers(0, L)] = 7
        ids[i, 0] = CLS_ID; ids[i, 1:L + 1] = toks; mask[i, :L + 1] = 1
    return ids, mask, labels

rng = np.random.default_rng(0)
tr = tokenize_corpus(2048, rng); va = tokenize_corpus(512, rng)
train_ds = ds.NumpySlicesDataset({"input_ids": tr[0], "attention_mask": tr[1], "labels": tr[2]},
                                 shuffle=True).batch(64)
val_ds = ds.NumpySlicesDataset({"input_ids": va[0], "attention_mask": va[1], "labels": va[2]},
                               shuffle=False).batch(256)

class SeqClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok_emb = nn.Embedding(VOCAB, D)
        self.pos_emb = nn.Embedding(SEQ, D)
        self.attn = nn.MultiheadAttention(D, num_heads=4, batch_first=True)
        self.norm1 = nn.LayerNorm((D,))
        self.ffn = nn.SequentialCell(nn.Dense(D, 128), nn.GELU(approximate=False), nn.Dense(128, D))
        self.norm2 = nn.LayerNorm((D,))
        self.head = nn.Dense(D, 2)
        self.positions = ms.Tensor(np.arange(SEQ)[None, :], ms.int32)

    def construct(self, input_ids, attention_mask):
        h = self.tok_emb(input_ids) + self.pos_emb(self.positions)
        pad_mask = attention_mask.astype(ms.bool_)
        a, _ = self.attn(h, h, h, key_padding_mask=pad_mask)
        h = self.norm1(h + a)
        h = self.norm2(h + self.ffn(h))
        return self.head(h[:, 0])   # [CLS] pooling as in BertForSequenceClassification

net = SeqClassifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, m, y: loss_fn(net(i, m), y), None, opt.parameters)

def evaluate():
    net.set_train(False)
    correct = 0
    for i, m, y in val_ds.create_tuple_iterator():
        correct += int((net(i, m).argmax(1) == y).sum().asnumpy())
    net.set_train(True)
    return correct / 512

net.set_train(True)
for epoch in range(4):
    losses = []
    for step, (i, m, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(i, m, y)
        opt(grads)
        losses.append(float(loss.asnumpy()))
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {evaluate():.4f}", flush=True)
