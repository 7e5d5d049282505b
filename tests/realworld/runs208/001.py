"""Port of a small HF-style text classifier (BERT-like encoder) to MindSpore, trained in GRAPH mode."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(0)
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

VOCAB, HID, HEADS, SEQ, NCLS = 500, 64, 4, 32, 3


class SelfAttention(nn.Cell):
    def __init__(self, hidden, heads):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.out = nn.Dense(hidden, hidden)
        self.scale = self.head_dim ** -0.5

    def construct(self, x, attention_mask=None):
        b, s, h = x.shape
        qkv = self.qkv(x).reshape(b, s, 3, self.heads, self.head_dim).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        scores = ops.matmul(q, k.swapaxes(-1, -2)) * self.scale
        # same as the HF code: fall back to no mask if the mask cannot be broadcast
        try:
            ext = (1.0 - attention_mask[:, None, None, :].astype(scores.dtype)) * -10000.0
            scores = scores + ext
        except (TypeError, ValueError):
            pass
        probs = ops.softmax(scores, axis=-1)
        ctx = ops.matmul(probs, v).transpose(0, 2, 1, 3).reshape(b, s, h)
        return self.out(ctx)


class EncoderLayer(nn.Cell):
    def __init__(self, hidden, heads):
        super().__init__()
        self.attn = SelfAttention(hidden, heads)
        self.ln1 = nn.LayerNorm((hidden,), epsilon=1e-12)
        self.ffn = nn.SequentialCell(nn.Dense(hidden, 4 * hidden), nn.GELU(), nn.Dense(4 * hidden, hidden))
        self.ln2 = nn.LayerNorm((hidden,), epsilon=1e-12)

    def construct(self, x, attention_mask):
        x = self.ln1(x + self.attn(x, attention_mask))
        return self.ln2(x + self.ffn(x))


class TinyBertForSequenceClassification(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embeddings = nn.Embedding(VOCAB, HID)
        self.pos = nn.Embedding(SEQ, HID)
        self.layers = nn.CellList([EncoderLayer(HID, HEADS) for _ in range(2)])
        self.classifier = nn.Dense(HID, NCLS)
        self.pos_ids = ms.Tensor(np.arange(SEQ)[None, :], ms.int32)

    def construct(self, input_ids, attention_mask):
        x = self.embeddings(input_ids) + self.pos(self.pos_ids)
        for layer in self.layers:
            x = layer(x, attention_mask)
        return self.classifier(x[:, 0])


def make_data(n=512):
    rng = np.random.default_rng(0)
    ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    lengths = rng.integers(8, SEQ + 1, size=n)
    mask = (np.arange(SEQ)[None, :] < lengths[:, None]).astype(np.int32)
    ids = ids * mask
    labels = (ids[:, 1] % NCLS).astype(np.int32)
    return ids, mask, labels


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = nn.CrossEntropyLoss()

    def construct(self, ids, mask, labels):
        return self.loss(self.net(ids, mask), labels)


ids, mask, labels = make_data()
dataset = ds.NumpySlicesDataset({"input_ids": ids, "attention_mask": mask, "labels": labels}, shuffle=True).batch(32, drop_remainder=True)
net = TinyBertForSequenceClassification()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-4, weight_decay=0.01)
train_step = nn.TrainOneStepCell(WithLoss(net), opt)
train_step.set_train()
print(f"train samples: {len(ids)}, steps/epoch: {dataset.get_dataset_size()}")
for epoch in range(3):
    for step, batch in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(*batch)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
