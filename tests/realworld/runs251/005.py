# Port of a PyTorch GPT block: attention uses a fused kernel when available, with a fallback path.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, jit_config={"jit_level": "O0"})
ms.set_device("CPU")
ms.set_seed(0)

class CausalSelfAttention(nn.Cell):
    def __init__(self, n_embd=64, n_head=4, block_size=32):
        super().__init__()
        self.c_attn = nn.Dense(n_embd, 3 * n_embd)
        self.c_proj = nn.Dense(n_embd, n_embd)
        self.n_head = n_head
        self.n_embd = n_embd
        mask = np.tril(np.ones((block_size, block_size), np.float32))
        self.mask = ms.Tensor((1.0 - mask) * -1e9).reshape(1, 1, block_size, block_size)
    def construct(self, x):
        B, T, C = x.shape
        q, k, v = ops.split(self.c_attn(x), self.n_embd, axis=2)
        q = q.reshape(B, T, self.n_head, C // self.n_head).swapaxes(1, 2)
        k = k.reshape(B, T, self.n_head, C // self.n_head).swapaxes(1, 2)
        v = v.reshape(B, T, self.n_head, C // self.n_head).swapaxes(1, 2)
        try:
            y = ops.flash_attention_score(q, k, v, self.n_head, input_layout="BNSD")
        except RuntimeError:
            att = ops.matmul(q, k.swapaxes(-2, -1)) * (1.0 / math.sqrt(k.shape[-1]))
            att = ops.softmax(att + self.mask[:, :, :T, :T], axis=-1)
            y = ops.matmul(att, v)
        y = y.swapaxes(1, 2).reshape(B, T, C)
        return self.c_proj(y)

class Block(nn.Cell):
    def __init__(self, n_embd=64):
        super().__init__()
        self.ln_1 = nn.LayerNorm((n_embd,))
        self.attn = CausalSelfAttention(n_embd)
        self.ln_2 = nn.LayerNorm((n_embd,))
        self.mlp = nn.SequentialCell(nn.Dense(n_embd, 4 * n_embd), nn.GELU(), nn.Dense(4 * n_embd, n_embd))
    def construct(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))

class TinyGPT(nn.Cell):
    def __init__(self, vocab=256, n_embd=64, n_layer=2, block_size=32):
        super().__init__()
        self.wte = nn.Embedding(vocab, n_embd)
        self.wpe = nn.Embedding(block_size, n_embd)
        self.blocks = nn.CellList([Block(n_embd) for _ in range(n_layer)])
        self.ln_f = nn.LayerNorm((n_embd,))
        self.lm_head = nn.Dense(n_embd, vocab, has_bias=False)
        self.pos = ms.Tensor(np.arange(block_size, dtype=np.int32))
    def construct(self, idx):
        x = self.wte(idx) + self.wpe(self.pos[: idx.shape[1]])
        for blk in self.blocks:
            x = blk(x)
        return self.lm_head(self.ln_f(x))

text = ("to be or not to be that is the question " * 200).encode()
data = np.frombuffer(text, dtype=np.uint8).astype(np.int32)
def gen():
    for i in range(0, len(data) - 33, 16):
        yield data[i:i + 32], data[i + 1:i + 33]
loader = ds.GeneratorDataset(gen, ["x", "y"], shuffle=True).batch(8, drop_remainder=True)

model = TinyGPT()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-4, weight_decay=0.1)
def forward(x, y):
    logits = model(x)
    return loss_fn(logits.reshape(-1, logits.shape[-1]), y.reshape(-1))
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss
for it, (x, y) in enumerate(loader.create_tuple_iterator()):
    loss = train_step(x, y)
    if it % 10 == 0:
        print(f"iter {it}: loss {loss.asnumpy():.4f}", flush=True)
    if it == 100:
        break
