"""Wide-and-deep style CTR model: continuous features are bucketized with quantile boundaries
(torch.bucketize in the original) and each bucket id is embedded."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds

ms.set_seed(4)
rng = np.random.default_rng(4)
N_BUCKETS = 16

n = 4000
age = rng.gamma(4.0, 9.0, size=n).astype(np.float32)
income = rng.lognormal(10, 0.6, size=n).astype(np.float32)
clicks = (0.03 * age + 0.4 * np.log(income) - 5.2 + rng.normal(size=n) > 0).astype(np.float32)

# quantile boundaries computed once on the training data (numpy)
age_bounds = np.quantile(age[:3200], np.linspace(0, 1, N_BUCKETS + 1)[1:-1])
inc_bounds = np.quantile(np.log(income[:3200]), np.linspace(0, 1, N_BUCKETS + 1)[1:-1])
print(f"age boundaries: {np.round(age_bounds, 1)}")


class WideDeep(nn.Cell):
    def __init__(self, age_bounds, inc_bounds):
        super().__init__()
        self.age_bounds = Tensor(age_bounds)
        self.inc_bounds = Tensor(inc_bounds)
        self.age_emb = nn.Embedding(N_BUCKETS, 8)
        self.inc_emb = nn.Embedding(N_BUCKETS, 8)
        self.deep = nn.SequentialCell(nn.Dense(16 + 2, 32), nn.ReLU(), nn.Dense(32, 1))

    def construct(self, age, income):
        log_inc = ops.log(income)
        a_id = ops.searchsorted(self.age_bounds, age)
        i_id = ops.searchsorted(self.inc_bounds, log_inc)
        h = ops.cat([self.age_emb(a_id), self.inc_emb(i_id),
                     age.unsqueeze(1) / 100.0, log_inc.unsqueeze(1) / 10.0], axis=1)
        return self.deep(h).squeeze(1)


train = ds.NumpySlicesDataset((age[:3200], income[:3200], clicks[:3200]),
                              column_names=["age", "income", "click"], shuffle=True).batch(128)
net = WideDeep(age_bounds, inc_bounds)
loss_fn = nn.BCEWithLogitsLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)


def forward(a, inc, y):
    return loss_fn(net(a, inc), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(3):
    for step, (a, inc, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(a, inc, y)
        opt(grads)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} logloss {loss.asnumpy():.4f}")
