# Convert a (tiny) GPT-2 style Hugging Face checkpoint (safetensors) to a MindSpore port and fine-tune it.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from safetensors.numpy import save_file, load_file

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

N_EMBD, N_HEAD, N_LAYER, VOCAB, N_POS = 64, 4, 2, 256, 64
CKPT = "tiny-gpt2/model.safetensors"

def make_hf_checkpoint(path):
    """Stand-in for the downloaded HF checkpoint (same tensor names/layout as transformers GPT2LMHeadModel)."""
    rng = np.random.default_rng(0)
    sd = {"transformer.wte.weight": rng.normal(0, 0.02, (VOCAB, N_EMBD)),
          "transformer.wpe.weight": rng.normal(0, 0.01, (N_POS, N_EMBD)),
          "transformer.ln_f.weight": np.ones(N_EMBD), "transformer.ln_f.bias": np.zeros(N_EMBD)}
    for i in range(N_LAYER):
        p = f"transformer.h.{i}."
        sd[p + "ln_1.weight"] = np.ones(N_EMBD); sd[p + "ln_1.bias"] = np.zeros(N_EMBD)
        sd[p + "ln_2.weight"] = np.ones(N_EMBD); sd[p + "ln_2.bias"] = np.zeros(N_EMBD)
        sd[p + "attn.c_attn.weight"] = rng.normal(0, 0.02, (N_EMBD, 3 * N_EMBD))
        sd[p + "attn.c_attn.bias"] = np.zeros(3 * N_EMBD)
        sd[p + "attn.c_proj.weight"] = rng.normal(0, 0.02, (N_EMBD, N_EMBD))
        sd[p + "attn.c_proj.bias"] = np.zeros(N_EMBD)
        sd[p + "mlp.c_fc.weight"] = rng.normal(0, 0.02, (N_EMBD, 4 * N_EMBD))
        sd[p + "mlp.c_fc.bias"] = np.zeros(4 * N_EMBD)
        sd[p + "mlp.c_proj.weight"] = rng.normal(0, 0.02, (4 * N_EMBD, N_EMBD))
        sd[p + "mlp.c_proj.bias"] = np.zeros(N_EMBD)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    save_file({k: v.astype(np.float32) for k, v in sd.items()}, path)

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln_1 = nn.LayerNorm((N_EMBD,), epsilon=1e-5)
        self.c_attn = nn.Dense(N_EMBD, 3 * N_EMBD)
        self.attn_proj = nn.Dense(N_EMBD, N_EMBD)
        self.ln_2 = nn.LayerNorm((N_EMBD,), epsilon=1e-5)
        self.c_fc = nn.Dense(N_EMBD, 4 * N_EMBD)
        self.mlp_proj = nn.Dense(4 * N_EMBD, N_EMBD)
        self.gelu = nn.GELU(approximate=True)

    def construct(self, x, mask):
        B, T, C = x.shape
        qkv = self.c_attn(self.ln_1(x))
        q, k, v = ops.split(qkv, N_EMBD, axis=-1)
        q = q.reshape(B, T, N_HEAD, C // N_HEAD).transpose(0, 2, 1, 3)
        k = k.reshape(B, T, N_HEAD, C // N_HEAD).transpose(0, 2, 1, 3)
        v = v.reshape(B, T, N_HEAD, C // N_HEAD).transpose(0, 2, 1, 3)
        att = ops.matmul(q, k.transpose(0, 1, 3, 2)) / (C // N_HEAD) ** 0.5
        att = att + mask
        att = ops.softmax(att, axis=-1)
        y = ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(B, T, C)
        x = x + self.attn_proj(y)
        x = x + self.mlp_proj(self.gelu(self.c_fc(self.ln_2(x))))
        return x

class GPT2LM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, N_EMBD)
        self.wpe = nn.Embedding(N_POS, N_EMBD)
        self.h = nn.CellList([Block() for _ in range(N_LAYER)])
        self.ln_f = nn.LayerNorm((N_EMBD,), epsilon=1e-5)

    def construct(self, ids):
        B, T = ids.shape
        mask = ops.triu(ops.ones((T, T), ms.float32), 1) * -1e4
        x = self.wte(ids) + self.wpe(ops.arange(T))
        for blk in self.h:
            x = blk(x, mask)
        x = self.ln_f(x)
        return ops.matmul(x, self.wte.embedding_table.T)

def convert(hf_sd):
    out = {}
    for k, v in hf_sd.items():
        k = k.replace("transformer.", "")
        k = k.replace("wte.weight", "wte.embedding_table").replace("wpe.weight", "wpe.embedding_table")
        k = k.replace("attn.c_attn", "c_attn").replace("attn.c_proj", "attn_proj")
        k = k.replace("mlp.c_fc", "c_fc").replace("mlp.c_proj", "mlp_proj")
        if "ln_" in k:
            k = k.replace(".weight", ".gamma").replace(".bias", ".beta")
        out[k] = ms.Parameter(ms.Tensor(v), name=k)
    return out

if not os.path.exists(CKPT):
    make_hf_checkpoint(CKPT)
hf_sd = load_file(CKPT)
print(f"loaded {len(hf_sd)} tensors from {CKPT}")
net = GPT2LM()
params = convert(hf_sd)
not_loaded, unexpected = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded, "unexpected:", unexpected)

opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-4, weight_decay=0.01)
def forward_fn(ids):
    logits = net(ids[:, :-1])
    return ops.cross_entropy(logits.reshape(-1, VOCAB), ids[:, 1:].reshape(-1))
grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
rng = np.random.default_rng(1)
for step in range(20):
    ids = ms.Tensor(rng.integers(0, VOCAB, (8, 33)), ms.int32)
    loss, grads = grad_fn(ids)
    opt(grads)
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
