"""LoRA fine-tuning of a small causal LM in MindSpore, adapters written by hand (ported from a
PyTorch/PEFT notebook). Base weights are frozen, only lora_A / lora_B are trained."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, HeUniform, Zero
from transformers import GPT2Config

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(42)
np.random.seed(42)

config = GPT2Config(vocab_size=64, n_positions=32, n_embd=48, n_layer=2, n_head=4)


class LoRADense(nn.Cell):
    """y = W x + (alpha / r) * B(A(x)); W frozen."""
    def __init__(self, base: nn.Dense, r=8, alpha=16):
        super().__init__()
        self.base = base
        in_f, out_f = base.in_channels, base.out_channels
        self.lora_A = Parameter(initializer(Zero(), (r, in_f), ms.float32), name="lora_A")
        self.lora_B = Parameter(initializer(Zero(), (out_f, r), ms.float32), name="lora_B")
        self.scaling = alpha / r

    def construct(self, x):
        lora = ops.matmul(ops.matmul(x, self.lora_A.T), self.lora_B.T)
        return self.base(x) + self.scaling * lora


class Block(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        d, self.h = cfg.n_embd, cfg.n_head
        self.ln1, self.ln2 = nn.LayerNorm((d,)), nn.LayerNorm((d,))
        self.q_proj, self.k_proj, self.v_proj, self.o_proj = (nn.Dense(d, d) for _ in range(4))
        self.fc1, self.fc2 = nn.Dense(d, 4 * d), nn.Dense(4 * d, d)

    def construct(self, x, causal):
        b, t, d = x.shape
        y = self.ln1(x)
        q = self.q_proj(y).reshape(b, t, self.h, -1).transpose(0, 2, 1, 3)
        k = self.k_proj(y).reshape(b, t, self.h, -1).transpose(0, 2, 1, 3)
        v = self.v_proj(y).reshape(b, t, self.h, -1).transpose(0, 2, 1, 3)
        att = ops.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(d // self.h) + causal
        y = ops.matmul(ops.softmax(att, -1), v).transpose(0, 2, 1, 3).reshape(b, t, d)
        x = x + self.o_proj(y)
        return x + self.fc2(ops.gelu(self.fc1(self.ln2(x))))


class TinyGPT(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.wte = nn.Embedding(cfg.vocab_size, cfg.n_embd)
        self.wpe = nn.Embedding(cfg.n_positions, cfg.n_embd)
        self.blocks = nn.CellList([Block(cfg) for _ in range(cfg.n_layer)])
        self.ln_f = nn.LayerNorm((cfg.n_embd,))
        self.lm_head = nn.Dense(cfg.n_embd, cfg.vocab_size, has_bias=False)

    def construct(self, ids):
        t = ids.shape[1]
        causal = ops.triu(ops.full((t, t), -1e4, dtype=ms.float32), 1)
        x = self.wte(ids) + self.wpe(ops.arange(t).expand_dims(0))
        for blk in self.blocks:
            x = blk(x, causal)
        return self.lm_head(self.ln_f(x))


model = TinyGPT(config)
# (pretend) load base weights, then freeze everything
for p in model.get_parameters():
    p.requires_grad = False
# inject adapters into attention q/v
for blk in model.blocks:
    blk.q_proj = LoRADense(blk.q_proj)
    blk.v_proj = LoRADense(blk.v_proj)
# give injected parameters their full dotted names (otherwise they clash across blocks)
for name, p in model.parameters_and_names():
    p.name = name

trainable = model.trainable_params()
n_train = sum(p.size for p in trainable)
n_all = sum(p.size for p in model.get_parameters())
print(f"trainable params: {n_train} || all params: {n_all} || trainable%: {100 * n_train / n_all:.4f}")

# toy task: continue an arithmetic token sequence (i, i+1, i+2, ...) mod 64
starts = np.random.randint(0, 64, size=256)
data = ((starts[:, None] + np.arange(17)[None, :]) % 64).astype(np.int32)
loss_fn = nn.CrossEntropyLoss()

def forward(ids):
    logits = model(ids[:, :-1])
    return loss_fn(logits.reshape(-1, config.vocab_size), ids[:, 1:].reshape(-1))

opt = nn.AdamWeightDecay(trainable, learning_rate=3e-3, weight_decay=0.0)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
step = 0
for epoch in range(3):
    perm = np.random.permutation(len(data))
    for i in range(0, len(data), 32):
        batch = ms.Tensor(data[perm[i:i + 32]])
        loss, grads = grad_fn(batch)
        opt(grads)
        step += 1
        if step % 4 == 0:
            gnorm = float(ops.sqrt(sum((g ** 2).sum() for g in grads)).asnumpy())
            print(f"{{'epoch': {epoch + (i + 32) / len(data):.2f}, 'step': {step}, 'loss': {float(loss.asnumpy()):.4f}, 'grad_norm': {gnorm:.4f}, 'learning_rate': 0.003}}")
print("saving adapter to ./lora_adapter.ckpt")
