# Forward-alignment check: HF-style MLP-Mixer/FFN encoder ported to MindSpore vs a NumPy re-implementation
# of the reference (PyTorch) forward, both using the same weights.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)
HID, FFN, LAYERS, SEQ, BATCH, NCLS = 128, 512, 4, 32, 8, 10
LN_EPS = 1e-12  # config.layer_norm_eps


class FFNBlock(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm((HID,), epsilon=LN_EPS)
        self.fc1 = nn.Dense(HID, FFN)
        self.act = nn.GELU()  # hidden_act = "gelu"
        self.fc2 = nn.Dense(FFN, HID)

    def construct(self, x):
        return x + self.fc2(self.act(self.fc1(self.ln(x))))


class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.SequentialCell([FFNBlock() for _ in range(LAYERS)])
        self.head = nn.Dense(HID, NCLS)

    def construct(self, x):
        return self.head(self.blocks(x).mean(axis=1))


# ---- reference forward (PyTorch semantics) in numpy float64
def ref_gelu(x):
    return 0.5 * x * (1.0 + np.vectorize(math.erf)(x / math.sqrt(2.0)))


def ref_layernorm(x, w, b, eps):
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b


def ref_forward(sd, x):
    for i in range(LAYERS):
        p = f"blocks.{i}."
        h = ref_layernorm(x, sd[p + "ln.weight"], sd[p + "ln.bias"], LN_EPS)
        h = ref_gelu(h @ sd[p + "fc1.weight"].T + sd[p + "fc1.bias"])
        x = x + h @ sd[p + "fc2.weight"].T + sd[p + "fc2.bias"]
    return x.mean(1) @ sd["head.weight"].T + sd["head.bias"]


def ref_ce(logits, y):
    z = logits - logits.max(-1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(-1, keepdims=True))
    return -logp[np.arange(len(y)), y].mean()


# torch-style init, shared by both implementations
sd = {}
for i in range(LAYERS):
    p = f"blocks.{i}."
    sd[p + "ln.weight"] = np.ones(HID); sd[p + "ln.bias"] = np.zeros(HID)
    sd[p + "fc1.weight"] = np.random.normal(0, 0.08, (FFN, HID)); sd[p + "fc1.bias"] = np.random.normal(0, 0.02, FFN)
    sd[p + "fc2.weight"] = np.random.normal(0, 0.08, (HID, FFN)); sd[p + "fc2.bias"] = np.random.normal(0, 0.02, HID)
sd["head.weight"] = np.random.normal(0, 0.05, (NCLS, HID)); sd["head.bias"] = np.zeros(NCLS)

net = Model()
name_map = {"ln.weight": "ln.gamma", "ln.bias": "ln.beta"}
params = {}
for k, v in sd.items():
    mk = k
    for a, b in name_map.items():
        mk = mk.replace(a, b)
    params[mk] = ms.Parameter(ms.Tensor(v.astype(np.float32)), name=mk)
not_loaded, unused = ms.load_param_into_net(net, params)
print("not loaded:", not_loaded, "unused:", unused)
net.set_train(False)
loss_fn = nn.CrossEntropyLoss()

print(f"{'batch':>5} {'ref_loss':>12} {'ms_loss':>12} {'max_abs_logit_diff':>20} {'mean_abs_logit_diff':>20}")
diffs = []
for b in range(5):
    x = np.random.normal(0, 1, (BATCH, SEQ, HID)).astype(np.float32)
    y = np.random.randint(0, NCLS, BATCH).astype(np.int32)
    ref_logits = ref_forward(sd, x.astype(np.float64))
    ms_logits = net(ms.Tensor(x)).asnumpy()
    ms_loss = float(loss_fn(ms.Tensor(ms_logits), ms.Tensor(y)))
    d = np.abs(ms_logits - ref_logits)
    diffs.append(d.max())
    print(f"{b:>5} {ref_ce(ref_logits, y):>12.6f} {ms_loss:>12.6f} {d.max():>20.3e} {d.mean():>20.3e}")
print(f"np.allclose(ms, ref, rtol=1e-4, atol=1e-5): {bool(max(diffs) < 1e-5)}; worst max_abs_diff {max(diffs):.3e}")
