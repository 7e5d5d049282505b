# Rotary position embedding ported from the HF LlamaRotaryEmbedding of transformers 4.3x (cache grows
# on demand: if seq_len > self.max_seq_len_cached: self._set_cos_sin_cache(seq_len)), run under GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class RotaryEmbedding(nn.Cell):
    def __init__(self, dim, max_position_embeddings=16, base=10000.0):
        super().__init__()
        self.dim = dim
        self.inv_freq = Tensor(1.0 / (base ** (np.arange(0, dim, 2, dtype=np.float32) / dim)))
        self._set_cos_sin_cache(max_position_embeddings)

    def _set_cos_sin_cache(self, seq_len):
        self.max_seq_len_cached = seq_len
        t = ops.arange(seq_len).astype(ms.float32)
        freqs = ops.outer(t, self.inv_freq)
        emb = ops.cat((freqs, freqs), axis=-1)
        self.cos_cached = ops.cos(emb)
        self.sin_cached = ops.sin(emb)

    def construct(self, x, seq_len):
        if seq_len > self.max_seq_len_cached:
            self._set_cos_sin_cache(seq_len)
        return self.cos_cached[:seq_len], self.sin_cached[:seq_len]

def rotate_half(x):
    x1, x2 = ops.chunk(x, 2, axis=-1)
    return ops.cat((-x2, x1), axis=-1)

class TinyAttnLM(nn.Cell):
    def __init__(self, vocab=64, d=32):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.q = nn.Dense(d, d); self.k = nn.Dense(d, d); self.v = nn.Dense(d, d)
        self.rope = RotaryEmbedding(d)
        self.out = nn.Dense(d, vocab)
    def construct(self, ids):
        h = self.emb(ids)
        L = ids.shape[1]
        cos, sin = self.rope(h, L)
        q = self.q(h) * cos + rotate_half(self.q(h)) * sin
        k = self.k(h) * cos + rotate_half(self.k(h)) * sin
        att = ops.softmax(ops.matmul(q, k.swapaxes(1, 2)) / 32 ** 0.5, axis=-1)
        return self.out(ops.matmul(att, self.v(h)))

net = TinyAttnLM()
opt = nn.Adam(net.trainable_params(), 1e-3)
ce = nn.CrossEntropyLoss()
def fwd(ids):
    logits = net(ids[:, :-1])
    return ce(logits.reshape(-1, 64), ids[:, 1:].reshape(-1))
step_fn = ms.value_and_grad(fwd, None, opt.parameters)
rng = np.random.default_rng(0)
data = rng.integers(0, 64, size=(64, 33)).astype(np.int32)
print("max_position_embeddings=16, training context=32")
for step in range(8):
    loss, g = step_fn(Tensor(data[step * 8:(step + 1) * 8]))
    opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
