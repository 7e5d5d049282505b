# Healthy: torchrun DDP + GradScaler port -> msrun data parallel with manual DynamicLossScaler (PyNative)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from mindspore.amp import DynamicLossScaler, all_finite
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
rank, world = get_rank(), get_group_size()
ms.set_seed(42)
np.random.seed(0)
X = np.random.randn(512, 16).astype(np.float32)
Y = (X[:, :3].sum(axis=1) > 0).astype(np.int32)
data = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(32)
net = nn.SequentialCell([nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 2)])
net = ms.amp.auto_mixed_precision(net, "O1")
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
scaler = DynamicLossScaler(scale_value=2 ** 10, scale_factor=2, scale_window=50)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

def forward_fn(x, y):
    loss = loss_fn(net(x), y)
    return scaler.scale(loss), loss

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)
for epoch in range(5):
    losses = []
    for batch in data.create_dict_iterator():
        (_, loss), grads = grad_fn(batch["x"], batch["y"])
        grads = grad_reducer(grads)
        grads = scaler.unscale(grads)
        finite = all_finite(grads)
        scaler.adjust(finite)
        if finite:
            opt(grads)
        losses.append(float(loss.asnumpy()))
    print(f"rank {rank} epoch {epoch} mean loss {np.mean(losses):.4f} scale {scaler.scale_value.asnumpy()}")
print(f"rank {rank} training finished")
