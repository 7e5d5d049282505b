# Masked-LM pretraining port: torch masked positions with torch.rand(...) < 0.15 inside forward();
# ported with np.random inside construct (no torch RNG in MindSpore). Run in GRAPH_MODE for speed.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(12); np.random.seed(12)
V, H, S, B, MASK_ID = 120, 64, 24, 16, 3

class TinyMLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, H)
        self.pos = ms.Parameter(ms.Tensor(np.random.randn(S, H).astype(np.float32) * 0.02), name="pos")
        self.enc = nn.TransformerEncoderLayer(H, 4, 128, dropout=0.0, batch_first=True)
        self.out = nn.Dense(H, V)
        self.loss = nn.CrossEntropyLoss(ignore_index=-100)

    def construct(self, ids):
        prob = ms.Tensor(np.random.rand(B, S).astype(np.float32))    # torch.rand(ids.shape)
        masked = prob < 0.15
        inputs = ops.where(masked, ops.full_like(ids, MASK_ID), ids)
        labels = ops.where(masked, ids, ops.full_like(ids, -100))
        h = self.enc(self.emb(inputs) + self.pos)
        logits = self.out(h)
        return self.loss(logits.reshape(-1, V), labels.reshape(-1)), masked.astype(ms.int32)

net = TinyMLM()
opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
grad_fn = ms.value_and_grad(net, None, opt.parameters, has_aux=True)

def train_step(ids):
    (loss, masked), grads = grad_fn(ids)
    opt(grads)
    return loss, masked

corpus = np.random.randint(4, V, (40, B, S)).astype(np.int32)    # random tokens: not predictable
for step in range(40):
    loss, masked = train_step(ms.Tensor(corpus[step % 40]))
    m = masked.asnumpy()
    if step % 4 == 0:
        print(f"step {step:3d} | mlm_loss {loss.asnumpy():.4f} | masked {int(m.sum())} tokens | "
              f"masked pos row0 {np.nonzero(m[0])[0].tolist()}")
