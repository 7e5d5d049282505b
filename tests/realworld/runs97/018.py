"""Small bag-of-embeddings text regressor trained with a functional loop and AdamWeightDecay
with decay / no-decay parameter groups (order_params keeps the original parameter order)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(11)
rng = np.random.default_rng(11)
VOCAB, SEQ = 64, 12
ids = rng.integers(0, VOCAB, (960, SEQ)).astype(np.int32)
target = ((ids % 7).mean(axis=1, keepdims=True) / 3.0).astype(np.float32)

class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.norm = nn.LayerNorm((32,))
        self.fc1 = nn.Dense(32, 64)
        self.fc2 = nn.Dense(64, 1)
    def construct(self, x):
        h = self.norm(self.emb(x)).mean(axis=1)
        return self.fc2(ops.gelu(self.fc1(h)))

net = Model()
decay = [p for p in net.trainable_params() if p.ndim > 1 and "norm" not in p.name]
no_decay = [p for p in net.trainable_params() if not (p.ndim > 1 and "norm" not in p.name)]
opt = nn.AdamWeightDecay([{"params": decay, "weight_decay": 0.01},
                          {"params": no_decay, "weight_decay": 0.0},
                          {"order_params": net.trainable_params()}], learning_rate=2e-3)

mse = nn.MSELoss()

def forward(x, y):
    return mse(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
bs = 64
for epoch in range(5):
    perm = rng.permutation(len(ids))
    tot = 0.0
    for i in range(0, len(ids), bs):
        b = perm[i:i + bs]
        loss, grads = grad_fn(Tensor(ids[b]), Tensor(target[b]))
        opt(grads)
        tot += float(loss.asnumpy()) * len(b)
    print(f"{{'epoch': {epoch + 1}, 'train_loss': {tot / len(ids):.4f}, 'learning_rate': 0.002}}")
print("training finished")
