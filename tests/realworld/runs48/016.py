# torchrun/DDP fine-tune ported to MindSpore data parallel (msrun, 2 workers). Each rank reads
# its own preprocessed shard; the torch collate padded every batch, the port uses batch().
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn.wrap.grad_reducer import DistributedGradReducer

init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
rng = np.random.default_rng(100 + rank)
SEQ = 32

def load_shard(rank):
    rows = [rng.integers(1, 400, size=SEQ).astype(np.int32) for _ in range(640)]
    if rank == 1:
        rows[517] = rows[517][:27]   # one line of shard 1 was written before the padding fix
    labels = [np.int32(r[0] % 2) for r in rows]
    return rows, labels

class Shard:
    def __init__(self, rows, labels):
        self.rows, self.labels = rows, labels
    def __getitem__(self, i):
        return self.rows[i], self.labels[i]
    def __len__(self):
        return len(self.rows)

rows, labels = load_shard(rank)
dataset = ds.GeneratorDataset(Shard(rows, labels), ["input_ids", "label"], shuffle=False).batch(16)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(400, 32)
        self.fc = nn.Dense(32, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

net = Net()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)
def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(2):
    for step, (x, y) in enumerate(dataset.create_tuple_iterator(num_epochs=1)):
        loss, grads = grad_fn(x, y)
        opt(reducer(grads))
        if step % 5 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
print(f"rank {rank} training finished", flush=True)
