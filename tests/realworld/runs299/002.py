"""Port of a HF BertSelfAttention-style encoder classifier to MindSpore (graph mode)."""
import math
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)

HID, HEADS, SEQ, VOCAB, NCLS = 64, 4, 16, 500, 3


class SelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.head_dim = HID // HEADS
        self.query = nn.Dense(HID, HID)
        self.key = nn.Dense(HID, HID)
        self.value = nn.Dense(HID, HID)
        self.softmax = nn.Softmax(-1)

    def transpose_for_scores(self, x):
        b, s, _ = x.shape
        x = x.view(b, s, HEADS, self.head_dim)
        return x.permute(0, 2, 1, 3)

    def construct(self, hidden, mask):
        q = self.transpose_for_scores(self.query(hidden))
        k = self.transpose_for_scores(self.key(hidden))
        v = self.transpose_for_scores(self.value(hidden))
        scores = ops.matmul(q, k.transpose(-1, -2)) / math.sqrt(self.head_dim)
        scores = scores + mask
        probs = self.softmax(scores)
        ctx = ops.matmul(probs, v).permute(0, 2, 1, 3)
        b, s = ctx.shape[0], ctx.shape[1]
        return ctx.view(b, s, HID)


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HID)
        self.attn = SelfAttention()
        self.ln = nn.LayerNorm((HID,))
        self.cls = nn.Dense(HID, NCLS)

    def construct(self, ids, attn_mask):
        ext = (1.0 - attn_mask[:, None, None, :].astype(ms.float32)) * -10000.0
        h = self.emb(ids)
        h = self.ln(h + self.attn(h, ext))
        return self.cls(h[:, 0])


def gen():
    rng = np.random.default_rng(0)
    for _ in range(256):
        ids = rng.integers(1, VOCAB, SEQ).astype(np.int32)
        n = rng.integers(4, SEQ + 1)
        mask = np.zeros(SEQ, np.int32); mask[:n] = 1
        ids[n:] = 0
        yield ids, mask, np.int32(ids[0] % NCLS)


dataset = ds.GeneratorDataset(gen, ["input_ids", "attention_mask", "labels"], shuffle=True).batch(16, drop_remainder=True)
net = Encoder()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)


class NetWithLoss(nn.Cell):
    def __init__(self, net, loss_fn):
        super().__init__()
        self.net, self.loss_fn = net, loss_fn

    def construct(self, ids, mask, labels):
        return self.loss_fn(self.net(ids, mask), labels)


train_net = nn.TrainOneStepCell(NetWithLoss(net, loss_fn), opt)
train_net.set_train()
print(f"dataset batches per epoch: {dataset.get_dataset_size()}")
for epoch in range(2):
    for step, (ids, mask, labels) in enumerate(dataset.create_tuple_iterator()):
        loss = train_net(ids, mask, labels)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
