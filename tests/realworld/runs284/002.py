"""Convert a GPT-2 style (HF) state dict into a MindSpore GPT block stack and continue training."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
rng = np.random.default_rng(1)

N_EMBD, N_HEAD, N_LAYER, VOCAB, N_POS = 96, 4, 2, 512, 64


# ---- stand-in for the exported HF checkpoint (GPT2LMHeadModel.state_dict() -> numpy) ----
def export_hf_state_dict(path):
    sd = {"transformer.wte.weight": rng.normal(0, 0.02, (VOCAB, N_EMBD)),
          "transformer.wpe.weight": rng.normal(0, 0.01, (N_POS, N_EMBD)),
          "transformer.ln_f.weight": np.ones(N_EMBD), "transformer.ln_f.bias": np.zeros(N_EMBD)}
    for i in range(N_LAYER):
        p = f"transformer.h.{i}."
        sd[p + "ln_1.weight"] = np.ones(N_EMBD); sd[p + "ln_1.bias"] = np.zeros(N_EMBD)
        sd[p + "ln_2.weight"] = np.ones(N_EMBD); sd[p + "ln_2.bias"] = np.zeros(N_EMBD)
        # HF GPT-2 uses Conv1D: weight is (in_features, out_features)
        sd[p + "attn.c_attn.weight"] = rng.normal(0, 0.02, (N_EMBD, 3 * N_EMBD))
        sd[p + "attn.c_attn.bias"] = np.zeros(3 * N_EMBD)
        sd[p + "attn.c_proj.weight"] = rng.normal(0, 0.02, (N_EMBD, N_EMBD))
        sd[p + "attn.c_proj.bias"] = np.zeros(N_EMBD)
        sd[p + "mlp.c_fc.weight"] = rng.normal(0, 0.02, (N_EMBD, 4 * N_EMBD))
        sd[p + "mlp.c_fc.bias"] = np.zeros(4 * N_EMBD)
        sd[p + "mlp.c_proj.weight"] = rng.normal(0, 0.02, (4 * N_EMBD, N_EMBD))
        sd[p + "mlp.c_proj.bias"] = np.zeros(N_EMBD)
    np.savez(path, **{k: v.astype(np.float32) for k, v in sd.items()})


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln_1 = nn.LayerNorm((N_EMBD,), epsilon=1e-5)
        self.c_attn = nn.Dense(N_EMBD, 3 * N_EMBD)
        self.attn_proj = nn.Dense(N_EMBD, N_EMBD)
        self.ln_2 = nn.LayerNorm((N_EMBD,), epsilon=1e-5)
        self.c_fc = nn.Dense(N_EMBD, 4 * N_EMBD)
        self.mlp_proj = nn.Dense(4 * N_EMBD, N_EMBD)
        self.act = nn.GELU(approximate=True)

    def construct(self, x, mask):
        b, t, _ = x.shape
        q, k, v = ops.split(self.c_attn(self.ln_1(x)), N_EMBD, axis=-1)
        q = q.reshape(b, t, N_HEAD, -1).swapaxes(1, 2)
        k = k.reshape(b, t, N_HEAD, -1).swapaxes(1, 2)
        v = v.reshape(b, t, N_HEAD, -1).swapaxes(1, 2)
        att = ops.matmul(q, k.swapaxes(-1, -2)) / (q.shape[-1] ** 0.5)
        att = ops.softmax(att + mask, axis=-1)
        y = ops.matmul(att, v).swapaxes(1, 2).reshape(b, t, N_EMBD)
        x = x + self.attn_proj(y)
        return x + self.mlp_proj(self.act(self.c_fc(self.ln_2(x))))


class GPT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, N_EMBD)
        self.wpe = nn.Embedding(N_POS, N_EMBD)
        self.h = nn.CellList([Block() for _ in range(N_LAYER)])
        self.ln_f = nn.LayerNorm((N_EMBD,), epsilon=1e-5)

    def construct(self, ids):
        t = ids.shape[1]
        mask = Tensor(np.triu(np.full((t, t), -1e9, np.float32), 1))
        x = self.wte(ids) + self.wpe(ops.arange(t))
        for blk in self.h:
            x = blk(x, mask)
        x = self.ln_f(x)
        return ops.matmul(x, self.wte.embedding_table.T)


NAME_MAP = {"ln_1.weight": "ln_1.gamma", "ln_1.bias": "ln_1.beta",
            "ln_2.weight": "ln_2.gamma", "ln_2.bias": "ln_2.beta",
            "attn.c_attn.weight": "c_attn.weight", "attn.c_attn.bias": "c_attn.bias",
            "attn.c_proj.weight": "attn_proj.weight", "attn.c_proj.bias": "attn_proj.bias",
            "mlp.c_fc.weight": "c_fc.weight", "mlp.c_fc.bias": "c_fc.bias",
            "mlp.c_proj.weight": "mlp_proj.weight", "mlp.c_proj.bias": "mlp_proj.bias"}


def convert_hf_to_ms(npz_path, ckpt_path):
    sd = np.load(npz_path)
    out = []
    for k in sd.files:
        v = sd[k]
        name = k.replace("transformer.", "")
        if name.startswith("h."):
            layer, rest = name[2:].split(".", 1)
            name = f"h.{layer}.{NAME_MAP[rest]}"
        elif name == "wte.weight" or name == "wpe.weight":
            name = name.replace("weight", "embedding_table")
        elif name.startswith("ln_f."):
            name = name.replace("weight", "gamma").replace("bias", "beta")
        out.append({"name": name, "data": Tensor(v)})
        print(f"convert {k:40s} -> {name:28s} {tuple(v.shape)}")
    ms.save_checkpoint(out, ckpt_path)


export_hf_state_dict("gpt2_tiny_hf.npz")
convert_hf_to_ms("gpt2_tiny_hf.npz", "gpt2_tiny_ms.ckpt")

net = GPT()
param_dict = ms.load_checkpoint("gpt2_tiny_ms.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict, strict_load=True)
print("params not loaded:", not_loaded)

opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-4)
loss_fn = nn.CrossEntropyLoss()


def fwd(ids):
    logits = net(ids[:, :-1])
    return loss_fn(logits.reshape(-1, VOCAB), ids[:, 1:].reshape(-1))


grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(20):
    ids = Tensor(rng.integers(0, VOCAB, (8, 33)).astype(np.int32))
    loss, g = grad_fn(ids)
    opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
