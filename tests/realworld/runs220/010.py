# Data-parallel MLP classifier, migrated from a torch DDP script.
# Launched on this node with: msrun --worker_num 2 --local_worker_num 1 --master_port 8226 --log_dir ../010 --join True ../010.py
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1234)

class ToyData:
    def __init__(self, n=2048, d=20, c=4, seed=0):
        rng = np.random.default_rng(seed)
        self.w = rng.normal(size=(d, c)).astype(np.float32)
        self.x = rng.normal(size=(n, d)).astype(np.float32)
        self.y = (self.x @ self.w).argmax(1).astype(np.int32)
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.x)

data = ds.GeneratorDataset(ToyData(), ["x", "y"], shuffle=True, num_shards=world, shard_id=rank)
data = data.batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 4))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

def forward(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits
grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

for epoch in range(5):
    tot, correct, n = 0.0, 0, 0
    for step, (x, y) in enumerate(data.create_tuple_iterator()):
        (loss, logits), grads = grad_fn(x, y)
        grads = grad_reducer(grads)
        opt(grads)
        tot += loss.asnumpy()
        correct += (logits.argmax(1) == y).sum().asnumpy()
        n += y.shape[0]
    print(f"[rank {rank}/{world}] epoch {epoch} steps {step+1} loss {tot/(step+1):.4f} acc {correct/n:.4f}", flush=True)
if rank == 0:
    ms.save_checkpoint(net, "mlp_dp.ckpt")
    print("saved mlp_dp.ckpt", flush=True)
