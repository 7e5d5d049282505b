"""Contrastive-style data-parallel training by hand: AllGather embeddings across ranks (msrun, mccl, 2 CPU workers)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.ops import AllGather, AllReduce, ReduceOp

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(7)
print(f"rank={rank} world={world}")

B, D_IN, D_EMB = 16, 32, 16


def gen():
    rng = np.random.default_rng(100 + rank)
    for _ in range(B * 20):
        x = rng.normal(size=(D_IN,)).astype(np.float32)
        x_aug = (x + 0.1 * rng.normal(size=(D_IN,))).astype(np.float32)
        yield x, x_aug


loader = ds.GeneratorDataset(gen, column_names=["view1", "view2"], shuffle=True).batch(B, drop_remainder=True)


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(D_IN, 64), nn.GELU(), nn.Dense(64, D_EMB))

    def construct(self, x):
        z = self.net(x)
        return z / ops.norm(z, dim=-1, keepdim=True)


encoder = Encoder()
opt = nn.AdamWeightDecay(encoder.trainable_params(), learning_rate=1e-3)
all_gather = AllGather()
grad_sum = AllReduce(ReduceOp.SUM)
ce = nn.CrossEntropyLoss()
temperature = 0.1


def forward(v1, v2):
    z1 = encoder(v1)
    z2 = encoder(v2)
    z2_all = all_gather(z2)                      # (world*B, D_EMB), like torch.distributed.all_gather + cat
    logits = ops.matmul(z1, z2_all.T) / temperature
    targets = ops.arange(B, dtype=ms.int32)
    return ce(logits.T, targets)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(2):
    for step, batch in enumerate(loader.create_tuple_iterator()):
        loss, grads = grad_fn(*batch)
        grads = tuple(grad_sum(g) / world for g in grads)
        opt(grads)
        if step % 5 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
