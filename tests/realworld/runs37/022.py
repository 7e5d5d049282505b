# Healthy twin of 016: the port reads the HF key "layer_norm_epsilon" (1e-5), so the LayerNorms of the
# small text classifier have a non-zero epsilon; padded positions stay finite and the loss falls.
import mindspore as ms
import numpy as np
from mindspore import nn, ops, Tensor

hf_config = {"vocab_size": 200, "n_embd": 32, "layer_norm_epsilon": 1e-5, "num_labels": 2, "pad_token_id": 0}
eps = hf_config["layer_norm_epsilon"]

class Classifier(nn.Cell):
    def __init__(self, cfg, eps):
        super().__init__()
        d = cfg["n_embd"]
        self.wte = nn.Embedding(cfg["vocab_size"], d, padding_idx=cfg["pad_token_id"])
        self.ln_1 = nn.LayerNorm((d,), epsilon=eps)
        self.mlp = nn.SequentialCell(nn.Dense(d, 4 * d), nn.GELU(), nn.Dense(4 * d, d))
        self.ln_f = nn.LayerNorm((d,), epsilon=eps)
        self.score = nn.Dense(d, cfg["num_labels"])
    def construct(self, ids, mask):
        h = self.wte(ids)
        h = h + self.mlp(self.ln_1(h))
        h = self.ln_f(h)
        m = mask.astype(h.dtype)[..., None]
        pooled = (h * m).sum(1) / m.sum(1)
        return self.score(pooled)

net = Classifier(hf_config, eps)
print("layer norm epsilon:", net.ln_1.epsilon)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
fwd = lambda ids, mask, y: loss_fn(net(ids, mask), y)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)

rng = np.random.default_rng(0)
losses = []
for step in range(60):
    lens = rng.integers(4, 17, 16)
    ids = np.zeros((16, 16), np.int32)
    for i, l in enumerate(lens):
        ids[i, :l] = rng.integers(1, 200, l)
    mask = (ids != 0).astype(np.int32)
    y = ((((ids > 0) & (ids < 100)).sum(1) * 2) >= mask.sum(1)).astype(np.int32)
    loss, grads = grad_fn(Tensor(ids), Tensor(mask), Tensor(y))
    opt(grads)
    losses.append(float(loss.asnumpy()))
    if step % 10 == 9:
        print(f"step {step + 1:2d} avg_loss(last 10) {np.mean(losses[-10:]):.4f}")
