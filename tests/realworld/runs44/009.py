# Convert an HF GPT-2 checkpoint exported from GPT2Model (base model, no "transformer." prefix)
# into the MindSpore GPT2LMHead port, whose parameter names follow GPT2LMHeadModel ("transformer.h.0...").
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from safetensors.numpy import save_file, load_file

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
V, H, L, P = 256, 64, 2, 128
rng = np.random.default_rng(0)

# stand-in for the folder saved with GPT2Model.save_pretrained(): keys wte.weight, h.0.ln_1.weight, ...
hf = {"wte.weight": rng.standard_normal((V, H)), "wpe.weight": rng.standard_normal((P, H)),
      "ln_f.weight": np.ones(H), "ln_f.bias": np.zeros(H)}
for i in range(L):
    hf[f"h.{i}.ln_1.weight"] = np.ones(H); hf[f"h.{i}.ln_1.bias"] = np.zeros(H)
    hf[f"h.{i}.mlp.c_fc.weight"] = rng.standard_normal((H, 4 * H)); hf[f"h.{i}.mlp.c_fc.bias"] = np.zeros(4 * H)
    hf[f"h.{i}.mlp.c_proj.weight"] = rng.standard_normal((4 * H, H)); hf[f"h.{i}.mlp.c_proj.bias"] = np.zeros(H)
save_file({k: v.astype(np.float32) for k, v in hf.items()}, "gpt2_base_009.safetensors")


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln_1 = nn.LayerNorm((H,))
        self.c_fc = nn.Dense(H, 4 * H)
        self.c_proj = nn.Dense(4 * H, H)

    def construct(self, x):
        return x + self.c_proj(ops.gelu(self.c_fc(self.ln_1(x))))


class Transformer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(V, H)
        self.wpe = nn.Embedding(P, H)
        self.h = nn.CellList([Block() for _ in range(L)])
        self.ln_f = nn.LayerNorm((H,))

    def construct(self, ids):
        x = self.wte(ids) + self.wpe(ops.arange(ids.shape[1]).astype(ms.int32))
        for blk in self.h:
            x = blk(x)
        return self.ln_f(x)


class GPT2LMHead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.transformer = Transformer()

    def construct(self, ids):
        h = self.transformer(ids)
        return ops.matmul(h, self.transformer.wte.embedding_table.T)


def hf_to_ms(sd):
    out = {}
    for k, v in sd.items():
        k = k.replace("wte.weight", "wte.embedding_table").replace("wpe.weight", "wpe.embedding_table")
        k = k.replace(".mlp.", ".")
        if ".ln_" in k or k.startswith("ln_f"):
            k = k.replace(".weight", ".gamma").replace(".bias", ".beta")
        if "c_fc.weight" in k or "c_proj.weight" in k:
            v = v.T  # Conv1D (in, out) -> Dense (out, in)
        out[k] = ms.Parameter(ms.Tensor(np.ascontiguousarray(v)), name=k)
    return out


net = GPT2LMHead()
param_dict = hf_to_ms(load_file("gpt2_base_009.safetensors"))
ms.save_checkpoint([{"name": k, "data": v} for k, v in param_dict.items()], "gpt2_009.ckpt")
not_loaded, ckpt_unused = ms.load_param_into_net(net, ms.load_checkpoint("gpt2_009.ckpt"))
print("network parameters not loaded:", len(not_loaded))
print("checkpoint parameters not used:", len(ckpt_unused))
ids = ms.Tensor(np.array([[10, 20, 30, 40]], np.int32))
logits = net(ids)
print("next token:", int(logits[0, -1].argmax()))
