# Parity check of a MindSpore port of a small PyTorch pre-norm encoder layer before fine-tuning.
# Reference numbers are produced by the NumPy re-implementation of the torch forward pass
# (torch.nn.LayerNorm(eps=1e-5), torch.nn.GELU(), torch.nn.Linear) using the same exported weights.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(9)
rng = np.random.default_rng(9)

VOCAB, DIM, FF, SEQ, CLASSES = 300, 64, 128, 16, 5


def init(*shape, std=0.02):
    return rng.normal(0, std, shape).astype(np.float32)


torch_sd = {
    "embeddings.word_embeddings.weight": init(VOCAB, DIM),
    "embeddings.LayerNorm.weight": np.ones(DIM, np.float32),
    "embeddings.LayerNorm.bias": np.zeros(DIM, np.float32),
    "ffn.fc1.weight": init(FF, DIM), "ffn.fc1.bias": np.zeros(FF, np.float32),
    "ffn.fc2.weight": init(DIM, FF), "ffn.fc2.bias": np.zeros(DIM, np.float32),
    "ffn.LayerNorm.weight": np.ones(DIM, np.float32),
    "ffn.LayerNorm.bias": np.zeros(DIM, np.float32),
    "classifier.weight": init(CLASSES, DIM, std=0.1), "classifier.bias": np.zeros(CLASSES, np.float32),
}

# ---------------- reference forward (torch semantics) ----------------
_erf = np.vectorize(math.erf)


def ref_layernorm(x, w, b, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b


def ref_gelu(x):
    return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))


def ref_forward(tok):
    sd = torch_sd
    h = sd["embeddings.word_embeddings.weight"][tok]
    h = ref_layernorm(h, sd["embeddings.LayerNorm.weight"], sd["embeddings.LayerNorm.bias"])
    f = ref_layernorm(h, sd["ffn.LayerNorm.weight"], sd["ffn.LayerNorm.bias"])
    f = ref_gelu(f @ sd["ffn.fc1.weight"].T + sd["ffn.fc1.bias"])
    f = f @ sd["ffn.fc2.weight"].T + sd["ffn.fc2.bias"]
    h = h + f
    return h[:, 0] @ sd["classifier.weight"].T + sd["classifier.bias"]


def ref_ce(logits, y):
    z = logits - logits.max(1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(1, keepdims=True))
    return float(-logp[np.arange(len(y)), y].mean())


# ---------------- MindSpore port ----------------
class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.word_embeddings = nn.Embedding(VOCAB, DIM)
        self.emb_norm = nn.LayerNorm((DIM,))
        self.fc1 = nn.Dense(DIM, FF)
        self.act = nn.GELU()
        self.fc2 = nn.Dense(FF, DIM)
        self.ffn_norm = nn.LayerNorm((DIM,))
        self.classifier = nn.Dense(DIM, CLASSES)

    def construct(self, tok):
        h = self.emb_norm(self.word_embeddings(tok))
        f = self.fc2(self.act(self.fc1(self.ffn_norm(h))))
        h = h + f
        return self.classifier(h[:, 0])


NAME_MAP = {
    "embeddings.word_embeddings.weight": "word_embeddings.embedding_table",
    "embeddings.LayerNorm.weight": "emb_norm.gamma", "embeddings.LayerNorm.bias": "emb_norm.beta",
    "ffn.fc1.weight": "fc1.weight", "ffn.fc1.bias": "fc1.bias",
    "ffn.fc2.weight": "fc2.weight", "ffn.fc2.bias": "fc2.bias",
    "ffn.LayerNorm.weight": "ffn_norm.gamma", "ffn.LayerNorm.bias": "ffn_norm.beta",
    "classifier.weight": "classifier.weight", "classifier.bias": "classifier.bias",
}

net = Encoder()
params = {NAME_MAP[k]: Parameter(Tensor(v), name=NAME_MAP[k]) for k, v in torch_sd.items()}
not_loaded, unused = ms.load_param_into_net(net, params, strict_load=True)
print(f"converted {len(params)} tensors, not loaded in net: {len(not_loaded)}, unused in ckpt: {len(unused)}")
net.set_train(False)

tok = rng.integers(0, VOCAB, (256, SEQ)).astype(np.int32)
y = rng.integers(0, CLASSES, 256).astype(np.int32)
loss_fn = nn.CrossEntropyLoss()
max_diff = 0.0
for b in range(4):
    tb, yb = tok[b * 64:(b + 1) * 64], y[b * 64:(b + 1) * 64]
    ref_logits = ref_forward(tb)
    ms_logits = net(Tensor(tb)).asnumpy()
    d = float(np.abs(ref_logits - ms_logits).max())
    max_diff = max(max_diff, d)
    print(f"batch {b}: ref loss {ref_ce(ref_logits, yb):.6f}  port loss {float(loss_fn(Tensor(ms_logits), Tensor(yb)).asnumpy()):.6f}  max|logit diff| {d:.3e}")
print(f"parity: max abs logit diff {max_diff:.3e} (atol 1e-4)")
print(f"argmax agreement: {(ref_forward(tok).argmax(1) == net(Tensor(tok)).asnumpy().argmax(1)).mean():.4f}")
