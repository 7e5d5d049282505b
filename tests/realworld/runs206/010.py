# Face-embedding metric learning with triplet loss; hard negatives mined from an fp16 memory bank (to save RAM).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(5)

class EmbedNet(nn.Cell):
    def __init__(self, d_in=128, d_emb=32):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(d_in, 128), nn.ReLU(), nn.Dense(128, d_emb))
    def construct(self, x):
        return ops.L2Normalize(axis=-1)(self.mlp(x))

rng = np.random.default_rng(5)
n_ids, per_id = 40, 20
centers = rng.normal(0, 1, (n_ids, 128))
feats = np.concatenate([c + 0.5 * rng.normal(0, 1, (per_id, 128)) for c in centers]).astype(np.float32)
ids = np.repeat(np.arange(n_ids), per_id)

net = EmbedNet()
bank = np.zeros((len(feats), 32), dtype=np.float16)       # memory bank of past embeddings
triplet = nn.TripletMarginLoss(margin=0.2)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(anchor, positive, negative):
    return triplet(net(anchor), net(positive), negative)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(2):
    # refresh bank
    bank[:] = net(Tensor(feats)).asnumpy().astype(np.float16)
    for it in range(10):
        a_idx = rng.integers(0, len(feats), 32)
        p_idx = np.array([rng.choice(np.where(ids == ids[i])[0]) for i in a_idx])
        n_idx = np.array([rng.choice(np.where(ids != ids[i])[0]) for i in a_idx])
        loss, grads = grad_fn(Tensor(feats[a_idx]), Tensor(feats[p_idx]), Tensor(bank[n_idx]))
        opt(grads)
        print(f"epoch {epoch} iter {it} triplet_loss {loss.asnumpy():.4f}")
