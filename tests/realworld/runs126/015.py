"""Tiny causal self-attention LM block ported from an HF model whose config says torch_dtype=float16.
The port keeps the half-precision causal-mask / ALiBi bias buffer from the torch module."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

CONFIG = {"vocab_size": 256, "hidden_size": 64, "num_heads": 4, "max_len": 32, "torch_dtype": "float16"}
DTYPE = {"float16": ms.float16, "float32": ms.float32, "bfloat16": ms.bfloat16}[CONFIG["torch_dtype"]]

def alibi_bias(n_heads, L):
    slopes = np.array([2 ** (-8 * (i + 1) / n_heads) for i in range(n_heads)])
    pos = np.arange(L)
    bias = -np.abs(pos[None, :] - pos[:, None])[None] * slopes[:, None, None]
    causal = np.triu(np.full((L, L), -1e4), 1)
    return bias + causal

class Attention(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.h, self.d = c["num_heads"], c["hidden_size"] // c["num_heads"]
        self.qkv = nn.Dense(c["hidden_size"], 3 * c["hidden_size"])
        self.o = nn.Dense(c["hidden_size"], c["hidden_size"])
        # torch: self.register_buffer("bias", torch.tensor(alibi, dtype=config.torch_dtype))
        self.bias = ms.Tensor(alibi_bias(self.h, c["max_len"]), DTYPE)
    def construct(self, x):
        B, L, E = x.shape
        q, k, v = ops.split(self.qkv(x), E, axis=-1)
        q, k, v = [t.reshape(B, L, self.h, self.d).transpose(0, 2, 1, 3) for t in (q, k, v)]
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) / self.d ** 0.5 + self.bias[:, :L, :L]
        # torch: attn_weights = softmax(scores, dim=-1, dtype=torch.float32).to(self.bias.dtype)
        probs = ops.softmax(scores.astype(ms.float32), axis=-1).astype(self.bias.dtype)
        out = ops.BatchMatMul()(probs, v).transpose(0, 2, 1, 3).reshape(B, L, E)
        return self.o(out)

class TinyLM(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.emb = nn.Embedding(c["vocab_size"], c["hidden_size"])
        self.attn = Attention(c)
        self.norm = nn.LayerNorm((c["hidden_size"],))
        self.lm_head = nn.Dense(c["hidden_size"], c["vocab_size"], has_bias=False)
    def construct(self, ids):
        h = self.emb(ids)
        h = h + self.attn(self.norm(h))
        return self.lm_head(h)

text = np.frombuffer(("the quick brown fox jumps over the lazy dog. " * 200).encode(), np.uint8).astype(np.int32)
seqs = np.stack([text[i:i + 33] for i in range(0, len(text) - 33, 16)])
loader = ds.NumpySlicesDataset({"ids": seqs[:, :-1], "labels": seqs[:, 1:]}, shuffle=True).batch(16, drop_remainder=True)

net = TinyLM(CONFIG)
opt = nn.Adam(net.trainable_params(), 3e-3)
ce = nn.CrossEntropyLoss()
def loss_fn(ids, labels):
    logits = net(ids)
    return ce(logits.reshape(-1, CONFIG["vocab_size"]), labels.reshape(-1))
grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)
print(f"params: {sum(p.size for p in net.trainable_params())}, batches: {loader.get_dataset_size()}")
for step, (ids, labels) in enumerate(loader.create_tuple_iterator()):
    loss, grads = grad_fn(ids, labels)
    opt(grads)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss.asnumpy()):.4f}")
