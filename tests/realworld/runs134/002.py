"""Event-sequence classifier with nn.MultiheadAttention (batch_first). Each sample gets its own (L, L) mask
combining causal order and padding, stacked over the batch like the torch code did."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
VOCAB, D, HEADS, SEQ, BATCH = 300, 48, 4, 24, 16

class EventClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, D, padding_idx=0)
        self.attn = nn.MultiheadAttention(D, HEADS, dropout=0.1, batch_first=True)
        self.norm = nn.LayerNorm((D,))
        self.out = nn.Dense(D, 2)

    def build_mask(self, lengths):
        causal = ops.triu(ops.ones((SEQ, SEQ), ms.float32), diagonal=1)          # 1 above diagonal
        pos = ops.arange(SEQ).view(1, 1, SEQ)
        pad = (pos >= lengths.view(-1, 1, 1)).astype(ms.float32)                 # (B, 1, L)
        blocked = ops.clamp(causal.expand_dims(0) + pad, 0, 1)                   # (B, L, L)
        return blocked * -1e9

    def construct(self, tokens, lengths):
        h = self.embed(tokens)
        a, _ = self.attn(h, h, h, attn_mask=self.build_mask(lengths))
        h = self.norm(h + a)
        last = ops.gather_elements(h, 1, (lengths - 1).view(-1, 1, 1).broadcast_to((-1, 1, D))).squeeze(1)
        return self.out(last)

rng = np.random.default_rng(0)
lengths = rng.integers(5, SEQ + 1, 512).astype(np.int32)
tokens = np.zeros((512, SEQ), np.int32)
for i, L in enumerate(lengths):
    tokens[i, :L] = rng.integers(1, VOCAB, L)
labels = (tokens[:, 0] % 2).astype(np.int32)
train = ds.NumpySlicesDataset({"tokens": tokens, "lengths": lengths, "label": labels}, shuffle=True).batch(BATCH, drop_remainder=True)

net = EventClassifier()
opt = nn.AdamWeightDecay(net.trainable_params(), 1e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda t, l, y: loss_fn(net(t, l), y), None, opt.parameters)

for epoch in range(2):
    for step, b in enumerate(train.create_dict_iterator()):
        loss, grads = grad_fn(b["tokens"], b["lengths"], b["label"])
        opt(grads)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:2d} loss {float(loss.asnumpy()):.4f}")
