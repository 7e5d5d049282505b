# Imbalanced intent classifier: torch used WeightedRandomSampler(sample_weights, num_samples=len(ds)) with
# sample_weights = 1 / class_count[label]; ported to mindspore.dataset.WeightedRandomSampler
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(12)
n = 1500
y = rng.choice(3, size=n, p=[0.8, 0.15, 0.05]).astype(np.int32)
X = (rng.normal(size=(n, 12)) + y[:, None] * 0.8).astype(np.float32)

class_count = np.bincount(y, minlength=3)
sample_weights = 1.0 / class_count[y]
print("class counts:", class_count.tolist())
sampler = ds.WeightedRandomSampler(sample_weights, num_samples=n, replacement=True)
train = ds.NumpySlicesDataset({"x": X, "label": y}, sampler=sampler).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, 3))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for epoch in range(3):
    for step, (a, b) in enumerate(train.create_tuple_iterator()):
        loss, g = grad_fn(a, b); opt(g)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
