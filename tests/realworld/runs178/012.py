"""Dual-encoder retrieval (query / passage) trained with an in-batch InfoNCE loss written as a
custom loss Cell, ported from a sentence-transformers style torch script. Queries are
tokenised and truncated; padding id 0 is masked out of the mean pooling."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(6)
rng = np.random.default_rng(6)

VOCAB, QLEN, PLEN, DIM = 800, 12, 32, 64

def make_pairs(n):
    q = np.zeros((n, QLEN), np.int32); p = np.zeros((n, PLEN), np.int32)
    for k in range(n):
        topic = rng.integers(1, VOCAB - 20)
        plen = rng.integers(10, PLEN)
        p[k, :plen] = rng.integers(topic, topic + 20, plen)
        # queries keep only in-vocabulary keywords after stop-word filtering; some end up empty
        qlen = rng.integers(0, QLEN) if rng.random() < 0.97 else 0
        q[k, :qlen] = rng.integers(topic, topic + 20, qlen)
    return q, p

Q, P = make_pairs(4096)

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, DIM, padding_idx=0)
        self.ff = nn.SequentialCell(nn.Dense(DIM, DIM), nn.GELU(), nn.Dense(DIM, DIM))
    def construct(self, ids):
        mask = (ids != 0).astype(ms.float32).expand_dims(-1)
        h = self.ff(self.emb(ids)) * mask
        return h.sum(1) / ops.maximum(mask.sum(1), 1.0)

class InfoNCELoss(nn.Cell):
    """torch: F.cross_entropy(q @ p.T / tau, arange(B)) with q, p = q / q.norm(dim=-1), ..."""
    def __init__(self, temperature=0.05):
        super().__init__()
        self.tau = temperature
        self.ce = nn.CrossEntropyLoss()
    def construct(self, q, p):
        q = q / ops.norm(q, dim=-1, keepdim=True)
        p = p / ops.norm(p, dim=-1, keepdim=True)
        scores = ops.matmul(q, p.T) / self.tau
        labels = ops.arange(q.shape[0]).astype(ms.int32)
        return self.ce(scores, labels)

class DualEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q_enc = Encoder()
        self.p_enc = Encoder()

model = DualEncoder()
q_enc, p_enc = model.q_enc, model.p_enc
loss_cell = InfoNCELoss()
opt = nn.Adam(model.trainable_params(), learning_rate=1e-3)

def forward(qi, pi):
    return loss_cell(q_enc(qi), p_enc(pi))
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

BS = 64
for epoch in range(2):
    perm = rng.permutation(len(Q))
    for step in range(len(Q) // BS):
        idx = perm[step * BS:(step + 1) * BS]
        loss, grads = grad_fn(ms.Tensor(Q[idx]), ms.Tensor(P[idx]))
        opt(grads)
        if (step + 1) % 8 == 0:
            print(f"[epoch {epoch}] step {step + 1:3d}/{len(Q) // BS}  train/loss: {loss.asnumpy():.4f}  lr: 1.0e-03")
print("saving encoders to ./dual_encoder_*.ckpt")
ms.save_checkpoint(q_enc, "dual_encoder_q.ckpt"); ms.save_checkpoint(p_enc, "dual_encoder_p.ckpt")
