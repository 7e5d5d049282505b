"""Naive 2-stage pipeline-parallel MLP (GPipe without micro-batches).

Ported from a torch script that used dist.send / dist.recv between the two stages:
    rank 0: h = stage0(x); dist.send(h, dst=1)
    rank 1: dist.recv(h, src=0); loss = crit(stage1(h), y)
Launch: msrun --worker_num=2 --local_worker_num=2 004.py
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
assert world == 2, "this script is written for exactly 2 pipeline stages"
ms.set_seed(123)

BATCH, IN, HID, OUT = 32, 20, 64, 3
print(f"[rank {rank}] pipeline stage {rank} of {world}", flush=True)


def batches(n_steps):
    rng = np.random.default_rng(0)
    w = rng.standard_normal((IN, OUT)).astype(np.float32)
    for _ in range(n_steps):
        x = rng.standard_normal((BATCH, IN)).astype(np.float32)
        y = (x @ w).argmax(1).astype(np.int32)
        yield ms.Tensor(x), ms.Tensor(y)


if rank == 0:
    stage = nn.SequentialCell(nn.Dense(IN, HID), nn.ReLU(), nn.Dense(HID, HID), nn.ReLU())
    send_act = ops.Send(sr_tag=0, dest_rank=1)
else:
    stage = nn.SequentialCell(nn.Dense(HID, HID), nn.ReLU(), nn.Dense(HID, OUT))
    recv_act = ops.Receive(sr_tag=0, src_rank=0, shape=[BATCH, HID], dtype=ms.float32)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(stage.trainable_params(), learning_rate=1e-3)

    def fwd(h, y):
        return loss_fn(stage(h), y)

    grad_fn = ms.value_and_grad(fwd, None, opt.parameters)

n_params = sum(p.size for p in stage.trainable_params())
print(f"[rank {rank}] stage parameters: {n_params}", flush=True)

for step, (x, y) in enumerate(batches(50), 1):
    if rank == 0:
        h = stage(x)
        send_act(h)
    else:
        h = recv_act()
        loss, grads = grad_fn(h, y)
        opt(grads)
        if step % 10 == 0:
            print(f"[rank 1] step {step} loss {float(loss.asnumpy()):.4f}", flush=True)

print(f"[rank {rank}] finished", flush=True)
