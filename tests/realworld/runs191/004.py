"""Convert a (tiny) Hugging Face GPT-2 safetensors checkpoint into a MindSpore port and run greedy generation."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from safetensors.numpy import save_file, load_file

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
VOCAB, CTX, D, H, L = 512, 64, 48, 4, 2
CKPT = "/home/user/project/tiny-gpt2/model.safetensors"

def make_hf_checkpoint():
    """What HF's GPT2LMHeadModel.save_pretrained writes (Conv1D weights are stored as (in, out))."""
    rng = np.random.default_rng(0)
    sd = {"transformer.wte.weight": rng.normal(0, .02, (VOCAB, D)), "transformer.wpe.weight": rng.normal(0, .01, (CTX, D)),
          "transformer.ln_f.weight": np.ones(D), "transformer.ln_f.bias": np.zeros(D)}
    for i in range(L):
        p = f"transformer.h.{i}."
        sd.update({p + "ln_1.weight": np.ones(D), p + "ln_1.bias": np.zeros(D),
                   p + "ln_2.weight": np.ones(D), p + "ln_2.bias": np.zeros(D),
                   p + "attn.c_attn.weight": rng.normal(0, .02, (D, 3 * D)), p + "attn.c_attn.bias": np.zeros(3 * D),
                   p + "attn.c_proj.weight": rng.normal(0, .02, (D, D)), p + "attn.c_proj.bias": np.zeros(D),
                   p + "mlp.c_fc.weight": rng.normal(0, .02, (D, 4 * D)), p + "mlp.c_fc.bias": np.zeros(4 * D),
                   p + "mlp.c_proj.weight": rng.normal(0, .02, (4 * D, D)), p + "mlp.c_proj.bias": np.zeros(D)})
    os.makedirs(os.path.dirname(CKPT), exist_ok=True)
    save_file({k: v.astype(np.float32) for k, v in sd.items()}, CKPT)

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln_1 = nn.LayerNorm((D,), epsilon=1e-5)
        self.c_attn = nn.Dense(D, 3 * D)
        self.c_proj = nn.Dense(D, D)
        self.ln_2 = nn.LayerNorm((D,), epsilon=1e-5)
        self.c_fc = nn.Dense(D, 4 * D)
        self.mlp_proj = nn.Dense(4 * D, D)
        self.gelu = nn.GELU(approximate=True)

    def construct(self, x):
        b, t, _ = x.shape
        q, k, v = ops.split(self.c_attn(self.ln_1(x)), D, axis=-1)
        q, k, v = [z.reshape(b, t, H, D // H).transpose(0, 2, 1, 3) for z in (q, k, v)]
        att = ops.matmul(q, k.transpose(0, 1, 3, 2)) / np.sqrt(D // H)
        causal = Tensor(np.triu(np.ones((t, t), np.bool_), 1))
        att = ops.softmax(ops.masked_fill(att, causal, -1e9), axis=-1)
        y = ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, t, D)
        x = x + self.c_proj(y)
        return x + self.mlp_proj(self.gelu(self.c_fc(self.ln_2(x))))

class GPT2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, D)
        self.wpe = nn.Embedding(CTX, D)
        self.h = nn.CellList([Block() for _ in range(L)])
        self.ln_f = nn.LayerNorm((D,), epsilon=1e-5)

    def construct(self, ids):
        pos = Tensor(np.arange(ids.shape[1], dtype=np.int32))[None]
        x = self.wte(ids) + self.wpe(pos)
        for blk in self.h:
            x = blk(x)
        x = self.ln_f(x)
        return ops.matmul(x, self.wte.embedding_table.T)

def hf_to_ms(name):
    name = name.replace("transformer.", "")
    name = name.replace("wte.weight", "wte.embedding_table").replace("wpe.weight", "wpe.embedding_table")
    name = name.replace("attn.c_attn", "c_attn").replace("attn.c_proj", "c_proj")
    name = name.replace("mlp.c_fc", "c_fc").replace("mlp.c_proj", "mlp_proj")
    if ".ln_" in name or name.startswith("ln_f"):
        name = name.replace(".weight", ".gamma").replace(".bias", ".beta")
    return name

if not os.path.exists(CKPT):
    make_hf_checkpoint()
hf = load_file(CKPT)
net = GPT2()
params = dict(net.parameters_and_names())
loaded = 0
for k, v in hf.items():
    mk = hf_to_ms(k)
    params[mk].set_data(Tensor(v))
    loaded += 1
print(f"converted {loaded}/{len(params)} tensors from {CKPT}")
for k in ("h.0.c_attn.weight", "h.0.c_proj.weight", "h.0.c_fc.weight"):
    print(f"  {k}: {params[k].shape}")

net.set_train(False)
ids = np.array([[11, 42, 7, 99]], dtype=np.int32)
for _ in range(8):
    logits = net(Tensor(ids))
    nxt = int(logits[0, -1].argmax().asnumpy())
    ids = np.concatenate([ids, [[nxt]]], axis=1)
print("generated ids:", ids.tolist())
