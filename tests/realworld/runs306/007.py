# Port of a small HF-style causal transformer used as a sequence classifier (last-token pooling),
# trained in half precision (torch: model.half()). Batches are left-padded like the HF tokenizer
# with padding_side="left".
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

VOCAB, D, H, L, T, N_CLS = 200, 64, 4, 2, 24, 4

class Attention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Dense(D, 3 * D)
        self.o = nn.Dense(D, D)
    def construct(self, x, bias):
        B, S, _ = x.shape
        q, k, v = ops.split(self.qkv(x), D, axis=-1)
        q = q.reshape(B, S, H, D // H).transpose(0, 2, 1, 3)
        k = k.reshape(B, S, H, D // H).transpose(0, 2, 1, 3)
        v = v.reshape(B, S, H, D // H).transpose(0, 2, 1, 3)
        s = ops.matmul(q, k.transpose(0, 1, 3, 2)) * (1.0 / (D // H) ** 0.5)
        p = ops.softmax(s + bias, axis=-1)
        return self.o(ops.matmul(p, v).transpose(0, 2, 1, 3).reshape(B, S, D))

class Layer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln1 = nn.LayerNorm((D,)); self.attn = Attention()
        self.ln2 = nn.LayerNorm((D,))
        self.mlp = nn.SequentialCell(nn.Dense(D, 4 * D), nn.GELU(), nn.Dense(4 * D, D))
    def construct(self, x, bias):
        x = x + self.attn(self.ln1(x), bias)
        return x + self.mlp(self.ln2(x))

class CausalLMForSequenceClassification(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, D); self.pos = nn.Embedding(T, D)
        self.layers = nn.CellList([Layer() for _ in range(L)])
        self.ln_f = nn.LayerNorm((D,))
        self.score = nn.Dense(D, N_CLS, has_bias=False)
    def construct(self, ids, attention_mask):
        x = self.tok(ids) + self.pos(ops.arange(ids.shape[1]))
        dtype = x.dtype
        causal = ops.triu(ops.ones((T, T), dtype), 1)
        pad = 1.0 - attention_mask[:, None, None, :].astype(dtype)
        bias = (ops.clamp(causal + pad, max=1.0)) * -1e9
        bias = bias.astype(dtype)
        for layer in self.layers:
            x = layer(x, bias)
        x = self.ln_f(x)
        return self.score(x[:, -1, :])     # left padding: last position is the last real token

def gen():
    rng = np.random.default_rng(0)
    for _ in range(640):
        y = int(rng.integers(0, N_CLS))
        n = int(rng.integers(6, T + 1))
        toks = rng.integers(4, VOCAB, n); toks[rng.integers(0, n)] = y   # class token somewhere
        ids = np.zeros(T, np.int32); mask = np.zeros(T, np.int32)
        ids[T - n:] = toks; mask[T - n:] = 1
        yield ids, mask, np.int32(y)

train = ds.GeneratorDataset(gen, ["input_ids", "attention_mask", "labels"], shuffle=True).batch(32)
net = CausalLMForSequenceClassification()
net = ms.amp.auto_mixed_precision(net, "O3")      # == model.half()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
def forward(ids, mask, y):
    logits = net(ids, mask)
    return ops.cross_entropy(logits.astype(ms.float32), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

step = 0
for epoch in range(3):
    for b in train.create_dict_iterator():
        loss, grads = grad_fn(b["input_ids"], b["attention_mask"], b["labels"])
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
        step += 1
print("training finished")
