"""Load weights converted from a PyTorch GPT-style checkpoint into a MindSpore port."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)

VOCAB = 1000
HIDDEN = 64


class TinyLM(nn.Cell):
    def __init__(self, vocab_size, hidden):
        super().__init__()
        self.wte = nn.Embedding(vocab_size, hidden)
        self.ln_f = nn.LayerNorm((hidden,))
        self.mlp_fc = nn.Dense(hidden, 4 * hidden)
        self.mlp_proj = nn.Dense(4 * hidden, hidden)
        self.act = nn.GELU(approximate=False)
        self.lm_head = nn.Dense(hidden, vocab_size, has_bias=False)

    def construct(self, ids):
        h = self.wte(ids)
        h = h + self.mlp_proj(self.act(self.mlp_fc(h)))
        return self.lm_head(self.ln_f(h))


def convert_torch_state_dict(sd):
    mapping = {
        "transformer.wte.weight": "wte.embedding_table",
        "transformer.ln_f.weight": "ln_f.gamma",
        "transformer.ln_f.bias": "ln_f.beta",
        "transformer.h.0.mlp.c_fc.weight": "mlp_fc.weight",
        "transformer.h.0.mlp.c_fc.bias": "mlp_fc.bias",
        "transformer.h.0.mlp.c_proj.weight": "mlp_proj.weight",
        "transformer.h.0.mlp.c_proj.bias": "mlp_proj.bias",
        "lm_head.weight": "lm_head.weight",
    }
    out = []
    for k, v in sd.items():
        out.append({"name": mapping[k], "data": ms.Tensor(v)})
        print(f"converted {k} -> {mapping[k]} {tuple(v.shape)}")
    return out


# the exported torch state dict (pytorch_model.bin -> npz); GPT-2 style Conv1D stores weights as (in, out)
sd = {
    "transformer.wte.weight": np.random.randn(VOCAB, HIDDEN).astype(np.float32) * 0.02,
    "transformer.ln_f.weight": np.ones(HIDDEN, np.float32),
    "transformer.ln_f.bias": np.zeros(HIDDEN, np.float32),
    "transformer.h.0.mlp.c_fc.weight": np.random.randn(HIDDEN, 4 * HIDDEN).astype(np.float32) * 0.02,
    "transformer.h.0.mlp.c_fc.bias": np.zeros(4 * HIDDEN, np.float32),
    "transformer.h.0.mlp.c_proj.weight": np.random.randn(4 * HIDDEN, HIDDEN).astype(np.float32) * 0.02,
    "transformer.h.0.mlp.c_proj.bias": np.zeros(HIDDEN, np.float32),
    "lm_head.weight": np.random.randn(VOCAB, HIDDEN).astype(np.float32) * 0.02,
}
np.savez("gpt_tiny_torch.npz", **sd)

sd = dict(np.load("gpt_tiny_torch.npz"))
ms.save_checkpoint(convert_torch_state_dict(sd), "gpt_tiny_ms.ckpt")

net = TinyLM(VOCAB, HIDDEN)
param_dict = ms.load_checkpoint("gpt_tiny_ms.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict, strict_load=True)
print("params not loaded:", not_loaded)

ids = ms.Tensor(np.random.randint(0, VOCAB, (4, 16)), ms.int32)
logits = net(ids)
print("logits", logits.shape)
