# SimCSE-style contrastive fine-tune ported from HF/torch. torch used F.normalize(x, dim=-1) (which divides
# by max(||x||, eps)); the port divides by ops.norm(x) with no eps. Rows that are empty after cleaning
# (all padding) mean-pool to a zero vector, 0/0 gives NaN, and the NaN reaches every weight.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0); np.random.seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
VOCAB, DIM, SEQ, BS = 200, 32, 12, 16

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, DIM, padding_idx=0)
        self.proj = nn.Dense(DIM, DIM)
    def construct(self, ids, mask):
        h = ops.tanh(self.proj(self.emb(ids))) * mask.expand_dims(-1)
        pooled = h.sum(1) / ops.maximum(mask.sum(1, keepdims=True), 1.0)
        return pooled / ops.norm(pooled, dim=-1, keepdim=True)    # torch: F.normalize(pooled, dim=-1)

enc = Encoder()
opt = nn.AdamWeightDecay(enc.trainable_params(), learning_rate=1e-3)
ce = nn.CrossEntropyLoss()

def loss_fn(ids_a, mask_a, ids_b, mask_b):
    za, zb = enc(ids_a, mask_a), enc(ids_b, mask_b)
    sim = ops.matmul(za, zb.T) / 0.05
    return ce(sim, ops.arange(za.shape[0], dtype=ms.int32))

grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)

def batch(step):
    lens = np.random.randint(4, SEQ, BS)
    if step == 5:
        lens[3] = 0                                  # a line that was only markup, empty after cleaning
    ids = np.zeros((BS, SEQ), np.int32); mask = np.zeros((BS, SEQ), np.float32)
    for i, l in enumerate(lens):
        ids[i, :l] = np.random.randint(1, VOCAB, l); mask[i, :l] = 1
    return Tensor(ids), Tensor(mask)

for step in range(12):
    ids, mask = batch(step)
    drop = Tensor((np.random.rand(*mask.shape) > 0.1).astype(np.float32))
    loss, grads = grad_fn(ids, mask, ids, mask * drop)
    opt(grads)
    print(f"step {step:2d} | loss {loss.asnumpy():.4f}")
print("training finished")
