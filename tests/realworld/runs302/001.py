"""Port of a tiny GPT-2 MLP block from Hugging Face weights (saved as .npz from torch state_dict)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

N_EMBD, N_INNER, VOCAB, N_LAYER = 64, 256, 500, 2

# ---- fake "HF checkpoint" exported from torch GPT2Model.state_dict() ----
def export_hf_state_dict(path):
    sd = {"wte.weight": np.random.randn(VOCAB, N_EMBD).astype(np.float32) * 0.02}
    for i in range(N_LAYER):
        p = f"h.{i}."
        sd[p + "ln_1.weight"] = np.ones(N_EMBD, np.float32)
        sd[p + "ln_1.bias"] = np.zeros(N_EMBD, np.float32)
        # GPT-2 uses transformers.pytorch_utils.Conv1D: weight is (in_features, out_features)
        sd[p + "mlp.c_fc.weight"] = np.random.randn(N_EMBD, N_INNER).astype(np.float32) * 0.02
        sd[p + "mlp.c_fc.bias"] = np.zeros(N_INNER, np.float32)
        sd[p + "mlp.c_proj.weight"] = np.random.randn(N_INNER, N_EMBD).astype(np.float32) * 0.02
        sd[p + "mlp.c_proj.bias"] = np.zeros(N_EMBD, np.float32)
    sd["ln_f.weight"] = np.ones(N_EMBD, np.float32)
    sd["ln_f.bias"] = np.zeros(N_EMBD, np.float32)
    np.savez(path, **sd)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c_fc = nn.Dense(N_EMBD, N_INNER)
        self.c_proj = nn.Dense(N_INNER, N_EMBD)
        self.act = nn.GELU(approximate=True)
    def construct(self, x):
        return self.c_proj(self.act(self.c_fc(x)))

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln_1 = nn.LayerNorm((N_EMBD,), epsilon=1e-5)
        self.mlp = MLP()
    def construct(self, x):
        return x + self.mlp(self.ln_1(x))

class TinyGPT2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, N_EMBD)
        self.h = nn.CellList([Block() for _ in range(N_LAYER)])
        self.ln_f = nn.LayerNorm((N_EMBD,), epsilon=1e-5)
        self.lm_head = nn.Dense(N_EMBD, VOCAB, has_bias=False)
    def construct(self, ids):
        x = self.wte(ids)
        for blk in self.h:
            x = blk(x)
        return self.lm_head(self.ln_f(x))

def convert(npz_path):
    hf = np.load(npz_path)
    out = {}
    for k in hf.files:
        v = hf[k]
        nk = k.replace("wte.weight", "wte.embedding_table")
        nk = nk.replace("ln_1.weight", "ln_1.gamma").replace("ln_1.bias", "ln_1.beta")
        nk = nk.replace("ln_f.weight", "ln_f.gamma").replace("ln_f.bias", "ln_f.beta")
        out[nk] = ms.Parameter(ms.Tensor(v), name=nk)
    out["lm_head.weight"] = ms.Parameter(ms.Tensor(hf["wte.weight"]), name="lm_head.weight")
    return out

if __name__ == "__main__":
    export_hf_state_dict("gpt2_tiny_hf.npz")
    net = TinyGPT2()
    params = convert("gpt2_tiny_hf.npz")
    print(f"converted {len(params)} tensors")
    not_loaded, _ = ms.load_param_into_net(net, params, strict_load=True)
    print("params not loaded:", not_loaded)
    ids = ms.Tensor(np.random.randint(0, VOCAB, (2, 16)), ms.int32)
    logits = net(ids)
    print("logits", logits.shape)
