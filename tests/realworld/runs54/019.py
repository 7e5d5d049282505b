# torchrun/DDP regression script ported to msrun + DATA_PARALLEL. The torch model's forward returned the
# loss averaged over ranks for logging: dist.all_reduce(loss); loss / dist.get_world_size()
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)


class RegressorWithLoss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1)])
        self.mse = nn.MSELoss()
        self.all_reduce = ops.AllReduce()

    def construct(self, x, y):
        loss = self.mse(self.net(x), y)
        return loss, self.all_reduce(loss) / get_group_size()


model = RegressorWithLoss()
opt = nn.Adam(model.trainable_params(), 1e-2)
grad_fn = ms.value_and_grad(model, None, opt.parameters, has_aux=True)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)


@ms.jit
def train_step(x, y):
    (loss, global_loss), grads = grad_fn(x, y)
    opt(reducer(grads))
    return loss, global_loss


rng = np.random.default_rng(rank)
w = np.arange(1, 9, dtype=np.float32)[:, None] / 8
for step in range(20):
    x = rng.standard_normal((32, 8)).astype(np.float32)
    y = x @ w
    loss, gloss = train_step(ms.Tensor(x), ms.Tensor(y))
    if step % 5 == 0:
        print(f"[rank {rank}] step {step} loss {loss} global {gloss}", flush=True)
print(f"[rank {rank}] done", flush=True)
