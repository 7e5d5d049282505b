# Convert a (tiny) HF GPT-2 checkpoint (model.safetensors) to a MindSpore checkpoint for our port.
import os, re, numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from safetensors.numpy import save_file, load_file
from transformers import GPT2Config

cfg = GPT2Config(n_embd=48, n_layer=2, n_head=4, vocab_size=120, n_positions=32)
os.makedirs("gpt2-tiny", exist_ok=True)
cfg.save_pretrained("gpt2-tiny")
rng = np.random.default_rng(0)
E = cfg.n_embd
hf = {"wte.weight": rng.normal(0, .02, (cfg.vocab_size, E)), "wpe.weight": rng.normal(0, .02, (cfg.n_positions, E)),
      "ln_f.weight": np.ones(E), "ln_f.bias": np.zeros(E)}
for i in range(cfg.n_layer):
    p = f"h.{i}."
    # HF GPT-2 uses Conv1D: weight is stored as [in_features, out_features]
    hf.update({p + "ln_1.weight": np.ones(E), p + "ln_1.bias": np.zeros(E),
               p + "attn.c_attn.weight": rng.normal(0, .02, (E, 3 * E)), p + "attn.c_attn.bias": np.zeros(3 * E),
               p + "attn.c_proj.weight": rng.normal(0, .02, (E, E)), p + "attn.c_proj.bias": np.zeros(E),
               p + "ln_2.weight": np.ones(E), p + "ln_2.bias": np.zeros(E),
               p + "mlp.c_fc.weight": rng.normal(0, .02, (E, 4 * E)), p + "mlp.c_fc.bias": np.zeros(4 * E),
               p + "mlp.c_proj.weight": rng.normal(0, .02, (4 * E, E)), p + "mlp.c_proj.bias": np.zeros(E)})
save_file({k: v.astype(np.float32) for k, v in hf.items()}, "gpt2-tiny/model.safetensors")


class Block(nn.Cell):
    def __init__(self, E):
        super().__init__()
        self.ln_1 = nn.LayerNorm((E,), epsilon=1e-5)
        self.qkv = nn.Dense(E, 3 * E)
        self.proj = nn.Dense(E, E)
        self.ln_2 = nn.LayerNorm((E,), epsilon=1e-5)
        self.fc_in = nn.Dense(E, 4 * E)
        self.fc_out = nn.Dense(4 * E, E)

class GPT2Model(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.wte = nn.Embedding(cfg.vocab_size, cfg.n_embd)
        self.wpe = nn.Embedding(cfg.n_positions, cfg.n_embd)
        self.blocks = nn.CellList([Block(cfg.n_embd) for _ in range(cfg.n_layer)])
        self.ln_f = nn.LayerNorm((cfg.n_embd,), epsilon=1e-5)

RULES = [(r"^wte\.weight$", "wte.embedding_table"), (r"^wpe\.weight$", "wpe.embedding_table"),
         (r"^h\.(\d+)\.", r"blocks.\1."), (r"attn\.c_attn", "qkv"), (r"attn\.c_proj", "proj"),
         (r"mlp\.c_fc", "fc_in"), (r"mlp\.c_proj", "fc_out"),
         (r"(ln_\w+)\.weight$", r"\1.gamma"), (r"(ln_\w+)\.bias$", r"\1.beta")]

def convert(sd):
    out = {}
    for k, v in sd.items():
        nk = k
        for pat, rep in RULES:
            nk = re.sub(pat, rep, nk)
        out[nk] = Parameter(Tensor(v), name=nk)
    return out

cfg = GPT2Config.from_pretrained("gpt2-tiny")
net = GPT2Model(cfg)
params = convert(load_file("gpt2-tiny/model.safetensors"))
print(f"converted {len(params)} tensors")
ms.save_checkpoint([{"name": k, "data": v} for k, v in params.items()], "gpt2-tiny/gpt2_ms.ckpt")
not_loaded, unused = ms.load_param_into_net(net, ms.load_checkpoint("gpt2-tiny/gpt2_ms.ckpt"), strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)
