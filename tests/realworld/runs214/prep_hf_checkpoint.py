# Produces ./tiny-gpt2-hf/model.safetensors: a small GPT-2 style checkpoint in Hugging Face layout
# (Conv1D weights stored [in, out], names transformer.h.N.*), standing in for the downloaded HF model.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, amp
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(42)
np.random.seed(42)

VOCAB, SEQ, HIDDEN, HEADS, LAYERS, BATCH = 96, 32, 64, 4, 2, 16

class SyntheticLMData:
    """Sequences that follow a fixed bigram rule with noise, so the LM has something to learn."""
    def __init__(self, n=1024):
        self.n = n
        rng = np.random.RandomState(0)
        self.next_tok = rng.randint(0, VOCAB, size=VOCAB)
        self.data = []
        for _ in range(n):
            s = [rng.randint(VOCAB)]
            for _ in range(SEQ):
                s.append(self.next_tok[s[-1]] if rng.rand() < 0.9 else rng.randint(VOCAB))
            self.data.append(np.array(s, dtype=np.int32))
    def __getitem__(self, i):
        s = self.data[i]
        return s[:-1], s[1:]
    def __len__(self):
        return self.n

class Attention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.head_dim = HIDDEN // HEADS
        self.qkv = nn.Dense(HIDDEN, 3 * HIDDEN)
        self.proj = nn.Dense(HIDDEN, HIDDEN)
        self.scale = 1.0 / math.sqrt(self.head_dim)
        mask = np.triu(np.ones((SEQ, SEQ), np.float32), k=1) * -10000.0
        self.causal_mask = ms.Tensor(mask)
    def construct(self, x):
        b, s, _ = x.shape
        qkv = self.qkv(x).reshape(b, s, 3, HEADS, self.head_dim).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        scores = ops.matmul(q, k.swapaxes(-1, -2)) * self.scale
        scores = scores + self.causal_mask.astype(scores.dtype)
        probs = ops.softmax(scores, axis=-1)
        out = ops.matmul(probs, v).transpose(0, 2, 1, 3).reshape(b, s, HIDDEN)
        return self.proj(out)

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln1 = nn.LayerNorm((HIDDEN,))
        self.attn = Attention()
        self.ln2 = nn.LayerNorm((HIDDEN,))
        self.mlp = nn.SequentialCell(nn.Dense(HIDDEN, 4 * HIDDEN), nn.GELU(), nn.Dense(4 * HIDDEN, HIDDEN))
    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))

class TinyGPT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, HIDDEN)
        self.wpe = nn.Embedding(SEQ, HIDDEN)
        self.blocks = nn.CellList([Block() for _ in range(LAYERS)])
        self.ln_f = nn.LayerNorm((HIDDEN,))
        self.lm_head = nn.Dense(HIDDEN, VOCAB, has_bias=False)
        self.pos = ms.Tensor(np.arange(SEQ, dtype=np.int32))
    def construct(self, input_ids):
        h = self.wte(input_ids) + self.wpe(self.pos)
        for blk in self.blocks:
            h = blk(h)
        return self.lm_head(self.ln_f(h))

class LMWithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.CrossEntropyLoss()
    def construct(self, input_ids, labels):
        logits = self.net(input_ids).astype(ms.float32)
        return self.loss(logits.reshape(-1, VOCAB), labels.reshape(-1))


import os
from safetensors.numpy import save_file

dataset = ds.GeneratorDataset(SyntheticLMData(), column_names=["input_ids", "labels"], shuffle=True).batch(BATCH, drop_remainder=True)
model = TinyGPT()
net = LMWithLoss(model)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(net, None, opt.parameters)
@ms.jit
def step(ids, labels):
    loss, g = grad_fn(ids, labels)
    opt(g)
    return loss
for epoch in range(2):
    for i, (ids, labels) in enumerate(dataset.create_tuple_iterator()):
        loss = step(ids, labels)
    print("pretrain epoch", epoch, "loss", float(loss))

p = {k: v.asnumpy() for k, v in model.parameters_and_names()}
hf = {"transformer.wte.weight": p["wte.embedding_table"], "transformer.wpe.weight": p["wpe.embedding_table"],
      "transformer.ln_f.weight": p["ln_f.gamma"], "transformer.ln_f.bias": p["ln_f.beta"], "lm_head.weight": p["lm_head.weight"]}
for i in range(LAYERS):
    m, h = f"blocks.{i}.", f"transformer.h.{i}."
    hf[h + "ln_1.weight"], hf[h + "ln_1.bias"] = p[m + "ln1.gamma"], p[m + "ln1.beta"]
    hf[h + "ln_2.weight"], hf[h + "ln_2.bias"] = p[m + "ln2.gamma"], p[m + "ln2.beta"]
    hf[h + "attn.c_attn.weight"], hf[h + "attn.c_attn.bias"] = p[m + "attn.qkv.weight"].T, p[m + "attn.qkv.bias"]
    hf[h + "attn.c_proj.weight"], hf[h + "attn.c_proj.bias"] = p[m + "attn.proj.weight"].T, p[m + "attn.proj.bias"]
    hf[h + "mlp.c_fc.weight"], hf[h + "mlp.c_fc.bias"] = p[m + "mlp.0.weight"].T, p[m + "mlp.0.bias"]
    hf[h + "mlp.c_proj.weight"], hf[h + "mlp.c_proj.bias"] = p[m + "mlp.2.weight"].T, p[m + "mlp.2.bias"]
os.makedirs("tiny-gpt2-hf", exist_ok=True)
save_file({k: np.ascontiguousarray(v) for k, v in hf.items()}, "tiny-gpt2-hf/model.safetensors")
print("saved", len(hf), "tensors")
