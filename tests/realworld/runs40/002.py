# Mistake: sentence-pair (SimCSE / siamese) data ported from a torch Dataset that returned
# (a_ids, b_ids, label). The port builds one GeneratorDataset per side, both with the column names
# ["input_ids", "label"], and combines them with ds.zip; zipped datasets must not share column names.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
N, L, V = 64, 16, 500
sent_a = rng.integers(1, V, (N, L)).astype(np.int32)
sent_b = rng.integers(1, V, (N, L)).astype(np.int32)
labels = rng.integers(0, 2, (N,)).astype(np.float32)

side_a = ds.NumpySlicesDataset({"input_ids": sent_a, "label": labels}, shuffle=False)
side_b = ds.NumpySlicesDataset({"input_ids": sent_b, "label": labels}, shuffle=False)
pairs = ds.zip((side_a, side_b)).batch(16)


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 32)

    def construct(self, ids):
        return self.emb(ids).mean(axis=1)


enc = Encoder()
opt = nn.Adam(enc.trainable_params(), 1e-3)


def forward(a, b, y):
    sim = ops.cosine_similarity(enc(a), enc(b))
    return ((sim - y) ** 2).mean()


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(2):
    for step, (a, _, b, y) in enumerate(pairs.create_tuple_iterator()):
        loss, grads = grad_fn(a, b, y)
        opt(grads)
        print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
