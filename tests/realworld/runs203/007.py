# Healthy: convert a tiny HF MLP-LM (safetensors, HF Linear naming) to MindSpore, check parity
# against the numpy reference, fine-tune a few steps with the converted weights and greedy-generate.
import os, numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from safetensors.numpy import save_file, load_file
from transformers import PretrainedConfig

ms.set_seed(0)
rng = np.random.default_rng(0)
cfg = PretrainedConfig(vocab_size=40, hidden_size=32, context=4)
os.makedirs("mlp-lm", exist_ok=True)
cfg.save_pretrained("mlp-lm")
V, H, C = 40, 32, 4
save_file({"embed_tokens.weight": rng.normal(0, .1, (V, H)).astype(np.float32),
           "mlp.up_proj.weight": rng.normal(0, .1, (H, C * H)).astype(np.float32),
           "mlp.up_proj.bias": np.zeros(H, np.float32),
           "lm_head.weight": rng.normal(0, .1, (V, H)).astype(np.float32)}, "mlp-lm/model.safetensors")

class MLPLM(nn.Cell):
    def __init__(self, V, H, C):
        super().__init__()
        self.embed_tokens = nn.Embedding(V, H)
        self.up_proj = nn.Dense(C * H, H, activation="tanh")
        self.lm_head = nn.Dense(H, V, has_bias=False)
    def construct(self, ctx):
        e = self.embed_tokens(ctx).reshape(ctx.shape[0], -1)
        return self.lm_head(self.up_proj(e))

MAP = {"embed_tokens.weight": "embed_tokens.embedding_table", "mlp.up_proj.weight": "up_proj.weight",
       "mlp.up_proj.bias": "up_proj.bias", "lm_head.weight": "lm_head.weight"}
sd = load_file("mlp-lm/model.safetensors")
net = MLPLM(V, H, C)
pnl, unused = ms.load_param_into_net(net, {MAP[k]: Parameter(Tensor(v), name=MAP[k]) for k, v in sd.items()}, strict_load=True)
print("params not loaded:", pnl, "unused:", unused)

x = rng.integers(0, V, (3, C)).astype(np.int32)
ref = np.tanh(sd["embed_tokens.weight"][x].reshape(3, -1) @ sd["mlp.up_proj.weight"].T) @ sd["lm_head.weight"].T
out = net(Tensor(x)).asnumpy()
print("parity max abs diff vs HF reference:", float(np.abs(out - ref).max()))

seq = np.array([(i * 7) % V for i in range(400)], np.int32)  # deterministic toy sequence
X = np.stack([seq[i:i + C] for i in range(len(seq) - C)]); Y = seq[C:]
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for epoch in range(5):
    tot = 0.0
    for s in range(0, len(X), 64):
        l, g = grad_fn(Tensor(X[s:s + 64]), Tensor(Y[s:s + 64].astype(np.int32)))
        opt(g); tot += float(l.asnumpy())
    print(f"epoch {epoch + 1}: avg loss {tot / ((len(X) + 63) // 64):.4f}")
ctx = list(seq[:C])
for _ in range(8):
    ctx.append(int(net(Tensor(np.array([ctx[-C:]], np.int32))).argmax(-1).asnumpy()[0]))
print("greedy:", ctx)
ms.save_checkpoint(net, "mlp-lm/mlp_lm_ms.ckpt")
print("saved mlp-lm/mlp_lm_ms.ckpt")
