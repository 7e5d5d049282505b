"""Tiny causal transformer LM ported from a PyTorch nn.TransformerEncoder script; learns a repeating-pattern language."""
import math
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

VOCAB, SEQ, D, HEADS, LAYERS, BATCH = 32, 24, 64, 4, 2, 32

def make(n):
    out = []
    for _ in range(n):
        period = np.random.randint(2, 6)
        pat = np.random.randint(0, VOCAB, period)
        out.append(np.tile(pat, SEQ // period + 2)[: SEQ + 1])
    return np.stack(out).astype(np.int32)

data = make(2048)
train_ds = ds.NumpySlicesDataset({"input_ids": data[:, :-1], "labels": data[:, 1:]}, shuffle=True)
train_ds = train_ds.batch(BATCH, drop_remainder=True)


class TinyGPT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, D)
        self.pos = nn.Embedding(SEQ, D)
        layer = nn.TransformerEncoderLayer(D, HEADS, dim_feedforward=4 * D, dropout=0.0, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, LAYERS)
        self.ln = nn.LayerNorm((D,))
        self.head = nn.Dense(D, VOCAB)
        mask = np.triu(np.full((SEQ, SEQ), -1e9, np.float32), 1)
        self.causal_mask = ms.Tensor(mask)
        self.positions = ms.Tensor(np.arange(SEQ, dtype=np.int32))

    def construct(self, ids):
        h = self.tok(ids) + self.pos(self.positions)
        h = self.encoder(h, src_mask=self.causal_mask)
        return self.head(self.ln(h))


net = TinyGPT()
steps_per_epoch = train_ds.get_dataset_size()
EPOCHS = 3
lr = nn.WarmUpLR(1e-3, 20)
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()


def forward_fn(ids, labels):
    logits = net(ids)
    return loss_fn(logits.reshape(-1, VOCAB), labels.reshape(-1))


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)
print(f"params: {sum(p.size for p in net.trainable_params())}, steps/epoch: {steps_per_epoch}")
step = 0
for epoch in range(EPOCHS):
    for ids, labels in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(ids, labels)
        grads = ops.clip_by_global_norm(grads, 1.0)
        optimizer(grads)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f} ppl {math.exp(float(loss.asnumpy())):.2f}")
        step += 1
