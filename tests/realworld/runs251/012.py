# Port of a PyTorch DDP training script (torchrun -> msrun); DistributedSampler -> num_shards/shard_id.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)
print(f"[rank {rank}] world_size={world}", flush=True)

rng = np.random.default_rng(100)
w_true = np.linspace(-1, 1, 20).astype(np.float32)
x = rng.normal(size=(1940, 20)).astype(np.float32)
y = (x @ w_true > 0).astype(np.int32)
loader = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank)
loader = loader.batch(64, drop_remainder=True)
print(f"[rank {rank}] steps_per_epoch={loader.get_dataset_size()}", flush=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)

for epoch in range(3):
    for step, (xb, yb) in enumerate(loader.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        grads = reducer(grads)
        opt(grads)
        if step % 5 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} done", flush=True)
acc = (net(ms.Tensor(x)).argmax(1).asnumpy() == y).mean()
print(f"[rank {rank}] training finished, accuracy {acc:.4f}", flush=True)
