# BERT-style encoder classifier ported from HF (layer_norm_eps=1e-12 from config.json),
# run in float16 like the HF run with --fp16 (hand-written LayerNorm from the port).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(10); np.random.seed(10)
config = {"vocab_size": 200, "hidden_size": 64, "layer_norm_eps": 1e-12, "pad_token_id": 0, "num_labels": 2}

class LayerNorm(nn.Cell):
    def __init__(self, hidden, eps):
        super().__init__()
        self.gamma = ms.Parameter(ops.ones(hidden, ms.float16), name="gamma")
        self.beta = ms.Parameter(ops.zeros(hidden, ms.float16), name="beta")
        self.eps = eps
    def construct(self, x):
        mean = x.mean(-1, keep_dims=True)
        var = ((x - mean) ** 2).mean(-1, keep_dims=True)
        return self.gamma * (x - mean) / ops.sqrt(var + self.eps) + self.beta

class Classifier(nn.Cell):
    def __init__(self, c):
        super().__init__()
        h = c["hidden_size"]
        self.emb = nn.Embedding(c["vocab_size"], h, padding_idx=c["pad_token_id"], dtype=ms.float16)
        self.ln = LayerNorm(h, c["layer_norm_eps"])
        self.ffn = nn.Dense(h, h).to_float(ms.float16)
        self.ln2 = LayerNorm(h, c["layer_norm_eps"])
        self.head = nn.Dense(h, c["num_labels"]).to_float(ms.float16)
    def construct(self, ids, mask):
        x = self.ln(self.emb(ids))
        x = self.ln2(x + ops.gelu(self.ffn(x)))
        m = mask[:, :, None].astype(x.dtype)
        pooled = (x * m).sum(1) / m.sum(1)
        return self.head(pooled).astype(ms.float32)

net = Classifier(config)
for p in net.trainable_params():
    p.set_dtype(ms.float16)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, m, y: loss_fn(net(i, m), y), None, opt.parameters)

N, S = 256, 20
ids = np.random.randint(1, 200, (N, S)).astype(np.int32)
lens = np.random.randint(8, S + 1, N)
for i, l in enumerate(lens):
    ids[i, l:] = 0                                  # right padding with pad_token_id
mask = (ids != 0).astype(np.int32)
y = (ids[:, 0] % 2).astype(np.int32)
for epoch in range(4):
    for step in range(0, N, 32):
        loss, grads = grad_fn(ms.Tensor(ids[step:step + 32]), ms.Tensor(mask[step:step + 32]), ms.Tensor(y[step:step + 32]))
        opt(grads)
        if step % 64 == 0:
            print(f"epoch {epoch} step {step // 32} | loss {loss.asnumpy():.4f}")
