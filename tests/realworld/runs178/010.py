"""Matrix-factorisation rating model (user/item embeddings + MLP) written with the mint API
(torch-like), trained with mint.optim.AdamW. Ratings come from a ratings table (int stars 1..5)."""
import numpy as np
import mindspore as ms
from mindspore import mint, nn

ms.set_device("CPU")
ms.set_seed(4)
rng = np.random.default_rng(4)

N_USERS, N_ITEMS, DIM = 300, 200, 16
n = 5000
ratings = np.stack([rng.integers(0, N_USERS, n), rng.integers(0, N_ITEMS, n),
                    rng.integers(1, 6, n)], axis=1)          # user_id, item_id, stars (int64 columns)
print(f"ratings table: {ratings.shape} dtype={ratings.dtype}  mean stars={ratings[:, 2].mean():.3f}")

class RecModel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.user = nn.Embedding(N_USERS, DIM)
        self.item = nn.Embedding(N_ITEMS, DIM)
        self.mlp = nn.SequentialCell(mint.nn.Linear(2 * DIM, 32), mint.nn.ReLU(), mint.nn.Linear(32, 1))
    def construct(self, u, i):
        return self.mlp(mint.cat([self.user(u), self.item(i)], dim=-1)).squeeze(-1)

model = RecModel()
optimizer = mint.optim.AdamW(model.trainable_params(), lr=1e-2, weight_decay=1e-4)

def loss_fn(u, i, r):
    pred = model(u, i)
    return mint.nn.functional.mse_loss(pred, r)

grad_fn = ms.value_and_grad(loss_fn, None, optimizer.parameters)

BS = 256
for epoch in range(3):
    perm = rng.permutation(n)
    running = 0.0
    for step, s in enumerate(range(0, n - BS + 1, BS), 1):
        b = ratings[perm[s:s + BS]]
        u, i, r = ms.Tensor(b[:, 0]), ms.Tensor(b[:, 1]), ms.Tensor(b[:, 2])
        loss, grads = grad_fn(u, i, r)
        optimizer(grads)
        running += loss.item()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:3d} rmse {np.sqrt(running / 5):.4f}")
            running = 0.0
