"""Run inference with a small GPT-2 style LM whose weights come from a Hugging Face
model.safetensors (converted with numpy only, no torch). Names are mapped HF -> MindSpore and
loaded with Cell.load_state_dict."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from safetensors.numpy import save_file, load_file
from transformers import GPT2Config

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

SRC = "/home/user/project/tiny-gpt2"
os.makedirs(SRC, exist_ok=True)
cfg = GPT2Config(vocab_size=96, n_positions=32, n_embd=32, n_layer=1, n_head=2, tie_word_embeddings=True)
cfg.save_pretrained(SRC)
rng = np.random.default_rng(0)
# what save_pretrained writes for a tied GPT-2: lm_head.weight is NOT stored (it is transformer.wte.weight)
save_file({
    "transformer.wte.weight": rng.normal(0, 0.02, (96, 32)).astype(np.float32),
    "transformer.wpe.weight": rng.normal(0, 0.01, (32, 32)).astype(np.float32),
    "transformer.h.0.mlp.c_fc.weight": rng.normal(0, 0.02, (32, 128)).astype(np.float32),
    "transformer.h.0.mlp.c_fc.bias": np.zeros(128, np.float32),
    "transformer.h.0.mlp.c_proj.weight": rng.normal(0, 0.02, (128, 32)).astype(np.float32),
    "transformer.h.0.mlp.c_proj.bias": np.zeros(32, np.float32),
    "transformer.ln_f.weight": np.ones(32, np.float32),
    "transformer.ln_f.bias": np.zeros(32, np.float32),
}, f"{SRC}/model.safetensors", metadata={"format": "pt"})


class MLPBlock(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.c_fc = nn.Dense(d, 4 * d)
        self.c_proj = nn.Dense(4 * d, d)

    def construct(self, x):
        return x + self.c_proj(ops.gelu(self.c_fc(x)))


class TinyLM(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.wte = nn.Embedding(c.vocab_size, c.n_embd)
        self.wpe = nn.Embedding(c.n_positions, c.n_embd)
        self.h = nn.CellList([MLPBlock(c.n_embd) for _ in range(c.n_layer)])
        self.ln_f = nn.LayerNorm((c.n_embd,))
        self.lm_head = nn.Dense(c.n_embd, c.vocab_size, has_bias=False)

    def construct(self, ids):
        x = self.wte(ids) + self.wpe(ops.arange(ids.shape[1]).expand_dims(0))
        for blk in self.h:
            x = blk(x)
        return self.lm_head(self.ln_f(x))


def convert(hf_sd):
    out = {}
    for k, v in hf_sd.items():
        k = k.replace("transformer.", "").replace(".mlp.", ".")
        k = k.replace("wte.weight", "wte.embedding_table").replace("wpe.weight", "wpe.embedding_table")
        k = k.replace("ln_f.weight", "ln_f.gamma").replace("ln_f.bias", "ln_f.beta")
        if k.endswith(("c_fc.weight", "c_proj.weight")):
            v = v.T  # HF Conv1D stores (in, out)
        out[k] = ms.Parameter(ms.Tensor(np.ascontiguousarray(v)), name=k)
    return out


model = TinyLM(cfg)
state = convert(load_file(f"{SRC}/model.safetensors"))
print(f"converted {len(state)} tensors; model has {len(model.parameters_dict())} parameters")
model.load_state_dict(state, strict=True)
model.set_train(False)

prompt = ms.Tensor(np.array([[5, 17, 42]], np.int32))
for _ in range(8):
    nxt = model(prompt)[:, -1].argmax(-1).astype(ms.int32)
    prompt = ops.concat([prompt, nxt.expand_dims(0)], 1)
print("generated ids:", prompt.asnumpy().tolist())
