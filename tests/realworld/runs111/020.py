# Tiny transformer-encoder text classifier ported line by line from PyTorch using the torch-like
# mindspore.mint API (mint.nn.Linear / mint.nn.Dropout / mint.split), trained with TrainOneStepCell on CPU.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class EncoderBlock(nn.Cell):
    def __init__(self, d_model=32, n_heads=4, p_drop=0.1):
        super().__init__()
        self.n_heads, self.d_head = n_heads, d_model // n_heads
        self.qkv = mint.nn.Linear(d_model, 3 * d_model)
        self.proj = mint.nn.Linear(d_model, d_model)
        self.ln1 = nn.LayerNorm((d_model,))
        self.ln2 = nn.LayerNorm((d_model,))
        self.ff = nn.SequentialCell(mint.nn.Linear(d_model, 4 * d_model), nn.GELU(), mint.nn.Linear(4 * d_model, d_model))
        self.drop = mint.nn.Dropout(p_drop)

    def construct(self, x):
        b, t, d = x.shape
        q, k, v = mint.split(self.qkv(self.ln1(x)), d, dim=-1)
        q = q.reshape(b, t, self.n_heads, self.d_head).transpose(0, 2, 1, 3)
        k = k.reshape(b, t, self.n_heads, self.d_head).transpose(0, 2, 1, 3)
        v = v.reshape(b, t, self.n_heads, self.d_head).transpose(0, 2, 1, 3)
        att = ops.softmax(ops.matmul(q, k.transpose(0, 1, 3, 2)) / self.d_head ** 0.5, axis=-1)
        y = ops.matmul(self.drop(att), v).transpose(0, 2, 1, 3).reshape(b, t, d)
        x = x + self.drop(self.proj(y))
        return x + self.drop(self.ff(self.ln2(x)))

class TextClassifier(nn.Cell):
    def __init__(self, vocab=300, d_model=32, n_cls=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, d_model)
        self.block = EncoderBlock(d_model)
        self.head = mint.nn.Linear(d_model, n_cls)

    def construct(self, tokens):
        return self.head(self.block(self.embed(tokens)).mean(axis=1))

rng = np.random.default_rng(0)
tokens = rng.integers(1, 300, size=(512, 16)).astype(np.int32)
labels = (np.isin(tokens, np.arange(1, 30)).sum(1) > 1).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"tokens": tokens, "label": labels}, shuffle=True).batch(32, drop_remainder=True)

net = TextClassifier()
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-3))
train_net.set_train()
for epoch in range(2):
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_net(x, y)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f}", flush=True)
