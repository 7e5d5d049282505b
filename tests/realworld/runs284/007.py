"""Tiny char-level LM: pretrain with tied embeddings (as in the HF original), then reload into the ported
MindSpore model class for evaluation and a short fine-tune."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(11)

V, D, T, B = 64, 64, 32, 32
rng = np.random.default_rng(11)
TRANS = rng.dirichlet(np.full(V, 0.05), size=V)  # sparse bigram "language"


def sample_batch(n=B):
    seq = np.zeros((n, T + 1), np.int32)
    seq[:, 0] = rng.integers(0, V, n)
    for t in range(1, T + 1):
        p = TRANS[seq[:, t - 1]]
        seq[:, t] = [rng.choice(V, p=row) for row in p]
    return Tensor(seq[:, :-1]), Tensor(seq[:, 1:])


class TinyLMTied(nn.Cell):
    """Original model: output projection shares the input embedding (tie_word_embeddings=True)."""
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(V, D)
        self.block = nn.SequentialCell(nn.Dense(D, 4 * D), nn.GELU(), nn.Dense(4 * D, D))
        self.ln_f = nn.LayerNorm((D,))

    def construct(self, ids):
        h = self.ln_f(self.block(self.wte(ids)))
        return ops.matmul(h, self.wte.embedding_table.T)


class TinyLMPorted(nn.Cell):
    """MindSpore port used by the training framework: explicit lm_head."""
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(V, D)
        self.block = nn.SequentialCell(nn.Dense(D, 4 * D), nn.GELU(), nn.Dense(4 * D, D))
        self.ln_f = nn.LayerNorm((D,))
        self.lm_head = nn.Dense(D, V, has_bias=False)

    def construct(self, ids):
        return self.lm_head(self.ln_f(self.block(self.wte(ids))))


loss_fn = nn.CrossEntropyLoss()


def evaluate(net, n_batches=4):
    net.set_train(False)
    tot = 0.0
    for _ in range(n_batches):
        x, y = sample_batch()
        tot += float(loss_fn(net(x).reshape(-1, V), y.reshape(-1)).asnumpy())
    return tot / n_batches


def train(net, steps, lr, tag):
    opt = nn.Adam(net.trainable_params(), learning_rate=lr)
    gf = ms.value_and_grad(lambda x, y: loss_fn(net(x).reshape(-1, V), y.reshape(-1)), None, opt.parameters)
    net.set_train(True)
    for s in range(1, steps + 1):
        x, y = sample_batch()
        loss, g = gf(x, y)
        opt(g)
        if s % 25 == 0:
            print(f"[{tag}] step {s} loss {loss.asnumpy():.4f}", flush=True)


CKPT = "tinylm_pretrained.ckpt"
if not os.path.exists(CKPT):
    print("== pretraining reference model")
    ref = TinyLMTied()
    train(ref, 150, 3e-3, "pretrain")
    print(f"reference eval loss {evaluate(ref):.4f}")
    ms.save_checkpoint(ref, CKPT)

print("== loading pretrained weights into ported model")
net = TinyLMPorted()
params = ms.load_checkpoint(CKPT)
print(f"checkpoint tensors: {len(params)}, network parameters: {len(net.parameters_dict())}")
ms.load_param_into_net(net, params)
print(f"eval loss after load {evaluate(net):.4f} (uniform would be {np.log(V):.4f})")
train(net, 50, 1e-4, "finetune")
print(f"eval loss after finetune {evaluate(net):.4f}")
