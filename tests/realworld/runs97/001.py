"""Prototypical-network style classifier ported from a PyTorch repo.
Per-class prototypes are gathered in construct() while the net runs in GRAPH_MODE."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

class ProtoNet(nn.Cell):
    def __init__(self, in_dim=16, hid=32, n_cls=4):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(in_dim, hid), nn.ReLU(), nn.Dense(hid, hid))
        self.n_cls = n_cls

    def construct(self, support_x, support_y, query_x):
        emb = self.encoder(support_x)
        # torch version: protos = {c.item(): emb[support_y == c].mean(0) for c in support_y.unique()}
        protos = {}
        for i in range(emb.shape[0]):
            protos[support_y[i]] = emb[i]
        proto_mat = ops.stack([protos[k] for k in protos])
        q = self.encoder(query_x)
        dists = ((q[:, None, :] - proto_mat[None, :, :]) ** 2).sum(-1)
        return -dists

net = ProtoNet()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(sx, sy, qx, qy):
    logits = net(sx, sy, qx)
    return loss_fn(logits, qy)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

rng = np.random.default_rng(0)
for episode in range(5):
    sx = Tensor(rng.normal(size=(8, 16)).astype(np.float32))
    sy = Tensor(np.repeat(np.arange(4), 2).astype(np.int32))
    qx = Tensor(rng.normal(size=(12, 16)).astype(np.float32))
    qy = Tensor(rng.integers(0, 4, 12).astype(np.int32))
    loss, grads = grad_fn(sx, sy, qx, qy)
    opt(grads)
    print(f"episode {episode} loss {loss.asnumpy():.4f}")
