"""Rating regression from user/item embeddings (matrix factorisation). The input
pipeline was refactored to 'repeat' the data so that short epochs don't starve the
workers; training loop still iterates the dataset once per epoch."""
import time
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(5)
USERS, ITEMS, DIM, EPOCHS = 200, 150, 16, 3

rng = np.random.default_rng(5)
u = rng.integers(0, USERS, 4000).astype(np.int32)
i = rng.integers(0, ITEMS, 4000).astype(np.int32)
U, V = rng.normal(0, 0.5, (USERS, DIM)), rng.normal(0, 0.5, (ITEMS, DIM))
r = ((U[u] * V[i]).sum(1) + 3.0).clip(1, 5).astype(np.float32)

dataset = ds.NumpySlicesDataset({"user": u, "item": i, "rating": r}, shuffle=True)
dataset = dataset.batch(128, drop_remainder=True).repeat()


class MF(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ue, self.ie = nn.Embedding(USERS, DIM), nn.Embedding(ITEMS, DIM)
        self.ub, self.ib = nn.Embedding(USERS, 1), nn.Embedding(ITEMS, 1)

    def construct(self, user, item):
        dot = (self.ue(user) * self.ie(item)).sum(-1)
        return dot + self.ub(user).squeeze(-1) + self.ib(item).squeeze(-1) + 3.0


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net, self.mse = net, nn.MSELoss()

    def construct(self, user, item, rating):
        return self.mse(self.net(user, item), rating)


net = MF()
train_step = nn.TrainOneStepCell(WithLoss(net), nn.Adam(net.trainable_params(), 1e-2))
train_step.set_train()
print(f"Start training: {EPOCHS} epochs, 31 batches/epoch", flush=True)
t0 = time.time()
for epoch in range(EPOCHS):
    for step, (user, item, rating) in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(user, item, rating)
        if step % 200 == 0:
            print(f"epoch {epoch + 1} step {step} rmse {float(loss.asnumpy()) ** 0.5:.4f} elapsed {time.time() - t0:.1f}s", flush=True)
    print(f"epoch {epoch + 1} done", flush=True)
print("saving model", flush=True)
ms.save_checkpoint(net, "/home/user/project/s/mf.ckpt")
